import { useNavigate } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useCriarTabelaPreco } from '../api/consultas.ts';
import { FormularioTabelaPreco } from '../components/FormularioTabelaPreco.tsx';

export default function CadastroTabelaPreco() {
  const navigate = useNavigate();
  const criar = useCriarTabelaPreco();
  return (
    <FormularioTabelaPreco
      titulo="Cadastro de Tabela de Preços"
      botao="Cadastrar"
      pendente={criar.isPending}
      enviar={(d) =>
        criar.mutate(d, {
          onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-tabelas-precos')),
        })
      }
    />
  );
}
