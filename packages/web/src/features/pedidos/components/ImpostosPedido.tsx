import { formatarMoeda, type ImpostosPedidoLido, paraCentavos } from '@mascate/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import type { ItemEditado } from '../tipos.ts';

type Props = { impostos: ImpostosPedidoLido; itens: readonly ItemEditado[] };
type Linha = ImpostosPedidoLido['itens'][number] & { descricao: string; n: number };

const reais = (v: number) => formatarMoeda(paraCentavos(v));
const pct = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;

const COLUNAS: readonly Coluna<Linha>[] = [
  { titulo: 'PRODUTO', valor: (l) => l.descricao, celular: 'titulo' },
  { titulo: 'CFOP', valor: (l) => l.cfop },
  { titulo: 'IPI', valor: (l) => `${reais(l.ipi)} (${pct(l.aliquota_ipi)})`, alinhar: 'right' },
  { titulo: 'ICMS', valor: (l) => `${reais(l.icms)} (${pct(l.aliquota_icms)})`, alinhar: 'right' },
  { titulo: 'BASE ST', valor: (l) => reais(l.base_st), alinhar: 'right' },
  {
    titulo: 'MVA',
    valor: (l) => (l.base_st > 0 ? `${pct(l.mva)}${l.mva_ajustada ? ' (ajustada)' : ''}` : '-'),
    alinhar: 'right',
  },
  { titulo: 'ICMS-ST', valor: (l) => reais(l.icms_st), alinhar: 'right' },
  { titulo: 'FCP-ST', valor: (l) => reais(l.fcp_st), alinhar: 'right' },
  { titulo: 'TOTAL', valor: (l) => reais(l.total), alinhar: 'right' },
];

/** Issue 48: the order's taxes and what the customer will really pay, each item's detail on demand. */
export function ImpostosPedido({ impostos, itens }: Props) {
  const [detalhe, setDetalhe] = useState(false);
  const t = impostos.totais;
  const linhas: Linha[] = impostos.itens.map((x, n) => ({ ...x, n, descricao: itens[n]?.descricao ?? '' }));
  const semRegra = linhas.filter((l) => l.regra_id === null).map((l) => l.descricao);
  const valores: [string, number][] = [
    ['Valor dos produtos', t.produtos],
    ['Descontos', t.desconto],
    ['IPI', t.ipi],
    ['ICMS-ST', t.icms_st],
    ...(t.fcp_st > 0 ? ([['FCP-ST', t.fcp_st]] as [string, number][]) : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="titulo-impostos">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="titulo-impostos">
          Impostos
        </Typography>
        {/* A description list: each amount is read with its name (dt, dd), the total to pay last. */}
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
          {[...valores, ['Total a pagar', t.total_a_pagar] as [string, number]].map(([rotulo, v]) => (
            <div key={rotulo}>
              <Typography variant="caption" color="text.secondary" component="dt">
                {rotulo}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: rotulo === 'Total a pagar' ? 700 : 400 }}>
                {reais(v)}
              </Typography>
            </div>
          ))}
        </Box>
        {t.icms > 0 && (
          <Typography variant="body2" color="text.secondary">
            ICMS próprio {reais(t.icms)} (já incluído no preço dos produtos).
          </Typography>
        )}
        {semRegra.length > 0 && (
          <Typography variant="body2" color="warning.main">
            Sem regra fiscal (sem impostos): {semRegra.join(', ')}.
          </Typography>
        )}
        <Box>
          <Button size="small" onClick={() => setDetalhe((d) => !d)} aria-expanded={detalhe}>
            {detalhe ? 'Ocultar impostos por item' : 'Ver impostos por item'}
          </Button>
        </Box>
        {detalhe && (
          <TabelaDados colunas={COLUNAS} linhas={linhas} chave={(l) => l.n} rotulo="Impostos por item" />
        )}
      </Stack>
    </Paper>
  );
}
