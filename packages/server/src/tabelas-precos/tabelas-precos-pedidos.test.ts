import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { configurar, contarPedidos } from '../../test/pedidos-consultas.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { clientes, rotas } from '../db/schema.ts';

// Orders, customers and routes that name a price table (issue 12): every rule the server enforces.
let tabela: number;
let alheia: number;
const amb = ambienteDoArquivo();
const emp = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, emp);
const outra = empresaDoArquivo(amb);
beforeAll(async () => {
  const co = await semear(amb, outra.empresaId);
  // Arroz R$ 10,00 at -10% is R$ 9,00; Feijão R$ 5,50 has the fixed price R$ 6,00.
  tabela = await criarTabela(emp, {
    ajuste_percentual: -10,
    itens: [{ produto_id: c.produto2Id, preco: 6 }],
  });
  alheia = await criarTabela(outra, { itens: [{ produto_id: co.produtoId, preco: 1 }] });
});

async function criarTabela(e: EmpresaTeste, corpo: Record<string, unknown>): Promise<number> {
  const r = await amb.chamar('POST', '/api/tabelasprecos/create', { nome: 'Tabela', ...corpo }, e.token);
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return Number(r.corpo.retorno.id);
}

const criarPedido = (itens: { produto_id: number; qt: number; preco: number }[], tabela_preco_id?: number) =>
  amb.chamar('POST', '/api/pedidosvenda/create', pedido(c, itens, { tabela_preco_id }), emp.token);

describe('pedidosvenda com tabela de preços', () => {
  it('altera_preco_pedido 0: o preço do item deve ser o da tabela (percentual e fixo)', async () => {
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 0 });
    let r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }], tabela);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(
      'O preço do produto Arroz 5kg não pode ser alterado no pedido: use R$ 9,00.',
    );
    r = await criarPedido([{ produto_id: c.produto2Id, qt: 1, preco: 5.5 }], tabela);
    expect(r.corpo.retorno.mensagem).toBe(
      'O preço do produto Feijão 1kg não pode ser alterado no pedido: use R$ 6,00.',
    );
    r = await criarPedido(
      [
        { produto_id: c.produtoId, qt: 2, preco: 9 },
        { produto_id: c.produto2Id, qt: 1, preco: 6 },
      ],
      tabela,
    );
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    const lido = await amb.chamar(
      'POST',
      '/api/pedidosvenda/read_one',
      { id: r.corpo.retorno.id },
      emp.token,
    );
    expect(lido.corpo.registros?.[0]?.tabela_preco_id).toBe(tabela);
  });

  it('altera_preco_pedido 2: não pode ser menor que o da tabela; 1: qualquer valor acima de zero', async () => {
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 2 });
    let r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 8.99 }], tabela);
    expect(r.corpo.retorno.mensagem).toBe('O preço do produto Arroz 5kg não pode ser menor que R$ 9,00.');
    expect((await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 9.5 }], tabela)).status).toBe(200);
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 1 });
    r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 0.01 }], tabela);
    expect(r.status).toBe(200);
  });

  it('na alteração também: o preço é conferido contra a tabela do corpo', async () => {
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 1 });
    const criado = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }]);
    const id = Number(criado.corpo.retorno.id);
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 0 });
    const alterar = (preco: number, tabela_preco_id: number) =>
      amb.chamar(
        'PUT',
        '/api/pedidosvenda/update',
        { ...pedido(c, [{ produto_id: c.produtoId, qt: 1, preco }], { tabela_preco_id }), id },
        emp.token,
      );
    let r = await alterar(10, tabela);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(
      'O preço do produto Arroz 5kg não pode ser alterado no pedido: use R$ 9,00.',
    );
    r = await alterar(9, tabela);
    expect(r.status).toBe(200);
    // Without a table the product's own price is the reference again.
    r = await alterar(9, 0);
    expect(r.corpo.retorno.mensagem).toBe(
      'O preço do produto Arroz 5kg não pode ser alterado no pedido: use R$ 10,00.',
    );
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 1 });
  });

  it('tabela inativa ou fora da validade: 400 e nada gravado', async () => {
    const inativa = await criarTabela(emp, { nome: 'Parada', ativo: 0 });
    const vencida = await criarTabela(emp, { nome: 'Vencida', validade_fim: '2020-01-31' });
    const antes = await contarPedidos(amb, emp.empresaId);
    for (const [id, nome] of [
      [inativa, 'Parada'],
      [vencida, 'Vencida'],
    ] as const) {
      const r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }], id);
      expect(r.status).toBe(400);
      expect(r.corpo.retorno.mensagem).toBe(
        `A tabela de preços ${nome} está inativa ou fora da validade: escolha outra tabela ou nenhuma.`,
      );
    }
    expect(await contarPedidos(amb, emp.empresaId)).toBe(antes);
  });

  it('a validade segue o relógio do servidor: passado o último dia, o pedido recusa a tabela', async () => {
    const fim = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const curta = await criarTabela(emp, { nome: 'Curta', validade_fim: fim });
    expect((await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }], curta)).status).toBe(200);
    amb.relogio.deslocamentoMs = 5 * 86_400_000;
    try {
      const r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }], curta);
      expect(r.status).toBe(400);
      expect(r.corpo.retorno.mensagem).toBe(
        'A tabela de preços Curta está inativa ou fora da validade: escolha outra tabela ou nenhuma.',
      );
    } finally {
      amb.relogio.deslocamentoMs = 0;
    }
  });

  it('tabela de outra empresa: 404 na criação e na alteração, nada gravado', async () => {
    const antes = await contarPedidos(amb, emp.empresaId);
    const r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }], alheia);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Tabela de preços não encontrada.');
    expect(await contarPedidos(amb, emp.empresaId)).toBe(antes);
    const criado = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }]);
    const id = Number(criado.corpo.retorno.id);
    const u = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...pedido(c, undefined, { tabela_preco_id: alheia }), id },
      emp.token,
    );
    expect(u.status).toBe(404);
    const lido = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, emp.token);
    expect(lido.corpo.registros?.[0]?.tabela_preco_id).toBe(0);
  });

  it('cliente antigo que omite tabela_preco_id: gravado com 0', async () => {
    const r = await criarPedido([{ produto_id: c.produtoId, qt: 1, preco: 10 }]);
    expect(r.status).toBe(200);
    const lido = await amb.chamar(
      'POST',
      '/api/pedidosvenda/read_one',
      { id: r.corpo.retorno.id },
      emp.token,
    );
    expect(lido.corpo.registros?.[0]?.tabela_preco_id).toBe(0);
  });
});

describe('clientes e rotas com tabela de preços', () => {
  const tabelaDoCliente = async (id: number) =>
    (await amb.banco.db.select().from(clientes).where(eq(clientes.id, id)))[0]?.tabelaPrecoId;

  it('cliente: grava, responde, mantém quando omitida e limpa com 0', async () => {
    const corpo = { nome: 'Mercado da Tabela', cnpj_cpf: '11.222.333/0001-81', rota_id: 0 };
    const r = await amb.chamar(
      'POST',
      '/api/clientes/create',
      { ...corpo, tabela_preco_id: tabela },
      emp.token,
    );
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    const id = Number(r.corpo.retorno.id);
    const lido = await amb.chamar('POST', '/api/clientes/read_one', { id }, emp.token);
    expect(lido.corpo.registros?.[0]?.tabela_preco_id).toBe(tabela);
    await amb.chamar('PUT', '/api/clientes/update', { ...corpo, id }, emp.token);
    expect(await tabelaDoCliente(id)).toBe(tabela);
    await amb.chamar('PUT', '/api/clientes/update', { ...corpo, id, tabela_preco_id: 0 }, emp.token);
    expect(await tabelaDoCliente(id)).toBeNull();
    const semTabela = await amb.chamar('POST', '/api/clientes/read', {}, emp.token);
    expect(semTabela.corpo.registros?.find((x) => x.id === id)?.tabela_preco_id).toBe(0);
  });

  it('cliente com tabela de outra empresa: 404 na criação e na alteração, nada muda', async () => {
    const corpo = { nome: 'Intruso', cnpj_cpf: '52998224725', tabela_preco_id: alheia };
    const r = await amb.chamar('POST', '/api/clientes/create', corpo, emp.token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Tabela de preços não encontrada.');
    const u = await amb.chamar('PUT', '/api/clientes/update', { ...corpo, id: c.clienteId }, emp.token);
    expect(u.status).toBe(404);
    expect(await tabelaDoCliente(c.clienteId)).toBeNull();
  });

  it('rota: grava e responde a tabela; a de outra empresa é 404 e nada muda', async () => {
    const rota = (metodo: 'POST' | 'PUT', acao: string, corpo: object) =>
      amb.chamar(metodo, `/api/rotas/${acao}`, corpo, emp.token);
    const r = await rota('POST', 'create', { nome: 'Zona Norte', tabela_preco_id: tabela });
    const id = Number(r.corpo.retorno.id);
    const lida = await rota('PUT', 'read_one', { id });
    expect(lida.corpo.registros?.[0]?.tabela_preco_id).toBe(tabela);
    expect((await rota('POST', 'create', { nome: 'X', tabela_preco_id: alheia })).status).toBe(404);
    const u = await rota('PUT', 'update', { id, nome: 'Zona Norte', tabela_preco_id: alheia });
    expect(u.status).toBe(404);
    const [linha] = await amb.banco.db.select().from(rotas).where(eq(rotas.id, id));
    expect(linha?.tabelaPrecoId).toBe(tabela);
  });
});
