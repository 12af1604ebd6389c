import { MSG_MOTIVO, type Situacao } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { configurar, contarPedidos, estoqueDe } from '../../test/pedidos-consultas.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { criar, mudar, registrosHistorico, situacaoDe } from '../../test/pedidos-situacao-apoio.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb, { nome: 'Ana Souza' });
const c = cadastrosDoArquivo(amb, e);

const estoque = () => estoqueDe(amb, c.produtoId, e.empresaId);
const motivo = 'Cliente desistiu da compra';

describe('pedidosvenda/create com situacao', () => {
  it('sem situacao o pedido é "pedido" e baixa o estoque; um orçamento não baixa', async () => {
    const antes = await estoque();
    const id = await criar(amb, e, pedido(c));
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('pedido');
    expect(await estoque()).toBe(antes - 2);
    const orc = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    expect(await situacaoDe(amb, orc, e.empresaId)).toBe('orcamento');
    expect(await estoque()).toBe(antes - 2);
  });

  it.each(['faturado', 'cancelado', 'aprovado'])('recusa situacao %s (400, nada gravado)', async (s) => {
    const antes = await contarPedidos(amb, e.empresaId);
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', { ...pedido(c), situacao: s }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Um pedido novo só pode ter a situação orcamento ou pedido.');
    expect(await contarPedidos(amb, e.empresaId)).toBe(antes);
  });

  it('read e read_one respondem a situacao; read filtra por ela', async () => {
    const orc = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const um = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id: orc }, e.token);
    expect(um.corpo.registros?.[0]?.situacao).toBe('orcamento');
    const lista = await amb.chamar('POST', '/api/pedidosvenda/read', { situacao: 'orcamento' }, e.token);
    const linhas = lista.corpo.registros ?? [];
    expect(linhas.length).toBeGreaterThan(0);
    expect(linhas.every((p) => p.situacao === 'orcamento')).toBe(true);
    const todos = await amb.chamar('POST', '/api/pedidosvenda/read', {}, e.token);
    expect(new Set((todos.corpo.registros ?? []).map((p) => p.situacao))).toEqual(
      new Set(['pedido', 'orcamento']),
    );
    const ruim = await amb.chamar('POST', '/api/pedidosvenda/read', { situacao: 'x' }, e.token);
    expect(ruim.status).toBe(400);
  });
});

describe('pedidosvenda/situacao: mudanças permitidas e efeitos no estoque', () => {
  it('orcamento -> pedido baixa o estoque; pedido -> faturado não mexe; faturado é só leitura', async () => {
    const id = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const antes = await estoque();
    const r = await mudar(amb, e, { id, situacao: 'pedido' });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toEqual({
      sucesso: true,
      mensagem: 'Situação do pedido alterada com sucesso!',
      situacao: 'pedido',
    });
    expect(await estoque()).toBe(antes - 2);
    expect((await mudar(amb, e, { id, situacao: 'faturado' })).status).toBe(200);
    expect(await estoque()).toBe(antes - 2);

    const alt = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...pedido(c), id }, e.token);
    expect(alt.status).toBe(409);
    expect(alt.corpo.retorno.mensagem).toBe('Pedido faturado não pode ser alterado.');
    const exc = await amb.chamar('POST', '/api/pedidosvenda/delete', { id }, e.token);
    expect(exc.status).toBe(409);
    expect(exc.corpo.retorno.mensagem).toBe('Pedido faturado não pode ser excluído.');
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('faturado');
    expect(await estoque()).toBe(antes - 2);
  });

  it('pedido -> cancelado devolve o estoque e guarda o motivo; cancelado é só leitura', async () => {
    const antes = await estoque();
    const id = await criar(amb, e, pedido(c));
    expect(await estoque()).toBe(antes - 2);
    const r = await mudar(amb, e, { id, situacao: 'cancelado', motivo });
    expect(r.status).toBe(200);
    expect(await estoque()).toBe(antes);
    const alt = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...pedido(c), id }, e.token);
    expect(alt.status).toBe(409);
    expect(alt.corpo.retorno.mensagem).toBe('Pedido cancelado não pode ser alterado.');
    expect((await amb.chamar('POST', '/api/pedidosvenda/delete', { id }, e.token)).status).toBe(409);
    expect(await estoque()).toBe(antes);
  });

  it('orcamento -> cancelado não mexe no estoque', async () => {
    const antes = await estoque();
    const id = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    expect((await mudar(amb, e, { id, situacao: 'cancelado', motivo })).status).toBe(200);
    expect(await estoque()).toBe(antes);
  });

  it('um orçamento pode ser alterado e excluído sem mexer no estoque', async () => {
    const antes = await estoque();
    const id = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const itens = [{ produto_id: c.produtoId, qt: 5, preco: 10 }];
    const alt = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...pedido(c, itens), id }, e.token);
    expect(alt.status).toBe(200);
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('orcamento');
    expect(await estoque()).toBe(antes);
    expect((await amb.chamar('POST', '/api/pedidosvenda/delete', { id }, e.token)).status).toBe(200);
    expect(await estoque()).toBe(antes);
  });

  it('aprovar sem estoque (venda_sem_estoque 0) é recusado com a mensagem do cadastro e nada muda', async () => {
    const outra = await amb.novaEmpresa();
    const d = await semear(amb, outra.empresaId);
    await configurar(amb, outra.empresaId, { vendaSemEstoque: 0 });
    const itens = [{ produto_id: d.produto2Id, qt: 5, preco: 5.5 }];
    const id = await criar(amb, outra, { ...pedido(d, itens), situacao: 'orcamento' });
    const r = await mudar(amb, outra, { id, situacao: 'pedido' });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Estoque insuficiente para o produto Feijão 1kg.');
    expect(await situacaoDe(amb, id, outra.empresaId)).toBe('orcamento');
    expect(await estoqueDe(amb, d.produto2Id, outra.empresaId)).toBe(3);
  });
});

describe('pedidosvenda/situacao: mudanças recusadas', () => {
  const recusadas: [Situacao, Situacao, string][] = [
    ['orcamento', 'orcamento', 'Orçamento para Orçamento'],
    ['orcamento', 'faturado', 'Orçamento para Faturado'],
    ['pedido', 'orcamento', 'Pedido para Orçamento'],
    ['pedido', 'pedido', 'Pedido para Pedido'],
    ['faturado', 'orcamento', 'Faturado para Orçamento'],
    ['faturado', 'pedido', 'Faturado para Pedido'],
    ['faturado', 'faturado', 'Faturado para Faturado'],
    ['cancelado', 'orcamento', 'Cancelado para Orçamento'],
    ['cancelado', 'pedido', 'Cancelado para Pedido'],
    ['cancelado', 'faturado', 'Cancelado para Faturado'],
    ['cancelado', 'cancelado', 'Cancelado para Cancelado'],
  ];

  async function pedidoEm(s: Situacao): Promise<number> {
    const id = await criar(amb, e, { ...pedido(c), situacao: s === 'orcamento' ? 'orcamento' : 'pedido' });
    if (s === 'faturado') await mudar(amb, e, { id, situacao: 'faturado' });
    if (s === 'cancelado') await mudar(amb, e, { id, situacao: 'cancelado', motivo });
    return id;
  }

  it.each(recusadas)('%s -> %s: 409 e nada muda', async (de, para, texto) => {
    const id = await pedidoEm(de);
    const antes = { estoque: await estoque(), historico: await registrosHistorico(amb, e.empresaId) };
    const r = await mudar(amb, e, { id, situacao: para, motivo });
    expect(r.status).toBe(409);
    expect(r.corpo.retorno).toEqual({
      sucesso: false,
      mensagem: `Não é possível mudar a situação de ${texto}.`,
    });
    expect(await situacaoDe(amb, id, e.empresaId)).toBe(de);
    expect(await estoque()).toBe(antes.estoque);
    expect(await registrosHistorico(amb, e.empresaId)).toBe(antes.historico);
  });

  it.each([
    [{ situacao: 'cancelado' }, MSG_MOTIVO],
    [{ situacao: 'cancelado', motivo: 'ok' }, MSG_MOTIVO],
    [{ situacao: 'cancelado', motivo: 'x'.repeat(501) }, MSG_MOTIVO],
    [{ situacao: 'aprovado' }, 'Situação inválida (orcamento, pedido, faturado ou cancelado).'],
  ])('corpo inválido %j: 400 e nada muda', async (corpo, mensagem) => {
    const id = await pedidoEm('pedido');
    const r = await amb.chamar('POST', '/api/pedidosvenda/situacao', { id, ...corpo }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('pedido');
  });

  it('sem sessão: 401; pedido de outra empresa: 404 e nada muda', async () => {
    const id = await pedidoEm('pedido');
    expect(
      (await amb.chamar('POST', '/api/pedidosvenda/situacao', { id, situacao: 'faturado' })).status,
    ).toBe(401);
    const outra = await amb.novaEmpresa();
    const r = await mudar(amb, outra, { id, situacao: 'faturado' });
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Pedido não encontrado.');
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('pedido');
  });
});

describe('mudanças simultâneas', () => {
  it('dez cancelamentos ao mesmo tempo: um vence, os outros recebem 409, o estoque volta uma vez só', async () => {
    const antes = await estoque();
    const id = await criar(amb, e, pedido(c));
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => mudar(amb, e, { id, situacao: 'cancelado', motivo })),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await estoque()).toBe(antes);
  });

  it('aprovar e cancelar ao mesmo tempo: exatamente um vence e o estoque fica coerente', async () => {
    const antes = await estoque();
    const id = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const rs = await Promise.all([
      mudar(amb, e, { id, situacao: 'pedido' }),
      mudar(amb, e, { id, situacao: 'cancelado', motivo }),
      mudar(amb, e, { id, situacao: 'pedido' }),
    ]);
    // Cancelling is allowed from both quote and order, so it always lands; an approval passes at most once.
    expect(rs[1]?.status).toBe(200);
    expect(rs.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
    expect(rs.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('cancelado');
    expect(await estoque()).toBe(antes);
  });
});

describe('pedidosvenda/historico', () => {
  it('registra a criação e cada mudança: quem, quando, de, para, motivo', async () => {
    const id = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    await mudar(amb, e, { id, situacao: 'pedido' });
    await mudar(amb, e, { id, situacao: 'cancelado', motivo });
    const r = await amb.chamar('POST', '/api/pedidosvenda/historico', { id }, e.token);
    expect(r.status).toBe(200);
    const registros = r.corpo.registros ?? [];
    expect(registros.map((x) => [x.de, x.para, x.motivo, x.usuario])).toEqual([
      [null, 'orcamento', '', 'Ana Souza'],
      ['orcamento', 'pedido', '', 'Ana Souza'],
      ['pedido', 'cancelado', motivo, 'Ana Souza'],
    ]);
    for (const x of registros) expect(Number.isNaN(Date.parse(String(x.data_hora)))).toBe(false);
  });

  it('o papel da aplicação não altera nem apaga o histórico', async () => {
    const id = await criar(amb, e, pedido(c));
    const tentativa = (sql: string) =>
      amb.banco.db.transaction(async (tx) => {
        await tx.execute(
          `select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '${e.empresaId}', true)`,
        );
        await tx.execute(sql);
      });
    // 42501: insufficient_privilege (the grant is INSERT and SELECT only).
    const negado = { cause: { code: '42501' } };
    await expect(
      tentativa(`update pedido_historico set motivo = 'x' where pedido_id = ${id}`),
    ).rejects.toMatchObject(negado);
    await expect(tentativa(`delete from pedido_historico where pedido_id = ${id}`)).rejects.toMatchObject(
      negado,
    );
    expect(await registrosHistorico(amb, e.empresaId)).toBeGreaterThan(0);
  });

  it('sem sessão: 401; pedido de outra empresa: 404', async () => {
    const id = await criar(amb, e, pedido(c));
    expect((await amb.chamar('POST', '/api/pedidosvenda/historico', { id })).status).toBe(401);
    const outra = await amb.novaEmpresa();
    const r = await amb.chamar('POST', '/api/pedidosvenda/historico', { id }, outra.token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Pedido não encontrado.');
  });
});
