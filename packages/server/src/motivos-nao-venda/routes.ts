// Reasons for no sale (issue 28): the company's list, chosen on a visit without a sale.
import { alterarMotivoNaoVendaSchema, motivoNaoVendaSchema, respostasMotivosNaoVenda } from '@mascate/domain';
import { endpointsDeCadastro } from '../http/endpoints-cadastro.ts';
import { alterarMotivo, criarMotivo, exclusaoMotivo, listarMotivos, motivoPorId } from './repository.ts';

// A simple register without the usaMerchant lock; its delete counts the visits that name the reason.
const endpointsMotivosNaoVenda = endpointsDeCadastro({
  caminho: '/motivosnaovenda',
  corpo: motivoNaoVendaSchema,
  corpoAlterar: alterarMotivoNaoVendaSchema,
  respostas: respostasMotivosNaoVenda,
  listar: listarMotivos,
  porId: motivoPorId,
  criar: criarMotivo,
  alterar: alterarMotivo,
  excluir: exclusaoMotivo.excluir,
  usos: {
    contar: exclusaoMotivo.usos,
    rotulos: { visitas: 'visita(s)' },
    emUso: (usos) => `Não é possível excluir: este motivo é usado em ${usos.join(' e ')}.`,
  },
  mensagens: {
    naoEncontrado: 'Motivo não encontrado.',
    cadastrado: 'Motivo cadastrado com sucesso!',
    alterado: 'Motivo alterado com sucesso!',
    excluido: 'Motivo excluído com sucesso!',
    emUso: 'Não é possível excluir: este motivo é usado em visitas.',
  },
});

export default endpointsMotivosNaoVenda;
