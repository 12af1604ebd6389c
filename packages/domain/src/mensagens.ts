// Every client-side text of the spec, spelled exactly as there (including its missing accents and
// 'Informa'), so screens and the server show the same words.
export const MSG = {
  preenchaTodosCampos: 'Preencha todos os campos',
  cpfCnpjInvalido: 'CPF/CNPJ inválido!',
  cnpjCpfInvalido: 'CNPJ / CPF invalido',
  senhasDiferentes: 'Os campos senha e confirmar senha devem ser iguais',
  senhasDiferentesPonto: 'Os campos senha e confirmar senha devem ser iguais.',
  todosCamposExclamacao: 'Todos os campos devem ser preenchidos!',
  todosCamposPonto: 'Todos os campos devem ser preenchidos.',
  descricaoObrigatoria: 'O campo descrição é obrigatório.',
  camposObrigatorios: 'Preencha os campos obrigatórios(*)',
  selecioneCliente: 'Selecione um cliente para continuar!',
  valorPedidoMaiorZero: 'O valor do pedido deve ser maior que zero!',
  insiraProduto: 'Insira um produto para continuar!',
  quantidadeMaiorZero: 'A quantidade do produto deve ser maior que zero!',
  precoMaiorZero: 'O preço do produto deve ser maior que zero!',
  parcelasValorMenorZero: 'Não é possivel gerar parcelas pois o valor do pedido é menor que zero!',
  naoEncontrada404: 'ERRO 404 - Página não encontrada',
  nenhumRegistroDisponivel: 'Nenhum registro disponivel',
  nenhumRegistroEncontrado: 'Nenhum registro foi encontrado, Informa a data inicial e final',
  boasVindas: 'Seja bem vindo ao Mascate',
  removerProduto: 'Deseja remover o produto',
  alterarDataParcela: 'Alterar Data da Parcela',
  tituloAtencao: 'Atenção',
  aguarde: 'Aguarde',
} as const;

export type ChaveMensagem = keyof typeof MSG;

export function textoVazio(item: string): string {
  return `Cadastre um(a) novo(a) ${item} ou verifique suas permissões junto ao administrador e tente novamente!`;
}

export function tooltipAdicionar(item: string): string {
  return `Adicionar ${item}`;
}

// The spec gives each list its own article ('a representante' included), so each entity keeps its phrase.
const EXCLUSAO = {
  formaPagamento: 'a forma de pagamento',
  unidade: 'a unidade',
  representante: 'a representante',
  rota: 'a rota',
  visita: 'a visita ao cliente',
  produto: 'o produto',
  cliente: 'o cliente',
  pedido: 'o pedido',
  tabelaPreco: 'a tabela de preços',
  regraFiscal: 'a regra fiscal do NCM',
} as const;

export type EntidadeExclusao = keyof typeof EXCLUSAO;

export function confirmarExclusao(entidade: EntidadeExclusao, nome: string | number): string {
  return `Deseja Realmente excluir ${EXCLUSAO[entidade]} ${nome}`;
}
