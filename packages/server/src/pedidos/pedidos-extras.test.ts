// Issue 27: the order's notes, the representative's column and filter, the payment method, representative
// and customer phone on the PDF and the public page, the export's status column, and the e-mail that says
// 'na fila de envio' while the queue has not sent it (no SMTP here).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { entrarComo } from '../../test/equipe-apoio.ts';
import { textoDoPdf } from '../../test/pdf-texto.ts';
import { darEmailAoCliente, pedido } from '../../test/pedidos-dados.ts';
import { criar } from '../../test/pedidos-situacao-apoio.ts';
import { baixar, CABECALHO_VISITAS, lerCsv } from '../../test/planilhas-apoio.ts';
import { recusaSemGravar } from '../../test/recusa.ts';
import { type Cadastro, cadastrarTudo } from '../../test/seguranca-dados.ts';
import { clientes, emailsSaida, pedidos, representantes } from '../db/schema.ts';

const amb = ambienteDoArquivo({ env: { PUBLIC_URL: 'https://vendas.exemplo.com.br' } });
const e = empresaDoArquivo(amb, { nome: 'Distribuidora Sol' });
const outra = empresaDoArquivo(amb, { nome: 'Outra Ltda' });
const c = cadastrosDoArquivo(amb, e);
const OBS = 'Entregar pela manhã.\nPortão azul <fundos> & "doca 2"';

const lerUm = async (id: number, token = e.token) => {
  const r = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, token);
  return { status: r.status, pedido: r.corpo.registros?.[0] as Record<string, unknown> | undefined };
};
const contarPedidos = async () =>
  (await amb.banco.db.select({ id: pedidos.id }).from(pedidos).where(eq(pedidos.empresaId, e.empresaId)))
    .length;

describe('observações do pedido', () => {
  it('grava, lê, altera e sai no PDF, na página pública e na planilha', async () => {
    await amb.banco.db.update(clientes).set({ fone1: '11987654321' }).where(eq(clientes.id, c.clienteId));
    const id = await criar(amb, e, pedido(c, undefined, { observacoes: `  ${OBS}  ` }));
    expect((await lerUm(id)).pedido?.observacoes).toBe(OBS);

    const pdf = (
      await textoDoPdf(
        (
          await amb.app.inject({
            method: 'GET',
            url: `/api/pedidosvenda/${id}/pdf`,
            headers: { authorization: `Bearer ${e.token}` },
          })
        ).rawPayload,
      )
    ).join(' ');
    expect(pdf).toContain('Observações');
    expect(pdf).toContain('Entregar pela manhã.');
    expect(pdf).toMatch(/Forma de pagamento:\s+Boleto/);
    expect(pdf).toMatch(/Representante:\s+Vendedor Um/);
    expect(pdf).toMatch(/Telefone do cliente:\s+\(11\) 98765-4321/);

    const link = await amb.chamar('POST', '/api/pedidosvenda/compartilhar', { id }, e.token);
    const url = new URL(String((link.corpo.registros?.[0] as { link?: string } | undefined)?.link));
    const html = (await amb.app.inject({ method: 'GET', url: url.pathname })).body;
    expect(html).toContain('<h2>Observações</h2>');
    expect(html).toContain('Portão azul &lt;fundos&gt; &amp; &quot;doca 2&quot;');
    expect(html).toContain('Forma de pagamento: Boleto');
    expect(html).toContain('Representante: Vendedor Um');
    expect(html).toContain('Telefone do cliente: (11) 98765-4321');

    const alterado = { ...pedido(c), id, observacoes: 'Sem observação especial' };
    const r = await amb.chamar('PUT', '/api/pedidosvenda/update', alterado, e.token);
    expect(r.status).toBe(200);
    expect((await lerUm(id)).pedido?.observacoes).toBe('Sem observação especial');

    const linhas = lerCsv((await baixar(amb, '/api/pedidosvenda/exportar', e.token)).dados);
    const coluna = linhas[0]?.indexOf('Observações') ?? -1;
    expect(coluna).toBeGreaterThan(0);
    expect(linhas.find((l) => l[0] === String(id))?.[coluna]).toBe('Sem observação especial');
  });

  it('sem observações: texto vazio; null também vale como vazio', async () => {
    const id = await criar(amb, e, pedido(c, undefined, { observacoes: null }));
    expect((await lerUm(id)).pedido?.observacoes).toBe('');
  });

  it.each([
    ['a'.repeat(2001), 'O campo observações deve ter no máximo 2000 caracteres.'],
    [12, 'O campo observações deve ser um texto.'],
  ])('recusa observações %#: 400, mensagem em português e nada gravado', async (observacoes, mensagem) => {
    await recusaSemGravar(
      () =>
        amb.chamar(
          'POST',
          '/api/pedidosvenda/create',
          { ...pedido(c), observacoes } as unknown as Record<string, unknown>,
          e.token,
        ),
      mensagem,
      contarPedidos,
    );
  });

  it('2.000 caracteres cabem', async () => {
    const id = await criar(amb, e, pedido(c, undefined, { observacoes: 'x'.repeat(2000) }));
    expect(String((await lerUm(id)).pedido?.observacoes)).toHaveLength(2000);
  });

  it('o pedido de outra empresa não se altera (404) e as observações ficam como estavam', async () => {
    const id = await criar(amb, e, pedido(c, undefined, { observacoes: 'original' }));
    const r = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...pedido(c), id, observacoes: 'x' },
      outra.token,
    );
    expect(r.status).toBe(404);
    expect((await lerUm(id)).pedido?.observacoes).toBe('original');
  });

  it('sem sessão: 401', async () => {
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', { ...pedido(c), observacoes: 'x' });
    expect(r.status).toBe(401);
  });
});

describe('a planilha de pedidos tem as colunas da lista', () => {
  it('ID, tipo, situação e total: um orçamento e um cancelado não parecem vendas', async () => {
    const orcamento = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const cancelado = await criar(amb, e, pedido(c));
    const m = await amb.chamar(
      'POST',
      '/api/pedidosvenda/situacao',
      { id: cancelado, situacao: 'cancelado', motivo: 'Desistiu' },
      e.token,
    );
    expect(m.status).toBe(200);
    const [cab, ...linhas] = lerCsv((await baixar(amb, '/api/pedidosvenda/exportar', e.token)).dados);
    expect(cab?.slice(0, 13)).toEqual([
      'ID servidor',
      'Número',
      'Tipo',
      'Data',
      'Cliente',
      'CPF/CNPJ',
      'Situação',
      'Representante',
      'Forma de pagamento',
      'Valor do pedido',
      'Desconto do pedido',
      'Total do pedido',
      'Observações',
    ]);
    const de = (id: number) => linhas.find((l) => l[0] === String(id));
    expect(de(orcamento)?.[6]).toBe('Orçamento');
    expect(de(cancelado)?.[6]).toBe('Cancelado');
    expect(de(orcamento)?.[2]).toBe('Venda');
    expect(de(orcamento)?.[11]).toBe('20,00');
    // The list's status filter is the file's too.
    const soCancelados = lerCsv(
      (await baixar(amb, '/api/pedidosvenda/exportar?situacao=cancelado', e.token)).dados,
    );
    expect(soCancelados.slice(1).map((l) => l[6])).toEqual(soCancelados.slice(1).map(() => 'Cancelado'));
    expect(soCancelados.length).toBeGreaterThan(1);
  });
});

describe('cada planilha tem as colunas da sua lista', () => {
  it('visitas: resultado, motivo, distância e fora do local; unidades: ID; tabelas: preços fixos', async () => {
    const hoje = new Date().toISOString().slice(0, 10);
    const visitas = lerCsv(
      (await baixar(amb, `/api/visitas/exportar?data_ini=${hoje}&data_fin=${hoje}`, e.token)).dados,
    );
    expect(visitas[0]).toEqual(CABECALHO_VISITAS);
    expect(lerCsv((await baixar(amb, '/api/unidades/exportar', e.token)).dados)[0]).toEqual([
      'Sigla',
      'Descrição',
      'ID',
    ]);
    expect(lerCsv((await baixar(amb, '/api/tabelasprecos/exportar', e.token)).dados)[0]?.at(-1)).toBe(
      'Preços fixos',
    );
  });
});

describe('representante na lista de pedidos', () => {
  let segundo = 0;
  /** The order list filtered by the second representative, read with a company's token. */
  const doSegundo = (token: string) =>
    amb.chamar('POST', '/api/pedidosvenda/read', { limite: 100, vendedor_id: segundo }, token);
  beforeAll(async () => {
    const [r] = await amb.banco.db
      .insert(representantes)
      .values({ empresaId: e.empresaId, nome: 'Vendedora Dois', cnpjCpf: '11144477735' })
      .returning();
    segundo = r?.id ?? 0;
  });

  it('cada pedido traz o nome do representante; o filtro vendedor_id deixa só os dele', async () => {
    const dele = await criar(amb, e, pedido(c, undefined, { vendedor_id: segundo }));
    const r = await doSegundo(e.token);
    expect(r.status).toBe(200);
    const lidos = r.corpo.registros as { id: number; vendedor_nome: string }[];
    expect(lidos.map((p) => p.id)).toEqual([dele]);
    expect(lidos[0]?.vendedor_nome).toBe('Vendedora Dois');
    const todos = await amb.chamar('POST', '/api/pedidosvenda/read', { limite: 100 }, e.token);
    expect((todos.corpo.registros as unknown[]).length).toBeGreaterThan(1);
    // The export follows the filter.
    const arquivo = lerCsv(
      (await baixar(amb, `/api/pedidosvenda/exportar?vendedor_id=${segundo}`, e.token)).dados,
    );
    expect(arquivo.slice(1).map((l) => l[7])).toEqual(['Vendedora Dois']);
  });

  it.each([[-1], ['abc'], [2_147_483_648]])('vendedor_id %j: 400 "Representante inválido."', async (v) => {
    const r = await amb.chamar('POST', '/api/pedidosvenda/read', { limite: 10, vendedor_id: v }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Representante inválido.');
  });

  it('o representante de outra empresa não traz nada dela', async () => {
    const r = await doSegundo(outra.token);
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toEqual([]);
  });

  it('sem sessão: 401', async () => {
    const r = await amb.chamar('POST', '/api/pedidosvenda/read', { limite: 10, vendedor_id: segundo });
    expect(r.status).toBe(401);
  });
});

describe('vendedor', () => {
  let a: Cadastro;
  let b: Cadastro;
  let vendA = '';
  beforeAll(async () => {
    a = await cadastrarTudo(amb, e, 'A');
    b = await cadastrarTudo(amb, e, 'B');
    vendA = (await entrarComo(amb, a.usuarioId)).token;
  }, 120_000);

  it('filtrar pelo representante de outra carteira não mostra nada; o seu próprio, só os seus', async () => {
    const deB = await amb.chamar(
      'POST',
      '/api/pedidosvenda/read',
      { limite: 100, vendedor_id: b.representanteId },
      vendA,
    );
    expect(deB.status).toBe(200);
    expect(deB.corpo.registros).toEqual([]);
    const deA = await amb.chamar(
      'POST',
      '/api/pedidosvenda/read',
      { limite: 100, vendedor_id: a.representanteId },
      vendA,
    );
    expect((deA.corpo.registros as { id: number }[]).map((p) => p.id)).toEqual([a.pedidoId]);
  });

  it('o pedido de outra carteira: 404, e suas observações não se alteram', async () => {
    const r = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      {
        id: b.pedidoId,
        observacoes: 'invadido',
        participante_id: b.clienteId,
        data: '2026-01-01',
        valor: 0,
        produtos: [],
      },
      vendA,
    );
    expect(r.status).toBe(404);
    const [p] = await amb.banco.db.select().from(pedidos).where(eq(pedidos.id, b.pedidoId));
    expect(p?.observacoes).toBe('');
    expect((await lerUm(b.pedidoId, vendA)).status).toBe(404);
  });
});

describe('enviar por e-mail sem servidor SMTP', () => {
  it('responde "na fila de envio" e o pedido mostra que ainda não foi enviado', async () => {
    await darEmailAoCliente(amb, c.clienteId, 'compras@boavista.com.br');
    const id = await criar(amb, e, pedido(c));
    expect((await lerUm(id)).pedido?.email_envio).toBeNull();
    const r = await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id }, e.token);
    expect(r.status).toBe(200);
    expect(r.corpo.retorno.mensagem).toBe(
      'Pedido na fila de envio para compras@boavista.com.br: o servidor de e-mail não está configurado, o e-mail ainda não foi enviado.',
    );
    const envio = (await lerUm(id)).pedido?.email_envio as Record<string, unknown>;
    expect(envio).toMatchObject({ situacao: 'na_fila', para: 'compras@boavista.com.br', enviado_em: null });
    // The queue marks it sent: the order shows when.
    const enviadoEm = new Date('2026-03-02T13:45:00Z');
    await amb.banco.db
      .update(emailsSaida)
      .set({ enviadoEm, proximaEm: null })
      .where(eq(emailsSaida.pedidoId, id));
    expect((await lerUm(id)).pedido?.email_envio).toMatchObject({
      situacao: 'enviado',
      enviado_em: enviadoEm.toISOString(),
    });
    // Given up (no attempt left, not sent).
    await amb.banco.db
      .update(emailsSaida)
      .set({ enviadoEm: null, proximaEm: null })
      .where(eq(emailsSaida.pedidoId, id));
    expect((await lerUm(id)).pedido?.email_envio).toMatchObject({ situacao: 'falhou' });
  });

  it('o pedido de outra empresa: 404 e nenhum e-mail na fila', async () => {
    const id = await criar(amb, e, pedido(c));
    const r = await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id }, outra.token);
    expect(r.status).toBe(404);
    const fila = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.pedidoId, id));
    expect(fila).toEqual([]);
  });
});
