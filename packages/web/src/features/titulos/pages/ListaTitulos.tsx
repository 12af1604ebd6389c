import {
  formatarData,
  formatarMoeda,
  NOMES_SITUACAO_TITULO,
  paraCentavos,
  SITUACOES_TITULO,
  type TituloLido,
} from '@mascate/domain';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePode } from '../../../sessao/permissoes.ts';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { titulosConsultas } from '../api/consultas.ts';
import { DialogoBaixa } from '../components/DialogoBaixa.tsx';
import { DialogoTitulo } from '../components/DialogoTitulo.tsx';

const dinheiro = (reais: number) => formatarMoeda(paraCentavos(reais));

/** Contas a receber: the receivables of invoiced orders, with their status, payments and reversals. */
export default function ListaTitulos() {
  const [situacao, setSituacao] = useState('');
  const [baixando, setBaixando] = useState<TituloLido | null>(null);
  const [vendo, setVendo] = useState<number | null>(null);
  const podeBaixar = usePode('POST /api/titulos/baixar');
  return (
    <>
      <ListScreen
        titulo="CONTAS A RECEBER"
        consultas={titulosConsultas}
        rotuloBusca="Pesquisar cliente"
        itemNome="título"
        rotaCadastro=""
        podeCadastrar={false}
        filtros={situacao ? { situacao } : {}}
        filtrosTopo={
          <Stack direction="row" spacing={2}>
            <TextField
              select
              size="small"
              label="Situação"
              value={situacao}
              onChange={(e) => setSituacao(e.target.value)}
              sx={{ width: 160 }}
            >
              <MenuItem value="">Todas</MenuItem>
              {SITUACOES_TITULO.map((s) => (
                <MenuItem key={s} value={s}>
                  {NOMES_SITUACAO_TITULO[s]}
                </MenuItem>
              ))}
            </TextField>
            <Button component={Link} to="/relatorio-vencimentos" variant="outlined">
              Vencimentos
            </Button>
          </Stack>
        }
        destaqueLinha={(t) => t.situacao === 'vencido'}
        colunas={[
          { titulo: 'TÍTULO', valor: (t) => t.numero },
          {
            titulo: 'CLIENTE',
            valor: (t) => <Link to={`/extrato-cliente/${t.cliente_id}`}>{t.cliente_nome}</Link>,
          },
          { titulo: 'VENCIMENTO', valor: (t) => formatarData(t.vencimento) },
          { titulo: 'VALOR', valor: (t) => dinheiro(t.valor), alinhar: 'right' },
          { titulo: 'PAGO', valor: (t) => dinheiro(t.pago), alinhar: 'right' },
          { titulo: 'EM ABERTO', valor: (t) => dinheiro(t.aberto), alinhar: 'right' },
          {
            titulo: 'SITUAÇÃO',
            valor: (t) =>
              t.situacao === 'vencido'
                ? `Vencido (${t.dias_atraso} ${t.dias_atraso === 1 ? 'dia' : 'dias'})`
                : NOMES_SITUACAO_TITULO[t.situacao],
          },
        ]}
        acoes={(t) => (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setVendo(t.id)} aria-label={`Ver título ${t.numero}`}>
              Ver
            </Button>
            {podeBaixar && (t.situacao === 'aberto' || t.situacao === 'vencido') && (
              <Button
                size="small"
                variant="contained"
                onClick={() => setBaixando(t)}
                aria-label={`Baixar título ${t.numero}`}
              >
                Baixar
              </Button>
            )}
          </Stack>
        )}
      />
      {baixando && <DialogoBaixa titulo={baixando} fechar={() => setBaixando(null)} />}
      {vendo !== null && <DialogoTitulo id={vendo} fechar={() => setVendo(null)} />}
    </>
  );
}
