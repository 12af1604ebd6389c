import {
  formatarData,
  formatarMoeda,
  NOMES_SITUACAO_TITULO,
  paraCentavos,
  SITUACOES_TITULO,
  situacaoDeve,
  type TituloLido,
} from '@mascate/domain';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePode } from '../../../sessao/permissoes.ts';
import { EntradaData } from '../../../ui/EntradaData.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { FiltroRepresentante } from '../../representantes/components/FiltroRepresentante.tsx';
import { titulosConsultas } from '../api/consultas.ts';
import { DialogoBaixa } from '../components/DialogoBaixa.tsx';
import { DialogoTitulo } from '../components/DialogoTitulo.tsx';

const dinheiro = (reais: number) => formatarMoeda(paraCentavos(reais));

/** Contas a receber: the receivables of invoiced orders, with their status, payments and reversals. */
export default function ListaTitulos() {
  const [situacao, setSituacao] = useState('');
  const [representante, setRepresentante] = useState<number | ''>('');
  // A half-typed date (null) keeps the last whole one, so the list does not flicker while typing.
  const [venceDe, setVenceDe] = useState('');
  const [venceAte, setVenceAte] = useState('');
  const filtros = {
    ...(situacao ? { situacao } : {}),
    ...(representante !== '' ? { representante_id: representante } : {}),
    ...(venceDe ? { vencimento_inicial: venceDe } : {}),
    ...(venceAte ? { vencimento_final: venceAte } : {}),
  };
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
        filtros={filtros}
        filtrosTopo={
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
            <EntradaData
              label="Vencimento de"
              name="vencimento_inicial"
              size="small"
              value={venceDe}
              onChange={(d) => d !== null && setVenceDe(d)}
              sx={{ width: 180 }}
            />
            <EntradaData
              label="Vencimento até"
              name="vencimento_final"
              size="small"
              value={venceAte}
              onChange={(d) => d !== null && setVenceAte(d)}
              sx={{ width: 180 }}
            />
            <FiltroRepresentante valor={representante} mudar={setRepresentante} todos largura={200} />
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
            celular: 'titulo',
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
            {podeBaixar && situacaoDeve(t.situacao) && (
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
