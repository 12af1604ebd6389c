import { alterarUnidadeSchema, respostasUnidades, unidadeSchema } from '@mascate/domain';
import { endpointsDeCadastro } from '../http/endpoints-cadastro.ts';
import { alterarUnidade, criarUnidade, excluirUnidade, listarUnidades, unidadePorId } from './repository.ts';

const endpointsUnidades = endpointsDeCadastro({
  caminho: '/unidades',
  corpo: unidadeSchema,
  corpoAlterar: alterarUnidadeSchema,
  respostas: respostasUnidades,
  listar: listarUnidades,
  porId: unidadePorId,
  criar: criarUnidade,
  alterar: alterarUnidade,
  excluir: excluirUnidade,
  mensagens: {
    naoEncontrado: 'Unidade não encontrada.',
    cadastrado: 'Unidade cadastrada com sucesso!',
    alterado: 'Unidade alterada com sucesso!',
    excluido: 'Unidade excluída com sucesso!',
    emUso: 'Não é possível excluir: esta unidade é usada por produtos.',
  },
  travaMerchant: { cadastrar: 'cadastrar unidades', alterar: 'alterar unidades' },
});

export default endpointsUnidades;
