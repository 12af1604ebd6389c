import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import {
  ELEMENTOS_MAXIMOS_JSON,
  excessoJson,
  MSG_JSON_LARGO,
  MSG_JSON_PROFUNDO,
  PROFUNDIDADE_MAXIMA_JSON,
} from '../http/json-limitado.ts';
import { LIMITES } from './limites-requisicoes.ts';

// Issue 42: refusals cost almost nothing. A deep or wide JSON body is refused with 400 by a scan that stops
// at the first excess (JSON.parse never sees it), on every path, known or not; unknown paths and
// signed-in reads have request limits (the cap of requests in flight: concorrencia-conta.test.ts).
const amb = ambienteDoArquivo({
  env: { RATE_LIMIT_MULTIPLIER: '1', ACCOUNT_CONCURRENCY: '50', ACCOUNT_QUEUE: '10000' },
});
const e = empresaDoArquivo(amb);

const enviar = (url: string, payload: string, token?: string) =>
  amb.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('corpo JSON profundo ou largo demais', () => {
  it('a varredura para no primeiro excesso: o resto do texto nem é lido', () => {
    const fundo = '['.repeat(PROFUNDIDADE_MAXIMA_JSON + 1);
    // After the excess comes text JSON.parse would refuse for another reason: the scan never gets there.
    expect(excessoJson(`${fundo}isto não é JSON`)).toBe(MSG_JSON_PROFUNDO);
    expect(excessoJson('['.repeat(PROFUNDIDADE_MAXIMA_JSON))).toBeUndefined();
    expect(excessoJson(`[${'1,'.repeat(ELEMENTOS_MAXIMOS_JSON)}1]`)).toBe(MSG_JSON_LARGO);
    expect(excessoJson(`[${'1,'.repeat(ELEMENTOS_MAXIMOS_JSON - 2)}1]`)).toBeUndefined();
    // Brackets and commas inside strings do not count; an object's keys are not array elements.
    expect(excessoJson(JSON.stringify({ a: '['.repeat(1000), b: ','.repeat(20_000) }))).toBeUndefined();
    expect(excessoJson(JSON.stringify({ a: 'aspas \\" e [[[' }))).toBeUndefined();
  });

  it.each([
    ['um caminho que não existe', '/api/x/y'],
    ['o login (público)', '/api/estabelecimentos/login'],
  ])('500.000 [ em %s: 400 com a mensagem', async (_nome, url) => {
    const r = await enviar(url, '['.repeat(500_000));
    expect(r.statusCode).toBe(400);
    expect(r.json().retorno.mensagem).toBe(MSG_JSON_PROFUNDO);
  });

  it('uma lista de itens demais numa rota assinada: 400, nada lido', async () => {
    const r = await enviar('/api/clientes/read', `{"x":[${'0,'.repeat(ELEMENTOS_MAXIMOS_JSON)}0]}`, e.token);
    expect(r.statusCode).toBe(400);
    expect(r.json().retorno.mensagem).toBe(MSG_JSON_LARGO);
  });

  it('um corpo comum segue lido como antes (e __proto__ recusado)', async () => {
    const ok = await enviar('/api/clientes/read', JSON.stringify({ limite: 5 }), e.token);
    expect(ok.statusCode).toBe(200);
    const veneno = await enviar('/api/clientes/read', '{"__proto__":{"x":1}}', e.token);
    expect(veneno.statusCode).toBe(400);
  });
});

describe('limites de requisições', () => {
  it(`caminhos desconhecidos: ${LIMITES.desconhecidaPorEndereco.max} por minuto por endereço, depois 429`, async () => {
    const { max } = LIMITES.desconhecidaPorEndereco;
    const ip = '198.51.100.7';
    for (let i = 0; i < max; i++) {
      const r = await amb.app.inject({ method: 'GET', url: `/api/nada/${i}`, remoteAddress: ip });
      expect(r.statusCode).toBe(404);
    }
    const alem = await amb.app.inject({ method: 'POST', url: '/api/nada/x', remoteAddress: ip, payload: {} });
    expect(alem.statusCode).toBe(429);
    expect(alem.json().retorno.mensagem).toMatch(/^Muitas requisições em pouco tempo\. Tente novamente em /);
    // Another address is not affected, nor the health check.
    expect((await amb.app.inject({ method: 'GET', url: '/api/nada/x' })).statusCode).toBe(404);
    expect((await amb.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(
      200,
    );
  });

  it(`leituras assinadas: ${LIMITES.leituraPorConta.max} por minuto por conta, depois 429`, async () => {
    const outra = await amb.novaEmpresa();
    const { max } = LIMITES.leituraPorConta;
    const ler = (i: number) =>
      amb.app.inject({
        method: 'POST',
        url: '/api/unidades/read',
        payload: { limite: 1 },
        // Spread over addresses, so only the account's limit counts.
        remoteAddress: `10.0.${Math.floor(i / 250)}.${i % 250}`,
        headers: { authorization: `Bearer ${outra.token}` },
      });
    // In parallel batches, so the whole count falls in one window even on a loaded machine.
    const status: number[] = [];
    for (let i = 0; i < max; i += 50)
      status.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, j) => ler(i + j)))).map((r) => r.statusCode),
      );
    expect(status.filter((s) => s !== 200)).toEqual([]);
    const alem = await ler(max);
    expect(alem.statusCode).toBe(429);
    expect(alem.headers['retry-after']).toBeDefined();
    // Another account of the same address reads on.
    expect((await amb.chamar('POST', '/api/unidades/read', {}, e.token)).status).toBe(200);
  }, 180_000);
});
