import { alterarRepresentanteSchema, formatarCpfCnpj } from '@mascate/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { representantesConsultas, useAlterarRepresentante } from '../api/consultas.ts';
import { FormularioRepresentante } from '../components/FormularioRepresentante.tsx';

export default function AlteracaoRepresentante() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const rep = useRegistroParaAlterar(representantesConsultas.um(id), '/listar-representantes');
  const alterar = useAlterarRepresentante();

  const inicial = useMemo(
    () =>
      rep.data && {
        id,
        status: rep.data.status,
        nome: rep.data.nome,
        email: rep.data.email,
        cnpj_cpf: formatarCpfCnpj(rep.data.cnpj_cpf),
        rotas: rep.data.rotas.map((r) => r.id),
      },
    [rep.data, id],
  );

  return (
    <FormularioRepresentante
      titulo="Alteração de Representante"
      botao="Alterar"
      schema={alterarRepresentanteSchema}
      alteracao
      inicial={inicial}
      pendente={alterar.isPending || !rep.data}
      enviar={(d) =>
        alterar.mutate(d, {
          onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-representantes')),
        })
      }
    />
  );
}
