import { hojeSaoPaulo, somarDias } from '@mascate/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { baixar, lerCsv } from '../../test/planilhas-apoio.ts';
import { clientes, pedidoItens, pedidos, representantes } from '../db/schema.ts';

const hoje = hojeSaoPaulo();
const periodo = { data_inicial: somarDias(hoje, -400), data_final: hoje };

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);
beforeAll(async () => {
  const co = await semear(amb, outra.empresaId);
  const criar = async (corpo: ReturnType<typeof pedido>, token = e.token) => {
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', corpo, token);
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  };
  await criar(
    pedido(c, [
      { produto_id: c.produtoId, qt: 3, preco: 10 },
      { produto_id: c.produto2Id, qt: 1, preco: 5.5 },
    ]),
  );
  await criar(
    pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 10, desconto: 2 }], {
      participante_id: c.outroClienteId,
      vendedor_id: null,
    }),
  );
  await criar(
    pedido(c, [{ produto_id: c.produtoId, qt: 10, preco: 10 }], {
      data: somarDias(hoje, -100),
      data_saida: somarDias(hoje, -100),
    }),
  );
  await criar(pedido(co, [{ produto_id: co.produtoId, qt: 50, preco: 10 }]), outra.token);
  await amb.banco.db
    .insert(clientes)
    .values({ empresaId: e.empresaId, nome: 'Nunca Comprou', cnpjCpf: '39053344705' });
});

async function umPedidoDoCliente(clienteId: number): Promise<number> {
  const [p] = await amb.banco.db
    .select({ id: pedidos.id })
    .from(pedidos)
    .where(and(eq(pedidos.empresaId, e.empresaId), eq(pedidos.participanteId, clienteId)))
    .limit(1);
  return p?.id ?? 0;
}

async function somaDosPedidos(empresaId: number) {
  const [s] = await amb.banco.db
    .select({
      v: sql<string>`sum(${pedidos.valor} - ${pedidos.desconto})::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(pedidos)
    .where(and(eq(pedidos.empresaId, empresaId), inArray(pedidos.situacao, ['pedido', 'faturado'])));
  return { valor: Number(s?.v ?? 0), pedidos: Number(s?.n ?? 0) };
}

const vendas = (corpo: Record<string, unknown>, token?: string) =>
  amb.chamar('POST', '/api/relatorios/vendas', corpo, token);

/** One line of the sales report, in the order of its columns. */
const linha = (
  id: number,
  nome: string,
  pedidos: number,
  quantidade: number,
  valor: number,
  participacao: number,
  classe_abc: string,
) => ({
  id,
  nome,
  pedidos,
  quantidade,
  quantidades: [{ unidade: 'UN', quantidade }],
  valor,
  participacao,
  classe_abc,
});

describe('POST /api/relatorios/vendas', () => {
  it.each(['representante', 'cliente'] as const)(
    'por %s: somas iguais às dos pedidos, participação soma 100',
    async (agrupar) => {
      const r = await vendas({ ...periodo, agrupar }, e.token);
      expect(r.status).toBe(200);
      const linhas = r.corpo.registros as {
        valor: number;
        pedidos: number;
        participacao: number;
        quantidade: number | null;
      }[];
      const esperado = await somaDosPedidos(e.empresaId);
      expect(linhas.reduce((s, l) => s + l.valor, 0)).toBeCloseTo(esperado.valor, 2);
      expect(linhas.reduce((s, l) => s + l.pedidos, 0)).toBe(esperado.pedidos);
      expect(linhas.reduce((s, l) => s + l.participacao, 0)).toBeCloseTo(100, 6);
      expect(linhas.reduce((s, l) => s + (l.quantidade ?? 0), 0)).toBe(15);
    },
  );

  it('por representante: pedidos sem representante num grupo próprio, classe ABC pelo valor', async () => {
    const r = await vendas({ ...periodo, agrupar: 'representante' }, e.token);
    expect(r.corpo.registros).toEqual([
      linha(c.vendedorId, 'Vendedor Um', 2, 14, 135.5, 94.43, 'A'),
      linha(0, 'Sem representante', 1, 1, 8, 5.57, 'B'),
    ]);
  });

  it('por produto: valor dos itens, pedidos em que aparece, só o período pedido', async () => {
    const r = await vendas({ data_inicial: hoje, data_final: hoje, agrupar: 'produto' }, e.token);
    expect(r.corpo.registros).toEqual([
      linha(c.produtoId, 'Arroz 5kg', 2, 4, 38, 87.36, 'A'),
      linha(c.produto2Id, 'Feijão 1kg', 1, 1, 5.5, 12.64, 'B'),
    ]);
  });

  it('período invertido ou agrupamento desconhecido: 400 com mensagem clara', async () => {
    const r = await vendas(
      { data_inicial: hoje, data_final: somarDias(hoje, -1), agrupar: 'cliente' },
      e.token,
    );
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('A data final deve ser igual ou posterior à data inicial.');
    const g = await vendas({ ...periodo, agrupar: 'cidade' }, e.token);
    expect(g.corpo.retorno.mensagem).toBe('Agrupe por representante, produto ou cliente.');
  });

  it('quantidades de unidades diferentes não se somam: cada unidade à parte, e quantidade nula', async () => {
    // A box of the same product joins the customer's units: 'UN' and 'CX' stay apart.
    await amb.banco.db.insert(pedidoItens).values({
      empresaId: e.empresaId,
      pedidoId: await umPedidoDoCliente(c.clienteId),
      seq: 99,
      produtoId: c.produtoId,
      descricao: 'Arroz 5kg (caixa)',
      qt: '2',
      preco: '0.01',
      total: '0.02',
      unidade: 'CX',
    });
    const r = await vendas({ ...periodo, agrupar: 'cliente' }, e.token);
    const boaVista = (
      r.corpo.registros as { id: number; quantidade: number | null; quantidades: unknown }[]
    ).find((l) => l.id === c.clienteId);
    expect(boaVista).toMatchObject({
      quantidade: null,
      quantidades: [
        { unidade: 'UN', quantidade: 14 },
        { unidade: 'CX', quantidade: 2 },
      ],
    });
    const q = new URLSearchParams({ ...periodo, agrupar: 'cliente', formato: 'csv' });
    const csv = lerCsv((await baixar(amb, `/api/relatorios/vendas/exportar?${q}`, e.token)).dados);
    expect(csv[1]?.[2]).toBe('14 UN + 2 CX');
    await amb.banco.db
      .delete(pedidoItens)
      .where(and(eq(pedidoItens.empresaId, e.empresaId), eq(pedidoItens.unidade, 'CX')));
  });

  it('exporta a mesma tabela em CSV', async () => {
    const q = new URLSearchParams({ ...periodo, agrupar: 'cliente', formato: 'csv' });
    const r = await baixar(amb, `/api/relatorios/vendas/exportar?${q}`, e.token);
    expect(r.status).toBe(200);
    expect(r.disposicao).toMatch(/vendas-por-cliente-\d{4}-\d{2}-\d{2}\.csv/);
    expect(lerCsv(r.dados)).toEqual([
      ['Cliente', 'Pedidos', 'Quantidade', 'Valor', 'Participação (%)', 'Classe ABC'],
      ['Mercado Boa Vista Ltda', '2', '14 UN', '135,50', '94,43', 'A'],
      ['Padaria Central', '1', '1 UN', '8,00', '5,57', 'B'],
    ]);
  });
});

describe('POST /api/relatorios/vendas: totais e representantes sem venda (issue 27)', () => {
  it('por produto: o total conta pedidos, não linhas (um pedido com dois produtos é um pedido)', async () => {
    const r = await vendas({ data_inicial: hoje, data_final: hoje, agrupar: 'produto' }, e.token);
    const linhas = r.corpo.registros as { pedidos: number }[];
    expect(linhas.reduce((t, l) => t + l.pedidos, 0)).toBe(3);
    expect(r.corpo.retorno.totais).toEqual({ pedidos: 2, valor: 43.5 });
  });

  it('por representante ou cliente: o total é o número de pedidos do período', async () => {
    const esperado = await somaDosPedidos(e.empresaId);
    for (const agrupar of ['representante', 'cliente'] as const) {
      const r = await vendas({ ...periodo, agrupar }, e.token);
      expect(r.corpo.retorno.totais).toEqual({ pedidos: esperado.pedidos, valor: esperado.valor });
    }
  });

  it('representante ativo sem vendas aparece zerado, classe C; inativo não aparece', async () => {
    const criar = async (nome: string) => {
      const r = await amb.chamar(
        'POST',
        '/api/representantes/create',
        { nome, email: '', cnpj_cpf: '52998224725' },
        e.token,
      );
      expect(r.status, JSON.stringify(r.corpo)).toBe(200);
      return Number(r.corpo.retorno.id);
    };
    const parado = await criar('Rep Sem Vendas');
    const inativo = await criar('Rep Inativo');
    await amb.banco.db
      .update(representantes)
      .set({ status: 0 })
      .where(and(eq(representantes.empresaId, e.empresaId), eq(representantes.id, inativo)));
    const r = await vendas({ ...periodo, agrupar: 'representante' }, e.token);
    expect(r.corpo.registros).toEqual([
      linha(c.vendedorId, 'Vendedor Um', 2, 14, 135.5, 94.43, 'A'),
      linha(0, 'Sem representante', 1, 1, 8, 5.57, 'B'),
      { ...linha(parado, 'Rep Sem Vendas', 0, 0, 0, 0, 'C'), quantidades: [] },
    ]);
    // Nobody else's representatives.
    const daOutra = await vendas({ ...periodo, agrupar: 'representante' }, outra.token);
    expect((daOutra.corpo.registros as { nome: string }[]).map((l) => l.nome)).not.toContain(
      'Rep Sem Vendas',
    );
  });

  it('o vendedor vê só a sua linha, e o total é o dos seus pedidos', async () => {
    const vendedor = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
    const r = await vendas({ ...periodo, agrupar: 'representante' }, vendedor.token);
    expect(r.status).toBe(200);
    const linhas = r.corpo.registros as { id: number; pedidos: number }[];
    expect(linhas.map((l) => l.id)).toEqual([c.vendedorId]);
    expect(r.corpo.retorno.totais).toMatchObject({ pedidos: linhas[0]?.pedidos });
  });

  it('dados ruins: 400 com a mensagem, sem totais', async () => {
    const r = await vendas({ ...periodo, agrupar: 'produto', data_inicial: '31/12/2024' }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem: 'Informe a data inicial (aaaa-mm-dd).' });
  });
});

describe('POST /api/relatorios/clientes_inativos', () => {
  it('sem pedido nos últimos N dias, com a data e o valor do último pedido', async () => {
    const r30 = await amb.chamar('POST', '/api/relatorios/clientes_inativos', { dias: 30 }, e.token);
    expect(r30.status).toBe(200);
    expect(r30.corpo.registros).toEqual([
      { id: expect.any(Number), nome: 'Nunca Comprou', ultimo_pedido: null, valor_ultimo_pedido: 0 },
    ]);
    await amb.banco.db
      .update(pedidos)
      .set({ data: somarDias(hoje, -95) })
      .where(eq(pedidos.participanteId, c.outroClienteId));
    const r90 = await amb.chamar('POST', '/api/relatorios/clientes_inativos', { dias: 90 }, e.token);
    expect(r90.corpo.registros).toEqual([
      { id: expect.any(Number), nome: 'Nunca Comprou', ultimo_pedido: null, valor_ultimo_pedido: 0 },
      {
        id: c.outroClienteId,
        nome: 'Padaria Central',
        ultimo_pedido: somarDias(hoje, -95),
        valor_ultimo_pedido: 8,
      },
    ]);
    const x = await baixar(amb, '/api/relatorios/clientes_inativos/exportar?dias=90', e.token);
    expect(lerCsv(x.dados)[2]).toEqual([
      'Padaria Central',
      somarDias(hoje, -95).split('-').reverse().join('/'),
      '8,00',
    ]);
  });

  it('só 30, 60, 90 ou 180 dias', async () => {
    const r = await amb.chamar('POST', '/api/relatorios/clientes_inativos', { dias: 45 }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Escolha 30, 60, 90 ou 180 dias.');
  });

  it('outra empresa só vê os seus; sem sessão: 401', async () => {
    const r = await vendas({ ...periodo, agrupar: 'cliente' }, outra.token);
    expect((r.corpo.registros ?? []).map((l) => l.valor)).toEqual([500]);
    expect((await vendas({ ...periodo, agrupar: 'cliente' })).status).toBe(401);
    expect((await amb.chamar('GET', '/api/relatorios/clientes_inativos/exportar?dias=30')).status).toBe(401);
  });
});
