import { describe, expect, it } from 'vitest';
import { confirmarExclusao, MSG, textoVazio, tooltipAdicionar } from './mensagens.ts';

describe('MSG', () => {
  it('guarda os textos exatamente como a spec', () => {
    expect(MSG).toMatchObject({
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
    });
  });

  it('não tem espaços nas pontas nem textos repetidos', () => {
    const textos = Object.values(MSG);
    expect(textos.every((t) => t === t.trim() && t.length > 0)).toBe(true);
    expect(new Set(textos).size).toBe(textos.length);
  });
});

describe('textoVazio', () => {
  it('monta o texto da lista vazia', () => {
    expect(textoVazio('produto')).toBe(
      'Cadastre um(a) novo(a) produto ou verifique suas permissões junto ao administrador e tente novamente!',
    );
  });
});

describe('tooltipAdicionar', () => {
  it('monta a dica do botão', () => expect(tooltipAdicionar('cliente')).toBe('Adicionar cliente'));
});

describe('confirmarExclusao', () => {
  it.each([
    ['formaPagamento', 'Boleto', 'Deseja Realmente excluir a forma de pagamento Boleto'],
    ['unidade', 'Caixa', 'Deseja Realmente excluir a unidade Caixa'],
    ['representante', 'João', 'Deseja Realmente excluir a representante João'],
    ['rota', 'Centro', 'Deseja Realmente excluir a rota Centro'],
    ['visita', 'Mercado Sol', 'Deseja Realmente excluir a visita ao cliente Mercado Sol'],
    ['produto', 'Arroz 5kg', 'Deseja Realmente excluir o produto Arroz 5kg'],
    ['cliente', 'Mercado Sol', 'Deseja Realmente excluir o cliente Mercado Sol'],
    ['pedido', 42, 'Deseja Realmente excluir o pedido 42'],
  ] as const)('%s', (entidade, nome, esperado) => expect(confirmarExclusao(entidade, nome)).toBe(esperado));
});
