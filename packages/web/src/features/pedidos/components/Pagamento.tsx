import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatarData,
  formatarMoeda,
  gerarParcelasSchema,
  hojeSaoPaulo,
  isDataIso,
  MAXIMO_PARCELAS,
  MSG,
  textoPrazo,
} from '@mascate/domain';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { pedidosConsultas } from '../api/consultas.ts';
import type { EditorPedido } from '../hooks/useEditorPedido.ts';
import type { Cabecalho } from './cabecalho.ts';
import { DataParcela } from './DataParcela.tsx';

type Props = {
  editor: EditorPedido;
  control: Control<Cabecalho>;
  /** An invoiced or cancelled order: the condition as text, no 'Gerar parcelas', no date to change. */
  bloqueado?: boolean;
  /** Issue 48: the total to pay in cents (the taxes included), once the server has computed it. */
  totalAPagar?: number | undefined;
};

/** Section 'Pagamento': payment condition, instalment count and the instalments table. */
export function Pagamento({ editor, control, bloqueado = false, totalAPagar }: Props) {
  const alertar = useAlertaErro();
  const formas = useQuery(pedidosConsultas.formasPagamento());
  const opcoes = [
    { valor: 0, rotulo: 'Condições de Pagamento' },
    ...(formas.data ?? []).map((f) => ({ valor: f.id, rotulo: f.nome })),
  ];
  // The instalment count is a small form of its own, checked by the domain's schema.
  const parcelas = useForm({
    resolver: zodResolver(gerarParcelasSchema),
    defaultValues: { quantidade: String(editor.parcelas.length || 1) },
  });
  const [editando, setEditando] = useState<number | null>(null);
  const forma = Number(useWatch({ control, name: 'forma_pagamento_id' })) || 0;
  const data = useWatch({ control, name: 'data' });
  // The date box holds an ISO date once a whole date is typed; until then the instalments start today.
  const dataPedido = typeof data === 'string' && isDataIso(data) ? data : hojeSaoPaulo();
  // Issue 46: a method with a term ('28/35/42'; Pix, cash and debit card à vista) cuts the instalments
  // from it; any other lets the order choose a count, 30 days apart. Both from the order's date.
  const prazo = formas.data?.find((f) => f.id === forma)?.dias ?? null;
  const gerar = () => {
    // The spec checks the total first.
    if (editor.totais.total <= 0) return alertar(MSG.parcelasValorMenorZero);
    if (prazo) return editor.gerarNoPrazo(prazo, dataPedido, totalAPagar);
    void parcelas.handleSubmit(
      (v) => editor.gerar(v.quantidade, dataPedido, totalAPagar),
      (e) => alertar(primeiraMensagem(e)),
    )();
  };
  const parcelaEditada = editor.parcelas.find((p) => p.parcela === editando);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Pagamento
      </Typography>
      {bloqueado ? (
        <TextField
          label="Condições de Pagamento"
          value={forma ? (opcoes.find((o) => o.valor === forma)?.rotulo ?? '') : 'Não informada'}
          size="small"
          sx={{ minWidth: { sm: 240 } }}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <CampoSelecao
            control={control}
            name="forma_pagamento_id"
            label="Condições de Pagamento"
            opcoes={opcoes}
            size="small"
            sx={{ minWidth: 240 }}
          />
          {prazo ? (
            <TextField
              label="Prazos (dias)"
              value={textoPrazo(prazo)}
              size="small"
              sx={{ width: 160 }}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            />
          ) : (
            <CampoTexto
              control={parcelas.control}
              name="quantidade"
              label="Parcelas"
              type="number"
              size="small"
              htmlInput={{ min: 1, max: MAXIMO_PARCELAS }}
              sx={{ width: 120 }}
            />
          )}
          <Button variant="outlined" onClick={gerar}>
            Gerar parcelas
          </Button>
        </Stack>
      )}
      {editor.parcelas.length > 0 && (
        <TabelaDados
          rotulo="Parcelas"
          sx={{ maxWidth: 520 }}
          colunas={[
            { titulo: 'Parcela', valor: (p) => p.parcela },
            {
              titulo: 'Data',
              valor: (p) =>
                bloqueado ? (
                  formatarData(p.vencimento)
                ) : (
                  <Link
                    component="button"
                    type="button"
                    aria-label={`Alterar data da parcela ${p.parcela}: ${formatarData(p.vencimento)}`}
                    onClick={() => setEditando(p.parcela)}
                  >
                    {formatarData(p.vencimento)}
                  </Link>
                ),
            },
            { titulo: 'Valor', valor: (p) => formatarMoeda(p.valorCentavos) },
          ]}
          linhas={editor.parcelas}
          chave={(p) => p.parcela}
        />
      )}
      {parcelaEditada && (
        <DataParcela
          vencimento={parcelaEditada.vencimento}
          fechar={() => setEditando(null)}
          confirmar={(v) => {
            editor.alterarVencimento(parcelaEditada.parcela, v);
            setEditando(null);
          }}
        />
      )}
    </Stack>
  );
}
