import { useNavigate } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useCriarFormaPagamento } from '../api/consultas.ts';
import { FormularioFormaPagamento } from '../components/FormularioFormaPagamento.tsx';

export default function CadastroFormaPagamento() {
  const navigate = useNavigate();
  const criar = useCriarFormaPagamento();
  return (
    <FormularioFormaPagamento
      titulo="Cadastro de Forma de Pagamento"
      botao="Cadastrar"
      pendente={criar.isPending}
      enviar={(d) =>
        criar.mutate(d, {
          onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-forma-pagamento')),
        })
      }
    />
  );
}
