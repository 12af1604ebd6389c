import { diasUteis, hojeSaoPaulo, type MetaLida, type ProgressoMeta } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, duasEmpresasDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { criar, mudar } from '../../test/pedidos-situacao-apoio.ts';
import { baixar, lerCsv } from '../../test/planilhas-apoio.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { metas, representantes } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const { a, b, ca, cb } = duasEmpresasDoArquivo(amb);
const mes = () => hojeSaoPaulo().slice(0, 7);

const chamar = (metodo: 'POST' | 'PUT', acao: string, corpo: unknown, token?: string) =>
  amb.chamar(metodo, `/api/${acao}`, corpo, token);
const criarMeta = (corpo: unknown, token?: string) => chamar('POST', 'metas/create', corpo, token);
const alterarMeta = (corpo: unknown, token?: string) => chamar('PUT', 'metas/update', corpo, token);
const metasDe = (empresaId: number) =>
  amb.banco.db.select().from(metas).where(eq(metas.empresaId, empresaId));

let rep2 = 0;
beforeAll(async () => {
  const [r] = await amb.banco.db
    .insert(representantes)
    .values({ empresaId: a.empresaId, nome: 'Ana Dois', cnpjCpf: '11144477735' })
    .returning();
  rep2 = r?.id ?? 0;
  // Two sales of Vendedor Um, to two customers: one invoiced (R$ 20,00), one an order not yet invoiced
  // (R$ 30,00) -> R$ 50,00, as the dashboard counts them. A quote and a cancelled order do not count.
  for (const [cliente, qt, faturar] of [
    [ca.clienteId, 2, true],
    [ca.outroClienteId, 3, false],
  ] as const) {
    const id = await criar(amb, a, {
      ...pedido(ca, [{ produto_id: ca.produtoId, qt, preco: 10 }]),
      participante_id: cliente,
    });
    if (faturar) expect((await mudar(amb, a, { id, situacao: 'faturado' })).status).toBe(200);
  }
  await criar(amb, a, { ...pedido(ca), situacao: 'orcamento' });
  const cancelado = await criar(amb, a, pedido(ca));
  expect(
    (await mudar(amb, a, { id: cancelado, situacao: 'cancelado', motivo: 'Cliente desistiu' })).status,
  ).toBe(200);
});

describe('metas/*', () => {
  let id = 0;
  it('cadastra, lê, altera; uma segunda meta do mesmo representante e mês é 409', async () => {
    const r = await criarMeta(
      { representante_id: ca.vendedorId, mes: mes(), valor: '100,00', positivacao: 4, clientes_novos: '' },
      a.token,
    );
    expect(r.status).toBe(200);
    expect(r.corpo.retorno.mensagem).toBe('Meta cadastrada com sucesso!');
    id = Number(r.corpo.retorno.id);
    const dup = await criarMeta({ representante_id: ca.vendedorId, mes: mes(), valor: 5 }, a.token);
    expect(dup.status).toBe(409);
    expect(dup.corpo.retorno.mensagem).toBe('Já existe uma meta para este representante neste mês.');
    const lida = (await chamar('POST', 'metas/read_one', { id }, a.token)).corpo
      .registros?.[0] as unknown as MetaLida;
    expect(lida).toEqual({
      id,
      representante: { id: ca.vendedorId, nome: 'Vendedor Um' },
      mes: mes(),
      valor: 100,
      positivacao: 4,
      clientes_novos: null,
    });
    const outra = await criarMeta({ representante_id: rep2, mes: mes(), valor: 80 }, a.token);
    expect(outra.status).toBe(200);
    // Moving a goal onto a month the representative already has: 409 too.
    const mover = await alterarMeta(
      { id: outra.corpo.retorno.id, representante_id: ca.vendedorId, mes: mes(), valor: 80 },
      a.token,
    );
    expect(mover.status).toBe(409);
    const alt = await alterarMeta(
      { id, representante_id: ca.vendedorId, mes: mes(), valor: 200, positivacao: 4, clientes_novos: 1 },
      a.token,
    );
    expect(alt.status).toBe(200);
    const lista = await chamar('POST', 'metas/read', { mes: mes(), limite: 10 }, a.token);
    expect(lista.corpo.total).toBe(2);
    expect(
      (lista.corpo.registros as unknown as MetaLida[]).map((m) => [m.representante.nome, m.valor]),
    ).toEqual([
      ['Ana Dois', 80],
      ['Vendedor Um', 200],
    ]);
  });

  it('relatorios/metas: realizado, percentual e projeção pelos dias úteis (conta à mão)', async () => {
    const r = await chamar('POST', 'relatorios/metas', { mes: mes() }, a.token);
    expect(r.status).toBe(200);
    const linhas = r.corpo.registros as unknown as ProgressoMeta[];
    const um = linhas.find((l) => l.representante.id === ca.vendedorId);
    const dias = diasUteis(mes(), hojeSaoPaulo());
    // R$ 50,00 of R$ 200,00 = 25%; two customers of 4 = 50%; both new (no earlier sale).
    expect(um?.valor).toMatchObject({ meta: 200, realizado: 50, percentual: 25 });
    expect(um?.positivacao).toMatchObject({ meta: 4, realizado: 2, percentual: 50 });
    expect(um?.clientes_novos).toMatchObject({ meta: 1, realizado: 2, percentual: 200 });
    const projecao = dias.decorridos > 0 ? Math.round((5000 * dias.total) / dias.decorridos) / 100 : 50;
    expect(um?.valor.projecao).toBe(projecao);
    expect(um?.dias_uteis).toBe(dias.total);
    const ana = linhas.find((l) => l.representante.id === rep2);
    expect(ana?.valor).toMatchObject({ meta: 80, realizado: 0, percentual: 0, projecao: 0 });
    const arquivo = await baixar(amb, `/api/relatorios/metas/exportar?mes=${mes()}&formato=csv`, a.token);
    expect(arquivo.status).toBe(200);
    const csv = lerCsv(arquivo.dados);
    expect(csv[0]?.[0]).toBe('Representante');
    expect(csv.some((l) => l[0] === 'Vendedor Um' && l[2] === '50,00' && l[3] === '25,00')).toBe(true);
  });

  it('um vendedor lê só as próprias metas e o próprio progresso, e não altera metas', async () => {
    const v = await usuarioDaEmpresa(amb, a, 'vendedor', rep2);
    const lidas = (await chamar('POST', 'metas/read', {}, v.token)).corpo.registros as unknown as MetaLida[];
    expect(lidas.map((m) => m.representante.id)).toEqual([rep2]);
    expect((await chamar('POST', 'metas/read_one', { id }, v.token)).status).toBe(404);
    const rel = (await chamar('POST', 'relatorios/metas', { mes: mes() }, v.token)).corpo
      .registros as unknown as ProgressoMeta[];
    expect(rel.map((l) => l.representante.id)).toEqual([rep2]);
    const criar = await criarMeta({ representante_id: rep2, mes: '2030-01', valor: 1 }, v.token);
    expect(criar.status).toBe(403);
  });

  it('ids de outra empresa: 404 e nada mudado; representante de outra empresa na meta: 400', async () => {
    const antes = await metasDe(a.empresaId);
    expect((await chamar('POST', 'metas/read_one', { id }, b.token)).status).toBe(404);
    const alt = await alterarMeta({ id, representante_id: cb.vendedorId, mes: mes(), valor: 1 }, b.token);
    expect(alt.status).toBe(404);
    expect((await chamar('POST', 'metas/delete', { id }, b.token)).status).toBe(404);
    expect(await metasDe(a.empresaId)).toEqual(antes);
    const alheio = await criarMeta({ representante_id: ca.vendedorId, mes: mes(), valor: 1 }, b.token);
    expect(alheio.status).toBe(400);
    expect(alheio.corpo.retorno.mensagem).toBe(
      'Representante não encontrado: informe um representante cadastrado.',
    );
    expect(await metasDe(b.empresaId)).toEqual([]);
    expect((await chamar('POST', 'relatorios/metas', { mes: mes() }, b.token)).corpo.registros).toEqual([]);
  });

  it('exclui', async () => {
    const r = await chamar('POST', 'metas/delete', { id }, a.token);
    expect(r.corpo.retorno.mensagem).toBe('Meta excluída com sucesso!');
    expect((await chamar('POST', 'metas/read_one', { id }, a.token)).status).toBe(404);
  });

  it('sem sessão: 401', async () => {
    expect((await chamar('POST', 'metas/read', {})).status).toBe(401);
    expect((await chamar('POST', 'relatorios/metas', { mes: mes() })).status).toBe(401);
  });

  describe('entradas ruins: 400, nada gravado', () => {
    const base = () => ({ representante_id: ca.vendedorId, mes: '2031-01', valor: 10 });
    testarRecusas(
      [
        [{ representante_id: 1, mes: '2031-13', valor: 10 }, 'Informe o mês (aaaa-mm).'],
        [
          { representante_id: 1, mes: '2031-01', valor: 0 },
          'O campo valor da meta deve ser um valor maior que zero.',
        ],
        [
          { representante_id: 1, mes: '2031-01', valor: 'abc' },
          'O campo valor da meta deve ser um valor maior que zero.',
        ],
        [
          { representante_id: 1, mes: '2031-01', valor: 10, positivacao: 1.5 },
          'O campo positivação deve ser um número inteiro de 1 a 1000000.',
        ],
        [
          { representante_id: 1, mes: '2031-01', valor: 10, clientes_novos: -1 },
          'O campo clientes novos deve ser um número inteiro de 1 a 1000000.',
        ],
      ],
      (corpo) => criarMeta({ ...base(), ...(corpo as object) }, a.token),
      () => metasDe(a.empresaId),
    );
  });
});
