import {
  type BaixaLida,
  formatarData,
  formatarDataHora,
  formatarMoeda,
  NOMES_MEIO_PAGAMENTO,
  NOMES_SITUACAO_TITULO,
  paraCentavos,
} from '@mascate/domain';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePode } from '../../../sessao/permissoes.ts';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { titulosConsultas, useEstornar } from '../api/consultas.ts';

/** One receivable with its payments (reversed ones stay, marked) and the reversal of a payment. */
export function DialogoTitulo({ id, fechar }: { id: number; fechar: () => void }) {
  const { data: t } = useQuery(titulosConsultas.umComBaixas(id));
  const podeEstornar = usePode('POST /api/titulos/estornar');
  const [estornando, setEstornando] = useState<BaixaLida | null>(null);
  const [motivo, setMotivo] = useState('');
  const estornar = useEstornar();
  if (!t) return null;
  return (
    <>
      <DialogoAviso
        aberto={estornando === null}
        mensagem={null}
        fechar={fechar}
        id="titulo-detalhe"
        titulo={`Título ${t.numero}`}
        largura="sm"
      >
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography>Cliente: {t.cliente_nome}</Typography>
          <Typography>
            Vencimento: {formatarData(t.vencimento)} · Situação: {NOMES_SITUACAO_TITULO[t.situacao]}
          </Typography>
          <Typography>
            Valor: {formatarMoeda(paraCentavos(t.valor))} · Pago: {formatarMoeda(paraCentavos(t.pago))} · Em
            aberto: {formatarMoeda(paraCentavos(t.aberto))}
          </Typography>
        </Stack>
        <TabelaDados<BaixaLida>
          rotulo="Baixas"
          colunas={[
            { titulo: 'DATA', valor: (b) => formatarData(b.data) },
            { titulo: 'VALOR', valor: (b) => formatarMoeda(paraCentavos(b.valor)), alinhar: 'right' },
            { titulo: 'FORMA', valor: (b) => NOMES_MEIO_PAGAMENTO[b.meio] },
            { titulo: 'POR', valor: (b) => `${b.usuario} em ${formatarDataHora(b.data_hora)}` },
            {
              titulo: 'ESTORNO',
              valor: (b) => (b.estornada ? `Estornada por ${b.estorno_usuario}: ${b.estorno_motivo}` : ''),
            },
          ]}
          linhas={t.baixas}
          chave={(b) => b.id}
          acoes={
            podeEstornar && t.situacao !== 'cancelado'
              ? (b) =>
                  b.estornada ? null : (
                    <Button size="small" color="error" onClick={() => setEstornando(b)}>
                      Estornar
                    </Button>
                  )
              : undefined
          }
        />
      </DialogoAviso>
      {estornando && (
        <DialogoAviso
          aberto
          mensagem={`Estornar a baixa de ${formatarMoeda(paraCentavos(estornando.valor))} de ${formatarData(estornando.data)}?`}
          fechar={() => setEstornando(null)}
          id="titulo-estorno"
          titulo="Estornar baixa"
          largura="sm"
          formulario={{
            aoEnviar: async (e) => {
              e.preventDefault();
              await estornar.mutateAsync({ id: t.id, baixa_id: estornando.id, motivo });
              setEstornando(null);
              setMotivo('');
            },
            voltar: 'Voltar',
            enviar: 'Confirmar estorno',
            cor: 'error',
            desabilitado: motivo.trim().length < 3 || estornar.isPending,
          }}
        >
          <TextField
            label="Motivo do estorno"
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogoAviso>
      )}
    </>
  );
}
