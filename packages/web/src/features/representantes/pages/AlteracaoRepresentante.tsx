import { alterarRepresentanteSchema, formatarCpfCnpj, type Representante } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { representantesConsultas, useAlterarRepresentante } from '../api/consultas.ts';
import { FormularioRepresentante } from '../components/FormularioRepresentante.tsx';

const inicialDe = (r: Representante) => ({
  id: r.id,
  status: r.status,
  nome: r.nome,
  email: r.email,
  cnpj_cpf: formatarCpfCnpj(r.cnpj_cpf),
  rotas: r.rotas.map((rota) => rota.id),
  comissao_percentual: r.comissao_percentual === null ? '' : String(r.comissao_percentual).replace('.', ','),
});

export default function AlteracaoRepresentante() {
  const id = useIdDaUrl();
  const rep = useRegistroParaAlterar(representantesConsultas.um(id), '/listar-representantes');
  const envio = useEnvioAlteracao(
    rep.data,
    inicialDe,
    useAlterarRepresentante(),
    'listar-representantes',
    id,
  );
  return (
    <FormularioRepresentante
      titulo="Alteração de Representante"
      botao="Alterar"
      schema={alterarRepresentanteSchema}
      alteracao
      {...envio}
    />
  );
}
