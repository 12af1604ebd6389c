import { ESCOPOS_INTEGRACAO, escopoDaRota, MSG_CHAVE_SEM_ESCOPO, MSG_SEM_PERMISSAO } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { ENDPOINTS_PUBLICOS, endpointsDaApi, urlConcreta } from '../../test/endpoints-api.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { construirApp } from '../app.ts';
import { chavesApi } from '../db/schema.ts';
import { semSessao } from '../http/erros.ts';
import { criarCorreio } from '../mail/criar-correio.ts';

const amb = ambienteDoArquivo();
const empresa = empresaDoArquivo(amb, { nome: 'Distribuidora Integrada' });
const outra = empresaDoArquivo(amb);
const cadastros = cadastrosDoArquivo(amb, empresa);

const criar = (corpo: unknown, token = empresa.token) =>
  amb.chamar('POST', '/api/chavesapi/create', corpo, token);
const chaveCom = async (escopos: string[], token = empresa.token) => {
  const r = await criar({ nome: `ERP ${escopos.join(' ')}`.slice(0, 100), escopos }, token);
  expect(r.status).toBe(200);
  return { id: Number(r.corpo.retorno.id), chave: String(r.corpo.retorno.chave) };
};
const chaves = (empresaId: number) =>
  amb.banco.db.select().from(chavesApi).where(eq(chavesApi.empresaId, empresaId));

const assinadas = () =>
  endpointsDaApi(amb.app).filter((r) => !ENDPOINTS_PUBLICOS.includes(`${r.metodo} ${r.url}`));

/** Every signed-in route called with the key and an empty body: the routes it was refused with 403. */
async function recusadas(chave: string): Promise<string[]> {
  const fora: string[] = [];
  for (const r of assinadas()) {
    const resposta = await amb.app.inject({
      method: r.metodo as 'GET' | 'POST' | 'PUT',
      url: urlConcreta(r.url, '1'),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${chave}` },
      ...(r.metodo === 'GET' ? {} : { payload: '{}' }),
    });
    expect(resposta.statusCode, `${r.metodo} ${r.url}`).not.toBe(401);
    if (resposta.statusCode === 403) {
      expect(resposta.json().retorno.mensagem).toBe(MSG_CHAVE_SEM_ESCOPO);
      fora.push(`${r.metodo} ${r.url}`);
    }
  }
  return fora.sort();
}

const rotasOnde = (f: (escopo: string | null) => boolean) =>
  assinadas()
    .map((r) => `${r.metodo} ${r.url}`)
    .filter((r) => f(escopoDaRota(r)))
    .sort();

describe('chavesapi: criar, listar, revogar', () => {
  it('o administrador cria: a chave aparece uma vez; a lista mostra só o começo, nunca o hash', async () => {
    const r = await criar({
      nome: 'Bling',
      escopos: ['pedidos:leitura', 'pedidos:leitura', 'titulos:escrita'],
    });
    expect(r.status).toBe(200);
    const chave = String(r.corpo.retorno.chave);
    expect(chave).toMatch(/^msk_[A-Za-z0-9_-]{43}$/);
    const lista = await amb.chamar('POST', '/api/chavesapi/read', {}, empresa.token);
    const linha = lista.corpo.registros?.find((k) => k.id === r.corpo.retorno.id);
    expect(linha).toMatchObject({
      nome: 'Bling',
      prefixo: chave.slice(0, 12),
      escopos: ['pedidos:leitura', 'titulos:escrita'],
      usada_em: null,
      revogada_em: null,
    });
    expect(JSON.stringify(lista.corpo)).not.toContain(chave);
    const [guardada] = (await chaves(empresa.empresaId)).filter((k) => k.id === r.corpo.retorno.id);
    expect(guardada?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(guardada?.tokenHash).not.toContain(chave);
  });

  testarRecusas(
    [
      [{ nome: '', escopos: ['pedidos:leitura'] }, 'Informe o nome da chave (de 1 a 100 caracteres).'],
      [
        { nome: 'x'.repeat(101), escopos: ['pedidos:leitura'] },
        'O campo nome deve ter no máximo 100 caracteres.',
      ],
      [{ nome: 'ERP', escopos: [] }, 'Escolha ao menos uma permissão (leitura ou escrita de uma área).'],
      [{ nome: 'ERP' }, 'Escolha ao menos uma permissão (leitura ou escrita de uma área).'],
      [
        { nome: 'ERP', escopos: ['usuarios:escrita'] },
        'Permissão desconhecida: use área:leitura ou área:escrita, como pedidos:leitura.',
      ],
    ],
    (corpo) => criar(corpo),
    () => chaves(empresa.empresaId),
  );

  it('sem sessão: 401 antes de tudo, nada gravado', async () => {
    for (const url of ['/api/chavesapi/read', '/api/chavesapi/create', '/api/chavesapi/revogar']) {
      const r = await amb.chamar('POST', url, { nome: 'x', escopos: ['pedidos:leitura'], id: 1 });
      expect(r.status).toBe(401);
      expect(r.corpo.retorno.mensagem).toBe(semSessao().message);
    }
  });

  it('o vendedor não chega às chaves (403)', async () => {
    const v = await usuarioDaEmpresa(amb, empresa, 'vendedor', cadastros.vendedorId);
    const antes = await chaves(empresa.empresaId);
    for (const url of ['/api/chavesapi/read', '/api/chavesapi/create', '/api/chavesapi/revogar']) {
      const r = await amb.chamar('POST', url, { nome: 'x', escopos: ['pedidos:leitura'], id: 1 }, v.token);
      expect(r.status).toBe(403);
      expect(r.corpo.retorno.mensagem).toBe(MSG_SEM_PERMISSAO);
    }
    expect(await chaves(empresa.empresaId)).toEqual(antes);
  });

  it('a chave de outra empresa: não aparece na lista e revogá-la é 404, sem mudar nada', async () => {
    const dela = await chaveCom(['pedidos:leitura'], outra.token);
    const lista = await amb.chamar('POST', '/api/chavesapi/read', {}, empresa.token);
    expect(lista.corpo.registros?.map((k) => k.id)).not.toContain(dela.id);
    const r = await amb.chamar('POST', '/api/chavesapi/revogar', { id: dela.id }, empresa.token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Chave de integração não encontrada.');
    const ainda = await amb.chamar('POST', '/api/pedidosvenda/read', {}, dela.chave);
    expect(ainda.status).toBe(200);
  });
});

describe('chave de integração: escopos em toda rota (a tabela de rotas decide)', () => {
  it('só leitura de todas as áreas: nenhuma escrita passa, toda leitura passa', async () => {
    const { chave } = await chaveCom(ESCOPOS_INTEGRACAO.filter((e) => e.endsWith(':leitura')));
    const esperadas = rotasOnde((e) => e === null || e.endsWith(':escrita'));
    // The table must hold writes of the main areas, or "no write passes" would prove little.
    for (const r of ['POST /api/pedidosvenda/create', 'POST /api/titulos/baixar', 'PUT /api/clientes/update'])
      expect(esperadas).toContain(r);
    expect(await recusadas(chave)).toEqual(esperadas);
  });

  it('pedidos (leitura e escrita): nenhuma rota de títulos, nem de outra área', async () => {
    const { chave } = await chaveCom(['pedidos:leitura', 'pedidos:escrita']);
    const fora = await recusadas(chave);
    expect(fora).toEqual(rotasOnde((e) => e === null || !e.startsWith('pedidos:')));
    expect(fora).toContain('POST /api/titulos/read');
    expect(fora).not.toContain('POST /api/pedidosvenda/read');
  });

  it('todos os escopos: ainda nunca o app de campo nem a administração (usuários, chaves, webhooks)', async () => {
    const { chave } = await chaveCom([...ESCOPOS_INTEGRACAO]);
    const fora = await recusadas(chave);
    expect(fora).toEqual(rotasOnde((e) => e === null));
    for (const r of ['POST /api/campo/receber', 'POST /api/campo/enviar', 'POST /api/usuarios/read'])
      expect(fora).toContain(r);
    expect(fora).toContain('POST /api/chavesapi/create');
  });
});

describe('chave de integração: uso, histórico, revogação', () => {
  // A second server process over the same database: a revocation must reach it too.
  let outroProcesso: Awaited<ReturnType<typeof construirApp>>;
  beforeAll(async () => {
    outroProcesso = await construirApp(
      {
        config: amb.config,
        banco: amb.banco,
        correio: criarCorreio(amb.config, amb.banco),
        agora: () => new Date(),
      },
      { logger: false },
    );
    await outroProcesso.ready();
  });
  afterAll(() => outroProcesso.close());

  const comChave = (app: typeof outroProcesso, chave: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pedidosvenda/read',
      payload: {},
      headers: { authorization: `Bearer ${chave}` },
    });

  it('o pedido criado com a chave fica no histórico em nome dela; o último uso aparece na lista', async () => {
    const { id, chave } = await chaveCom(['pedidos:leitura', 'pedidos:escrita']);
    const criado = await amb.chamar('POST', '/api/pedidosvenda/create', pedido(cadastros), chave);
    expect(criado.status).toBe(200);
    const hist = await amb.chamar(
      'POST',
      '/api/pedidosvenda/historico',
      { id: criado.corpo.retorno.id },
      chave,
    );
    expect(hist.corpo.registros?.[0]?.usuario).toMatch(/^Chave de integração: ERP pedidos:leitura/);
    const lista = await amb.chamar('POST', '/api/chavesapi/read', {}, empresa.token);
    const linha = lista.corpo.registros?.find((k) => k.id === id);
    expect(typeof linha?.usada_em).toBe('string');
  });

  it('revogada: 401 na próxima requisição, neste processo e no outro', async () => {
    const { id, chave } = await chaveCom(['pedidos:leitura']);
    expect((await comChave(amb.app, chave)).statusCode).toBe(200);
    expect((await comChave(outroProcesso, chave)).statusCode).toBe(200);
    const r = await amb.chamar('POST', '/api/chavesapi/revogar', { id }, empresa.token);
    expect(r.status).toBe(200);
    for (const app of [amb.app, outroProcesso]) {
      const depois = await comChave(app, chave);
      expect(depois.statusCode).toBe(401);
      expect(depois.json().retorno.mensagem).toBe(semSessao().message);
    }
    const lista = await amb.chamar('POST', '/api/chavesapi/read', {}, empresa.token);
    expect(typeof lista.corpo.registros?.find((k) => k.id === id)?.revogada_em).toBe('string');
  });

  it('uma chave desconhecida com o prefixo certo é 401', async () => {
    const r = await comChave(amb.app, `msk_${'A'.repeat(43)}`);
    expect(r.statusCode).toBe(401);
  });
});
