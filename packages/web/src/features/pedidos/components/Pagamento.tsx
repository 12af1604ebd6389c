import { formatarData, formatarMoeda, MAXIMO_PARCELAS, MSG } from '@mascate/domain';
import {
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CabecalhoTabela } from '../../../ui/CabecalhoTabela.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { pedidosConsultas } from '../api/consultas.ts';
import type { EditorPedido } from '../hooks/useEditorPedido.ts';
import type { Cabecalho } from './cabecalho.ts';
import { DataParcela } from './DataParcela.tsx';

/** Section 'Pagamento': payment condition, instalment count and the instalments table. */
export function Pagamento({ editor, control }: { editor: EditorPedido; control: Control<Cabecalho> }) {
  const alertar = useAlertaErro();
  const formas = useQuery(pedidosConsultas.formasPagamento());
  const opcoes = [
    { valor: 0, rotulo: 'Condições de Pagamento' },
    ...(formas.data ?? []).map((f) => ({ valor: f.id, rotulo: f.nome })),
  ];
  const [quantidade, setQuantidade] = useState(() => String(editor.parcelas.length || 1));
  const [editando, setEditando] = useState<number | null>(null);
  const gerar = () => {
    if (editor.totais.total <= 0) return alertar(MSG.parcelasValorMenorZero);
    const n = Number(quantidade);
    if (!Number.isInteger(n) || n < 1 || n > MAXIMO_PARCELAS) {
      return alertar(`Informe o número de parcelas (de 1 a ${MAXIMO_PARCELAS}).`);
    }
    editor.gerar(n);
  };
  const parcelaEditada = editor.parcelas.find((p) => p.parcela === editando);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Pagamento
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <CampoSelecao
          control={control}
          name="forma_pagamento_id"
          label="Condições de Pagamento"
          opcoes={opcoes}
          size="small"
          sx={{ minWidth: 240 }}
        />
        <TextField
          label="Parcelas"
          type="number"
          value={quantidade}
          onChange={(e) => setQuantidade(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { min: 1, max: MAXIMO_PARCELAS } }}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" onClick={gerar}>
          Gerar parcelas
        </Button>
      </Stack>
      {editor.parcelas.length > 0 && (
        <Table size="small" aria-label="Parcelas" sx={{ maxWidth: 520 }}>
          <CabecalhoTabela colunas={['Parcela', 'Data', 'Valor']} />
          <TableBody>
            {editor.parcelas.map((p) => (
              <TableRow key={p.parcela}>
                <TableCell>{p.parcela}</TableCell>
                <TableCell>
                  <Link component="button" type="button" onClick={() => setEditando(p.parcela)}>
                    {formatarData(p.vencimento)}
                  </Link>
                </TableCell>
                <TableCell>{formatarMoeda(p.valorCentavos)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
