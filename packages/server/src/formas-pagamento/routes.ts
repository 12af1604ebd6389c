import { alterarFormaPagamentoSchema, formaPagamentoSchema, respostasFormasPagamento } from '@mascate/domain';
import { endpointsDeCadastro } from '../http/endpoints-cadastro.ts';
import {
  alterarFormaPagamento,
  criarFormaPagamento,
  excluirFormaPagamento,
  formaPagamentoPorId,
  listarFormasPagamento,
} from './repository.ts';

const endpointsFormasPagamento = endpointsDeCadastro({
  caminho: '/formaspagamento',
  corpo: formaPagamentoSchema,
  corpoAlterar: alterarFormaPagamentoSchema,
  respostas: respostasFormasPagamento,
  listar: listarFormasPagamento,
  porId: formaPagamentoPorId,
  criar: criarFormaPagamento,
  alterar: alterarFormaPagamento,
  excluir: excluirFormaPagamento,
  mensagens: {
    naoEncontrado: 'Forma de pagamento não encontrada.',
    cadastrado: 'Forma de pagamento cadastrada com sucesso!',
    alterado: 'Forma de pagamento alterada com sucesso!',
    excluido: 'Forma de pagamento excluída com sucesso!',
    emUso: 'Não é possível excluir: esta forma de pagamento é usada em pedidos.',
  },
  travaMerchant: { cadastrar: 'cadastrar formas de pagamento', alterar: 'alterar formas de pagamento' },
});

export default endpointsFormasPagamento;
