import { type ExtratoComissoes, formatarMoeda, NOMES_EVENTO_COMISSAO, paraCentavos } from '@mascate/domain';
import { Box, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntradaMes } from '../../../ui/EntradaMes.tsx';
import { Paginacao, TamanhoPagina, usePaginas } from '../../../ui/Paginacao.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { FiltroRepresentante } from '../../representantes/components/FiltroRepresentante.tsx';
import { comissoesConsultas } from '../api/consultas.ts';

type Linha = ExtratoComissoes['pedidos'][number]['linhas'][number];

const moeda = (reais: number) => formatarMoeda(paraCentavos(reais));
const percentual = (p: number) => `${p.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}%`;

function ultimoDia(mes: string): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return `${mes}-${String(new Date(Date.UTC(ano, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** One representative's statement of a month: every line, grouped by order, a page of orders at a time, with the month's totals. */
export function ExtratoMes({ mesInicial }: { mesInicial: string }) {
  const [rep, setRep] = useState<number | ''>('');
  const [mes, setMes] = useState(mesInicial);
  const mesOk = /^\d{4}-(0[1-9]|1[0-2])$/.test(mes);
  // The month's orders a page at a time (a representative may have thousands in a month); another
  // representative or month starts again at the first page.
  const { pagina, setPagina, porPagina, mudarTamanho } = usePaginas();
  const [escolha, setEscolha] = useState(`${rep}/${mes}`);
  if (escolha !== `${rep}/${mes}`) {
    setEscolha(`${rep}/${mes}`);
    setPagina(0);
  }
  const extrato = useQuery({
    ...comissoesConsultas.extrato(Number(rep), mes, porPagina, pagina * porPagina),
    enabled: rep !== '' && mesOk,
  }).data;
  return (
    <Box component="section" aria-label="Extrato do mês" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Extrato do mês
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FiltroRepresentante valor={rep} mudar={setRep} />
        <EntradaMes valor={mes} mudar={setMes} />
        {rep !== '' && mesOk && (
          <BotaoExportar
            caminho="comissoes/exportar"
            params={{ representante_id: rep, data_ini: `${mes}-01`, data_fin: ultimoDia(mes) }}
            rotulo="Exportar extrato"
          />
        )}
      </Stack>
      {rep === '' && (
        <Typography color="text.secondary">Escolha o representante para ver o extrato.</Typography>
      )}
      {extrato && extrato.pedidos_total === 0 && <Typography>Nenhuma comissão neste mês.</Typography>}
      {extrato && extrato.pedidos_total > 0 && (
        <>
          {extrato.pedidos.map((g) => (
            <Box key={g.pedido.id} sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>
                Pedido {g.pedido.numero} · {g.pedido.cliente}
              </Typography>
              <TabelaDados<Linha>
                rotulo={`Comissões do pedido ${g.pedido.numero}`}
                cartoes
                linhas={g.linhas}
                chave={(l) => l.id}
                colunas={[
                  { titulo: 'ITEM', valor: (l) => l.item },
                  { titulo: 'PRODUTO', valor: (l) => l.produto, celular: 'titulo' },
                  { titulo: 'EVENTO', valor: (l) => NOMES_EVENTO_COMISSAO[l.evento] },
                  { titulo: 'BASE', valor: (l) => moeda(l.base), alinhar: 'right' },
                  { titulo: 'TAXA', valor: (l) => percentual(l.percentual), alinhar: 'right' },
                  { titulo: 'COMISSÃO', valor: (l) => moeda(l.valor), alinhar: 'right' },
                ]}
                rodape={
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                      Total do pedido
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {moeda(g.base)}
                    </TableCell>
                    <TableCell />
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {moeda(g.valor)}
                    </TableCell>
                  </TableRow>
                }
              />
              {/* The cards have no footer row: on a phone the order's total is a line below them. */}
              <Typography sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 700, px: 1 }}>
                Total do pedido: base {moeda(g.base)} · comissão {moeda(g.valor)}
              </Typography>
            </Box>
          ))}
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
          >
            <TamanhoPagina label="Pedidos por página" valor={porPagina} mudar={mudarTamanho} />
            <Paginacao
              pagina={pagina}
              porPagina={porPagina}
              total={extrato.pedidos_total}
              mudar={setPagina}
            />
          </Stack>
          <Typography variant="h6" component="p" aria-label="Total do mês">
            Total do mês: base {moeda(extrato.base)} · comissão {moeda(extrato.valor)}
          </Typography>
        </>
      )}
    </Box>
  );
}
