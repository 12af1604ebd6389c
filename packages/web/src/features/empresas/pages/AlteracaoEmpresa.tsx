import { cepParaEnvio } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { PixNaEmpresa } from '../../pix/components/PixNaEmpresa.tsx';
import { empresasConsultas, useAlterarEmpresa } from '../api/consultas.ts';
import { FormularioEmpresa } from '../components/FormularioEmpresa.tsx';

export default function AlteracaoEmpresa() {
  const { id } = useSessao();
  const navigate = useNavigate();
  const empresa = useQuery(empresasConsultas.um(id));
  const alterar = useAlterarEmpresa();
  // The form starts from the loaded row, so it is only mounted once the row is here.
  if (!empresa.data) return null;
  return (
    <>
      <FormularioEmpresa
        key={empresa.dataUpdatedAt}
        empresa={empresa.data}
        pendente={alterar.isPending}
        enviar={(d) =>
          alterar.mutate(
            { ...d, cep: cepParaEnvio(d.cep) },
            { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-empresas')) },
          )
        }
      />
      <PixNaEmpresa />
    </>
  );
}
