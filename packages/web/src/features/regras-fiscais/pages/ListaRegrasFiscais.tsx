import { formatarNcm, formatarPercentual, type RegraFiscalLida } from '@mascate/domain';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { regrasFiscaisConsultas } from '../api/consultas.ts';

const ou = (v: number | null, vazio: string) => (v === null ? vazio : formatarPercentual(v));

/** The name a rule goes by in the delete confirmation: its NCM and, when it has one, its UF. */
const nomeDaRegra = (r: Pick<RegraFiscalLida, 'ncm' | 'uf'>) =>
  `${formatarNcm(r.ncm)}${r.uf ? ` (${r.uf})` : ''}`;

export default function ListaRegrasFiscais() {
  return (
    <ListaCadastro<RegraFiscalLida>
      textos={{ titulo: 'REGRAS FISCAIS', busca: 'Pesquisar por NCM' }}
      consultas={regrasFiscaisConsultas}
      colunas={[
        { titulo: 'NCM', valor: (r) => formatarNcm(r.ncm), celular: 'titulo' },
        { titulo: 'UF', valor: (r) => r.uf || 'Todas' },
        { titulo: 'CFOP', valor: (r) => r.cfop || 'Automático' },
        { titulo: 'ICMS INTERNO', valor: (r) => ou(r.aliquota_icms, 'Tabela da UF'), alinhar: 'right' },
        {
          titulo: 'ST',
          valor: (r) => (r.st === 1 ? `Sim, MVA ${formatarPercentual(r.mva)}` : 'Não'),
        },
        { titulo: 'IPI', valor: (r) => ou(r.ipi, 'Do produto'), alinhar: 'right' },
      ]}
      edicao="sempre"
      cadastro={{ item: 'regra fiscal', tela: '/cadastrar-regra-fiscal' }}
      alteracao="/alterar-regra-fiscal"
      exclusao={['regraFiscal', nomeDaRegra]}
      filtrosTopo={
        <Button component={Link} to="/alterar-aliquotas-internas" variant="outlined">
          Alíquotas internas por UF
        </Button>
      }
    />
  );
}
