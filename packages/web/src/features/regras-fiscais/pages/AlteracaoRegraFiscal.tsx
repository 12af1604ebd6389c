import { formatarNcm, type RegraFiscalEntrada, type RegraFiscalLida } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { regrasFiscaisConsultas, useAlterarRegraFiscal } from '../api/consultas.ts';
import { FormularioRegraFiscal } from '../components/FormularioRegraFiscal.tsx';

// The API answers percent as numbers (18.5); the form holds them as typed, with the decimal comma.
const texto = (v: number | null) => (v === null ? '' : String(v).replace('.', ','));

function inicialDe(r: RegraFiscalLida): RegraFiscalEntrada {
  return {
    ncm: formatarNcm(r.ncm),
    uf: r.uf,
    cfop: r.cfop,
    aliquota_icms: texto(r.aliquota_icms),
    reducao_base: texto(r.reducao_base),
    st: r.st === 1,
    mva: texto(r.mva),
    st_nao_contribuinte: r.st_nao_contribuinte === 1,
    fcp: texto(r.fcp),
    fcp_st: texto(r.fcp_st),
    ipi: texto(r.ipi),
  };
}

export default function AlteracaoRegraFiscal() {
  const id = useIdDaUrl();
  const regra = useRegistroParaAlterar(regrasFiscaisConsultas.um(id), '/listar-regras-fiscais');
  const envio = useEnvioAlteracao(
    regra.data,
    inicialDe,
    useAlterarRegraFiscal(),
    'listar-regras-fiscais',
    id,
  );
  return <FormularioRegraFiscal titulo="Alteração de Regra Fiscal" botao="Alterar" {...envio} />;
}
