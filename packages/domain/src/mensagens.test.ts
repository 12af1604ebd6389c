import { describe, expect, it } from 'vitest';
import { confirmarExclusao, MSG, textoVazio, tooltipAdicionar } from './mensagens.ts';

describe('MSG', () => {
  // The spec's quirks (missing accents, 'Informa', the final punctuation) are what a tidy-up would lose.
  it.each([
    ['cnpjCpfInvalido', 'CNPJ / CPF invalido'],
    ['parcelasValorMenorZero', 'Não é possivel gerar parcelas pois o valor do pedido é menor que zero!'],
    ['nenhumRegistroDisponivel', 'Nenhum registro disponivel'],
    ['nenhumRegistroEncontrado', 'Nenhum registro foi encontrado, Informa a data inicial e final'],
    ['camposObrigatorios', 'Preencha os campos obrigatórios(*)'],
    ['naoEncontrada404', 'ERRO 404 - Página não encontrada'],
  ] as const)('%s guarda o texto da spec', (chave, texto) => expect(MSG[chave]).toBe(texto));

  it('as variantes da spec diferem só na pontuação final', () => {
    expect(MSG.senhasDiferentesPonto).toBe(`${MSG.senhasDiferentes}.`);
    expect(MSG.todosCamposExclamacao).toBe(MSG.todosCamposPonto.replace(/\.$/, '!'));
  });

  it('os acentos vêm compostos (NFC), como na spec, para que a comparação com o texto exibido valha', () => {
    for (const texto of Object.values(MSG)) expect(texto).toBe(texto.normalize('NFC'));
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
    ['regraFiscal', '2202.10.00', 'Deseja Realmente excluir a regra fiscal do NCM 2202.10.00'],
  ] as const)('%s', (entidade, nome, esperado) => expect(confirmarExclusao(entidade, nome)).toBe(esperado));
});
