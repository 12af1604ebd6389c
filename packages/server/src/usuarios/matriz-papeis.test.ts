import { MSG_SEM_PERMISSAO, PAPEIS, type Papel, PERMISSOES, podeChamar } from '@mascate/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { ENDPOINTS_PUBLICOS, endpointsDaApi, urlConcreta } from '../../test/endpoints-api.ts';
import { entrarComo } from '../../test/equipe-apoio.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import {
  type Chamada,
  chamarComo,
  LISTAS,
  pedidoDe,
  REGISTROS,
  SEM_CARTEIRA,
} from '../../test/matriz-papeis.ts';
import { type Cadastro, cadastrarTudo } from '../../test/seguranca-dados.ts';
import { MSG_ROTA_DA_CARTEIRA, MSG_SO_EM_SEU_NOME } from '../auth/carteira.ts';
import {
  clientes,
  pedidoHistorico,
  pedidoItens,
  pedidos,
  representantes,
  rotas,
  visitas,
} from '../db/schema.ts';
import { comEmpresa } from '../db/tenant.ts';
import { problemasDeIsolamento } from '../db/verificar-isolamento.ts';

// Company E has representatives A and B (each a route, a customer, a visit, an order); company X has its
// own. The signed-in users: E's administrator, the vendedor of A and the vendedor of B.
type Ator = { nome: string; papel: Papel; token: string; dono: Cadastro | null };

let a: Cadastro;
let b: Cadastro;
let x: Cadastro;
let atores: Ator[];

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
beforeAll(async () => {
  a = await cadastrarTudo(amb, e, 'A');
  b = await cadastrarTudo(amb, e, 'B');
  x = await cadastrarTudo(amb, await amb.novaEmpresa(), 'X');
  // cadastrarTudo invites each representative's user (the vendedor).
  const vendA = await entrarComo(amb, a.usuarioId);
  const vendB = await entrarComo(amb, b.usuarioId);
  atores = [
    { nome: 'administrador', papel: 'administrador', token: e.token, dono: null },
    { nome: 'vendedor de A', papel: 'vendedor', token: vendA.token, dono: a },
    { nome: 'vendedor de B', papel: 'vendedor', token: vendB.token, dono: b },
  ];
}, 120_000);

const chamar = (c: Chamada, token: string) => chamarComo(amb.app, c, token);
const impressao = async () => ({
  e: await impressaoDados(amb.banco, e.empresaId),
  x: await impressaoDados(amb.banco, x.empresa.empresaId),
});
const assinadas = () =>
  endpointsDaApi(amb.app)
    .map((r) => `${r.metodo} ${r.url}`)
    .filter((r) => !ENDPOINTS_PUBLICOS.includes(r));
const marca = (c: Cadastro) => (c === a ? 'A' : c === b ? 'B' : 'X');

describe('matriz de papéis: a tabela de permissões cobre todas as rotas', () => {
  it('toda rota assinada está na tabela de permissões, e a tabela não tem rota que não existe', () => {
    const rotas = assinadas();
    expect(rotas.filter((r) => !(r in PERMISSOES))).toEqual([]);
    expect(
      Object.keys(PERMISSOES).filter((r) => !rotas.includes(r) && !/\/(modelo|importar)$/.test(r)),
    ).toEqual([]);
  });

  it('toda rota que o vendedor chama está na matriz da carteira (registro, lista ou fora da carteira)', () => {
    const naMatriz = new Set([
      ...Object.keys(REGISTROS),
      ...Object.keys(LISTAS),
      ...Object.keys(SEM_CARTEIRA),
    ]);
    const doVendedor = assinadas().filter((r) => podeChamar('vendedor', r));
    expect(doVendedor.filter((r) => !naMatriz.has(r))).toEqual([]);
    expect([...naMatriz].filter((r) => !doVendedor.includes(r))).toEqual([]);
  });
});

describe('matriz de papéis: ações que o papel não pode (403, nada muda)', () => {
  for (const papel of PAPEIS) {
    it(`${papel}: cada rota proibida responde 403 com a mensagem; as permitidas não`, async () => {
      const ator = atores.find((t) => t.papel === papel) as Ator;
      const antes = await impressao();
      const falhas: string[] = [];
      for (const rota of assinadas()) {
        if (rota === 'POST /api/estabelecimentos/logout') continue;
        const [metodo, url] = rota.split(' ') as [Chamada['metodo'], string];
        const r = await chamar(
          { metodo, url: urlConcreta(url, '999999'), ...(metodo === 'GET' ? {} : { corpo: {} }) },
          ator.token,
        );
        const proibida = !podeChamar(papel, rota);
        const certo = proibida ? r.status === 403 && r.texto.includes(MSG_SEM_PERMISSAO) : r.status !== 403;
        if (!certo) falhas.push(`${rota}: ${r.status} ${r.texto.slice(0, 100)}`);
      }
      expect(falhas).toEqual([]);
      expect(await impressao()).toEqual(antes);
    });
  }
});

describe('matriz de papéis: listas mostram só a carteira', () => {
  for (const [rota, caso] of Object.entries(LISTAS)) {
    it(rota, async () => {
      for (const ator of atores) {
        const r = await chamar(caso.chamada, ator.token);
        expect({ ator: ator.nome, status: r.status }).toEqual({ ator: ator.nome, status: 200 });
        const visiveis = ator.dono ? [ator.dono] : [a, b];
        for (const c of [a, b, x]) {
          const ve = r.texto.includes(caso.nome(marca(c)));
          expect({ ator: ator.nome, registro: marca(c), ve }).toEqual({
            ator: ator.nome,
            registro: marca(c),
            ve: visiveis.includes(c),
          });
        }
      }
    });
  }
});

describe('matriz de papéis: o total de uma página conta só a carteira', () => {
  // limite 1 fills the first page, so the total is counted (in the page's own walk for customers, by the
  // count query for orders): it must be the number of rows the same user reads without limite.
  it.each(['/api/clientes/read', '/api/pedidosvenda/read'])('%s', async (url) => {
    for (const ator of atores) {
      const todos = JSON.parse((await chamar({ metodo: 'POST', url, corpo: {} }, ator.token)).texto);
      const pagina = JSON.parse(
        (await chamar({ metodo: 'POST', url, corpo: { limite: 1 } }, ator.token)).texto,
      );
      expect(todos.registros.length).toBeGreaterThan(0);
      expect({ ator: ator.nome, total: pagina.total }).toEqual({
        ator: ator.nome,
        total: todos.registros.length,
      });
    }
  });
});

describe('matriz de papéis: a busca de clientes também fica na carteira', () => {
  // The page statement is built once per shape (clientes/repository.ts): a search with a portfolio is
  // its own shape, with its own placeholders.
  it('busca "cliente" com página e total', async () => {
    for (const ator of atores) {
      const corpo = { busca: 'cliente', limite: 100 };
      const r = JSON.parse(
        (await chamar({ metodo: 'POST', url: '/api/clientes/read', corpo }, ator.token)).texto,
      );
      const nomes: string[] = r.registros.map((c: { nome: string }) => c.nome);
      const visiveis = ator.dono ? [ator.dono] : [a, b];
      for (const c of [a, b, x]) {
        const ve = nomes.includes(`Cliente ${marca(c)}`);
        expect({ ator: ator.nome, registro: marca(c), ve }).toEqual({
          ator: ator.nome,
          registro: marca(c),
          ve: visiveis.includes(c),
        });
      }
      const pagina = JSON.parse(
        (
          await chamar(
            { metodo: 'POST', url: '/api/clientes/read', corpo: { ...corpo, limite: 1 } },
            ator.token,
          )
        ).texto,
      );
      expect({ ator: ator.nome, total: pagina.total }).toEqual({ ator: ator.nome, total: nomes.length });
    }
  });
});

describe('matriz de papéis: cada registro × cada usuário (200 na carteira, 404 fora, nada muda)', () => {
  async function fresco(tipo: 'cliente' | 'visita' | 'pedido', dono: Cadastro): Promise<number> {
    const token = dono.empresa.token;
    const c: Chamada =
      tipo === 'cliente'
        ? {
            metodo: 'POST',
            url: '/api/clientes/create',
            corpo: { nome: 'Cliente novo', cnpj_cpf: '11222333000181', rota_id: dono.rotaId },
          }
        : tipo === 'visita'
          ? {
              metodo: 'POST',
              url: '/api/visitas/create',
              corpo: { cliente_id: dono.clienteId, representante_id: dono.representanteId },
            }
          : { metodo: 'POST', url: '/api/pedidosvenda/create', corpo: pedidoDe(dono) };
    const r = await chamar(c, token);
    return Number((JSON.parse(r.texto) as { retorno: { id: number } }).retorno.id);
  }

  for (const [rota, caso] of Object.entries(REGISTROS)) {
    it(rota, async () => {
      const celulas: string[] = [];
      for (const ator of atores) {
        for (const dono of [a, b, x]) {
          const alcanca = dono !== x && (ator.dono === null || ator.dono === dono);
          const id = alcanca && caso.fresco ? await fresco(caso.fresco, dono) : undefined;
          const antes = alcanca ? undefined : await impressao();
          const r = await chamar(caso.chamada(dono, id), ator.token);
          // Refused: 404 (never a hint that the record exists); a create naming another's customer or
          // representative answers 400/403 from its own rule. Reached: the portfolio let it through.
          const certo = alcanca ? ![403, 404].includes(r.status) : [400, 403, 404].includes(r.status);
          celulas.push(
            `${ator.nome} × registro de ${marca(dono)}: ${r.status}${certo ? '' : ` ERRADO ${r.texto.slice(0, 80)}`}`,
          );
          if (antes) expect(await impressao()).toEqual(antes);
        }
      }
      expect(celulas.filter((c) => c.includes('ERRADO'))).toEqual([]);
      // Another representative's and another company's records: exactly 404 where the route reads by id.
      if (!rota.includes('create') && !rota.includes('update'))
        expect(celulas.filter((c) => !/ (200|409|400)$/.test(c) && !/ 404$/.test(c))).toEqual([]);
    });
  }
});

describe('regras do vendedor ao registrar', () => {
  const vendA = () => atores[1] as Ator;

  it('cliente: só nas rotas do próprio representante', async () => {
    const base = { nome: 'Cliente da carteira', cnpj_cpf: '11222333000181' };
    const semRota = await chamar(
      { metodo: 'POST', url: '/api/clientes/create', corpo: { ...base, rota_id: 0 } },
      vendA().token,
    );
    expect(semRota.status).toBe(400);
    expect(semRota.texto).toContain(MSG_ROTA_DA_CARTEIRA);
    const rotaDeB = await chamar(
      { metodo: 'POST', url: '/api/clientes/create', corpo: { ...base, rota_id: b.rotaId } },
      vendA().token,
    );
    expect(rotaDeB.status).toBe(400);
    const propria = await chamar(
      { metodo: 'POST', url: '/api/clientes/create', corpo: { ...base, rota_id: a.rotaId } },
      vendA().token,
    );
    expect(propria.status).toBe(200);
  });

  it('pedido: sempre do próprio vendedor; outro vendedor_id é 403', async () => {
    const outro = await chamar(
      {
        metodo: 'POST',
        url: '/api/pedidosvenda/create',
        corpo: pedidoDe(a, { vendedor_id: b.representanteId }),
      },
      vendA().token,
    );
    expect(outro.status).toBe(403);
    expect(outro.texto).toContain(MSG_SO_EM_SEU_NOME);
    // Another representative's customer is outside the portfolio: not found, nothing saved.
    const antes = await impressao();
    const clienteDeB = await chamar(
      {
        metodo: 'POST',
        url: '/api/pedidosvenda/create',
        corpo: pedidoDe(a, { participante_id: b.clienteId, vendedor_id: 0 }),
      },
      vendA().token,
    );
    expect(clienteDeB.status).toBe(404);
    expect(await impressao()).toEqual(antes);
    const vazio = await chamar(
      { metodo: 'POST', url: '/api/pedidosvenda/create', corpo: pedidoDe(a, { vendedor_id: 0 }) },
      vendA().token,
    );
    expect(vazio.status).toBe(200);
    const id = (JSON.parse(vazio.texto) as { retorno: { id: number } }).retorno.id;
    const lido = await chamar({ metodo: 'POST', url: '/api/pedidosvenda/read_one', corpo: { id } }, e.token);
    expect(lido.texto).toContain(`"vendedor_id":${a.representanteId}`);
  });

  it('painel: o vendedor conta só os próprios pedidos', async () => {
    const soma = async (token: string) => {
      const r = await chamar({ metodo: 'POST', url: '/api/pedidosvenda/resumo_mensal', corpo: {} }, token);
      const linhas = (JSON.parse(r.texto) as { registros: { quantidade: number }[] }).registros;
      return linhas.reduce((t, l) => t + l.quantidade, 0);
    };
    const [admin, deA, deB] = [
      await soma(e.token),
      await soma(vendA().token),
      await soma((atores[2] as Ator).token),
    ];
    expect(deA).toBeGreaterThan(0);
    expect(deB).toBeGreaterThan(0);
    expect(deA + deB).toBe(admin);
  });
});

describe('segurança em nível de linha: a carteira vale no banco', () => {
  // No portfolio filter in these queries: only app.representante_id narrows them. (pedido_parcelas has
  // the policy of pedido_itens; the matrix above rewrote the orders without instalments.)
  const TABELAS = {
    clientes,
    pedidos,
    pedidoItens,
    pedidoHistorico,
    visitas,
    rotas,
    representantes,
  };
  const contar = (tabela: (typeof TABELAS)[keyof typeof TABELAS], representanteId: number | null) =>
    comEmpresa(
      amb.banco.db,
      e.empresaId,
      async (tx) => (await tx.select({ n: count() }).from(tabela))[0]?.n ?? 0,
      representanteId,
    );

  it('uma consulta sem filtro, no contexto do vendedor de A, vê só a carteira de A', async () => {
    const ids = (representanteId: number | null, rotaId?: number) =>
      comEmpresa(
        amb.banco.db,
        e.empresaId,
        async (tx) =>
          (
            await tx
              .select({ id: clientes.id })
              .from(clientes)
              .where(rotaId ? eq(clientes.rotaId, rotaId) : undefined)
          )
            .map((c) => c.id)
            .sort(),
        representanteId,
      );
    // Exactly the customers on A's route, though the query names no route.
    expect(await ids(a.representanteId)).toEqual(await ids(null, a.rotaId));
    expect(await ids(null, b.rotaId)).not.toEqual([]);
    const deB = await comEmpresa(
      amb.banco.db,
      e.empresaId,
      (tx) => tx.select().from(pedidos).where(eq(pedidos.vendedorId, b.representanteId)),
      a.representanteId,
    );
    expect(deB).toEqual([]);
    for (const [nome, tabela] of Object.entries(TABELAS)) {
      const [deA, todas] = [await contar(tabela, a.representanteId), await contar(tabela, null)];
      expect({ nome, deA: deA > 0, menos: deA < todas }).toEqual({ nome, deA: true, menos: true });
    }
  });

  it('gravar um cliente fora da carteira é recusado pela política', async () => {
    const gravar = comEmpresa(
      amb.banco.db,
      e.empresaId,
      (tx) =>
        tx
          .insert(clientes)
          .values({ empresaId: e.empresaId, nome: 'Fora', cnpjCpf: '11222333000181', rotaId: b.rotaId }),
      a.representanteId,
    );
    await expect(gravar).rejects.toThrow();
  });

  it('o início recusa um banco em que falta a política da carteira', async () => {
    expect(await problemasDeIsolamento(amb.banco)).toEqual([]);
    await amb.banco.pool.query('DROP POLICY carteira ON visitas');
    try {
      expect(await problemasDeIsolamento(amb.banco)).toEqual([
        'a tabela visitas não tem a política da carteira do vendedor',
      ]);
    } finally {
      await amb.banco.pool.query(
        'CREATE POLICY carteira ON visitas AS RESTRICTIVE USING (app_representante() IS NULL OR representante_id = app_representante())',
      );
    }
  });
});
