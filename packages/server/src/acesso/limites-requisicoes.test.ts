import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { endpointsDaApi } from '../../test/endpoints-api.ts';
import { empresas, unidades } from '../db/schema.ts';
import { LIMITES } from './limites-requisicoes.ts';

// The real values (RATE_LIMIT_MULTIPLIER 1), and no proxy trusted: X-Forwarded-For is the client's word.
const amb = ambienteDoArquivo({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
const a = empresaDoArquivo(amb);

type Pedido = { url: string; metodo?: 'GET' | 'POST' | 'PUT'; corpo?: object; ip: string; token?: string };
const chamar = async (p: Pedido) => {
  const r = await amb.app.inject({
    method: p.metodo ?? 'POST',
    url: p.url,
    ...(p.corpo ? { payload: p.corpo } : {}),
    remoteAddress: p.ip,
    headers: {
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`,
      ...(p.token ? { authorization: `Bearer ${p.token}` } : {}),
    },
  });
  return {
    status: r.statusCode,
    retryAfter: r.headers['retry-after'],
    // The public order page answers HTML; the 429 is always the envelope.
    mensagem: String(r.headers['content-type']).includes('json')
      ? (r.json() as { retorno: { mensagem: string } }).retorno.mensagem
      : r.body,
  };
};

/** Sends `vezes` requests, all answered without a 429, then one more, which must be refused. */
async function esgotar(p: Pedido, vezes: number) {
  for (let i = 0; i < vezes; i++) {
    const r = await chamar(p);
    expect(r.status, `pedido ${i + 1} de ${vezes}`).not.toBe(429);
  }
  const r = await chamar(p);
  expect(r.status).toBe(429);
  expect(Number(r.retryAfter)).toBeGreaterThan(0);
  expect(r.mensagem).toMatch(
    /^Muitas requisições em pouco tempo\. Tente novamente em \d+ (segundos?|minutos?)\.$/,
  );
  return r;
}

const cadastro = (i: number) => ({
  email: `limite${i}@teste.com.br`,
  nome: `Limite ${i}`,
  senha: 'senha-forte-1',
  imagem_login: '',
});

// Hundreds of requests per case: on a loaded machine more than the default 30 s.
describe('limites de requisições (429 com Retry-After)', { timeout: 120_000 }, () => {
  it('cadastro: 10 por hora por endereço, mesmo trocando o X-Forwarded-For; nada gravado além disso', async () => {
    const antes = (await amb.banco.db.select().from(empresas)).length;
    let i = 0;
    const p = () => ({ url: '/api/estabelecimentos/create', corpo: cadastro(i++), ip: '10.1.0.1' });
    for (let n = 0; n < LIMITES.cadastroPorEndereco.max; n++) expect((await chamar(p())).status).toBe(200);
    const r = await chamar(p());
    expect(r.status).toBe(429);
    expect(Number(r.retryAfter)).toBeGreaterThan(59 * 60);
    expect(r.mensagem).toBe('Muitas requisições em pouco tempo. Tente novamente em 60 minutos.');
    expect(await amb.banco.db.select().from(empresas)).toHaveLength(antes + LIMITES.cadastroPorEndereco.max);
    // Another address is not held back.
    expect((await chamar({ ...p(), ip: '10.1.0.2' })).status).toBe(200);
  });

  it('login: 30 por minuto por endereço, certos ou errados', async () => {
    await esgotar(
      { url: '/api/estabelecimentos/login', corpo: { email: a.email, senha: a.senha }, ip: '10.2.0.1' },
      LIMITES.loginPorEndereco.max,
    );
  });

  it('pedido de troca de senha: 10 por hora por endereço', async () => {
    let i = 0;
    const p = { url: '/api/estabelecimentos/solicitar_troca_senha', ip: '10.3.0.1' };
    for (let n = 0; n < LIMITES.solicitarTrocaPorEndereco.max; n++) {
      expect(
        (await chamar({ ...p, corpo: { email: `t${i++}@teste.com.br`, cnpj: '11222333000181' } })).status,
      ).toBe(200);
    }
    expect(
      (await chamar({ ...p, corpo: { email: 'outro@teste.com.br', cnpj: '11222333000181' } })).status,
    ).toBe(429);
  });

  it('troca de senha pelo link: 20 por hora por endereço', async () => {
    const corpo = { email: a.email, cnpj: '11222333000181', senha: 'senha-nova-1', chave: 'x'.repeat(43) };
    await esgotar(
      { url: '/api/estabelecimentos/troca_senha', corpo, ip: '10.4.0.1' },
      LIMITES.trocaSenhaPorEndereco.max,
    );
  });

  it('escritas: 300 por minuto por conta, de qualquer endereço; leituras não contam', async () => {
    const b = await amb.novaEmpresa();
    const antes = await amb.banco.db.select().from(unidades);
    const criarUnidade = (corpo: object, ip: string, token: string) =>
      chamar({ url: '/api/unidades/create', corpo, ip, token });
    // Invalid bodies count as well: the limit comes before the body is read.
    for (let n = 0; n < LIMITES.escritaPorConta.max; n++) {
      expect((await criarUnidade({}, `10.5.${n % 200}.1`, b.token)).status).toBe(400);
    }
    const leitura = await chamar({ url: '/api/unidades/read', corpo: {}, ip: '10.5.250.1', token: b.token });
    expect(leitura.status).toBe(200);
    // A valid body from a new address: refused all the same.
    const caixa = { sigla: 'CX', descricao: 'Caixa' };
    const r = await criarUnidade(caixa, '10.5.251.1', b.token);
    expect(r.status).toBe(429);
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(await amb.banco.db.select().from(unidades)).toHaveLength(antes.length);
    // Another account of the same address range is not held back.
    const c = await amb.novaEmpresa();
    const outra = await criarUnidade(caixa, '10.5.251.1', c.token);
    expect(outra.status).toBe(200);
  });

  it('leituras por POST marcadas na rota (preços da tabela, relatórios) não contam como escrita; escritas sim', async () => {
    const b = await amb.novaEmpresa();
    const ip = '10.8.0.1';
    // The order form's product picker reads prices as the user types: more calls than the write limit.
    for (let n = 0; n <= LIMITES.escritaPorConta.max; n++) {
      const r = await chamar({ url: '/api/tabelasprecos/precos', corpo: {}, ip, token: b.token });
      expect(r.status, `consulta ${n + 1}`).toBe(200);
    }
    for (const url of ['/api/relatorios/vendas', '/api/relatorios/clientes_inativos'])
      expect((await chamar({ url, corpo: {}, ip, token: b.token })).status).not.toBe(429);
    // Writes of the same account and address are still held to the write limit.
    await esgotar(
      { url: '/api/unidades/create', corpo: {}, ip, token: b.token },
      LIMITES.escritaPorConta.max,
    );
    // Over 300 reads one after the other: more than the default 30 s on a loaded machine.
  }, 120_000);

  it('as leituras feitas por POST ou PUT são exatamente as marcadas na rota (config: LEITURA)', () => {
    const marcadas = endpointsDaApi(amb.app)
      .filter((r) => r.leitura)
      .map((r) => `${r.metodo} ${r.url}`);
    const leituras = [
      ...[
        'empresas',
        'formaspagamento',
        'unidades',
        'representantes',
        'clientes',
        'produtos',
        'tabelasprecos',
        'usuarios',
        'rotas',
        'pedidosvenda',
      ].flatMap((r) => [`POST /api/${r}/read`, `POST /api/${r}/read_one`]),
      'PUT /api/rotas/read_one',
      'PUT /api/pedidosvenda/read_one',
      'POST /api/visitas/read',
      'POST /api/tabelasprecos/precos',
      'POST /api/pedidosvenda/historico',
      'POST /api/pedidosvenda/resumo_mensal',
      'POST /api/relatorios/vendas',
      'POST /api/relatorios/clientes_inativos',
      // Visits, receivables, commission and goals: reads too.
      'POST /api/motivosnaovenda/read',
      'POST /api/motivosnaovenda/read_one',
      'POST /api/relatorios/roteiro',
      'POST /api/clientes/credito',
      'POST /api/clientes/extrato',
      'POST /api/titulos/read',
      'POST /api/titulos/read_one',
      'POST /api/relatorios/vencimentos',
      'POST /api/comissoes/read',
      'POST /api/comissoes/extrato',
      'POST /api/metas/read',
      'POST /api/metas/read_one',
      'POST /api/relatorios/metas',
      'POST /api/pix/configuracao',
      'POST /api/pix/pedido',
      'POST /api/pix/titulo',
      'POST /api/pix/a_conciliar',
      // Issue 48: the tax rules, the internal rates and the order's tax preview.
      'POST /api/regrasfiscais/read',
      'POST /api/regrasfiscais/read_one',
      'POST /api/regrasfiscais/aliquotas',
      'POST /api/pedidosvenda/impostos',
      // Issue 47: the company's integration keys.
      'POST /api/chavesapi/read',
      'POST /api/webhooks/read',
      'POST /api/webhooks/entregas',
    ];
    expect(marcadas.sort()).toEqual(leituras.sort());
  });

  it('link público do pedido (/p/{chave}): 60 por minuto por endereço, página e PDF juntos', async () => {
    const chave = 'k'.repeat(43);
    for (let n = 0; n < LIMITES.linkPedidoPorEndereco.max; n++) {
      const url = n % 2 ? `/p/${chave}` : `/p/${chave}/pdf`;
      expect((await chamar({ url, metodo: 'GET', ip: '10.7.0.1' })).status).toBe(404);
    }
    const r = await chamar({ url: `/p/${chave}`, metodo: 'GET', ip: '10.7.0.1' });
    expect(r.status).toBe(429);
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
  });

  it('escritas: 600 por minuto por endereço, com ou sem sessão', async () => {
    await esgotar({ url: '/api/unidades/create', corpo: {}, ip: '10.6.0.1' }, LIMITES.escritaPorEndereco.max);
  });
});
