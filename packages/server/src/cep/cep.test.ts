import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo, parDoArquivo } from '../../test/arquivo.ts';
import { iniciarViaCep, PRACA_DA_SE } from '../../test/pares/viacep.ts';
import { CacheCep } from './cache.ts';
import { ajustesCep } from './viacep.ts';

// The local ViaCEP-like peer, counting what it is asked; some CEPs behave badly on purpose.
const viaCep = parDoArquivo(
  () =>
    iniciarViaCep({
      especial: (cep, res) => {
        if (cep === '77777777') return true; // never answers: the timeout decides
        if (cep === '66666666') {
          res.writeHead(500).end('falha');
          return true;
        }
        if (!cep.startsWith('5')) return false;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ...PRACA_DA_SE, cep }));
        return true;
      },
    }),
  (v) => v.fechar(),
);
const amb = ambienteDoArquivo(() => ({ env: { CEP_API_URL: viaCep.url, RATE_LIMIT_MULTIPLIER: '1' } }));
const a = empresaDoArquivo(amb);

const consultar = (cep: string, token = a.token) => amb.chamar('GET', `/api/cep/${cep}`, undefined, token);
const vezes = (cep: string) => viaCep.pedidos.filter((p) => p === cep).length;

describe('GET /api/cep/:cep', () => {
  it('responde o endereço no formato do ViaCEP, no topo e com o envelope', async () => {
    const r = await consultar('01001000');
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({
      retorno: { sucesso: true, mensagem: '' },
      localidade: 'São Paulo',
      bairro: 'Sé',
      logradouro: 'Praça da Sé',
      uf: 'SP',
      complemento: 'lado ímpar',
      ddd: '11',
    });
  });

  it('guarda a resposta: a segunda consulta não chama o provedor', async () => {
    await consultar('20040002');
    const r = await consultar('20040-002', a.token);
    expect(r.corpo).toMatchObject({ localidade: 'Rio de Janeiro', complemento: '', ddd: '21' });
    expect(vezes('20040002')).toBe(1);
    const outra = await amb.novaEmpresa();
    await consultar('20040002', outra.token);
    expect(vezes('20040002')).toBe(1);
  });

  it.each(['99999999', '88888888'])(
    'erro do provedor (%s, booleano e texto): 404 e nada guardado',
    async (cep) => {
      const r = await consultar(cep);
      expect(r.status).toBe(404);
      expect(r.corpo).toEqual({ retorno: { sucesso: false, mensagem: 'CEP não encontrado.' } });
      await consultar(cep);
      expect(vezes(cep)).toBe(2);
    },
  );

  it.each(['0100100', '010010000', 'abcdefgh', '01001-00'])('CEP malformado %s: 400', async (cep) => {
    const r = await consultar(cep);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('CEP inválido. Informe os 8 dígitos.');
  });

  it('provedor lento ou com falha: 503 com orientação', async () => {
    ajustesCep.tempoLimiteMs = 200;
    const inicio = Date.now();
    const lento = await consultar('77777777');
    expect(Date.now() - inicio).toBeLessThan(3000);
    ajustesCep.tempoLimiteMs = 4000;
    const mensagem = 'Serviço de CEP indisponível no momento. Preencha o endereço manualmente.';
    expect(lento.status).toBe(503);
    expect(lento.corpo.retorno).toEqual({ sucesso: false, mensagem });
    const falha = await consultar('66666666');
    expect(falha.status).toBe(503);
    expect(falha.corpo.retorno.mensagem).toBe(mensagem);
  });

  it('provedor fora do ar: 503', async () => {
    const url = amb.config.CEP_API_URL;
    amb.config.CEP_API_URL = 'http://127.0.0.1:1/ws/{cep}/json/';
    const r = await consultar('30130000');
    amb.config.CEP_API_URL = url;
    expect(r.status).toBe(503);
  });

  it('sem sessão: 401, sem consultar o provedor', async () => {
    const antes = viaCep.pedidos.length;
    expect((await amb.chamar('GET', '/api/cep/01310100')).status).toBe(401);
    expect((await amb.chamar('GET', '/api/cep/abc')).status).toBe(401);
    expect(viaCep.pedidos.length).toBe(antes);
  });

  // Any address will do for the cache: the provider's for the Praça da Sé, as the app keeps it (no CEP).
  const { cep: _cep, ...ENDERECO } = PRACA_DA_SE;

  it('o cache tem tamanho máximo: o menos usado sai primeiro', () => {
    const cache = new CacheCep(2);
    const agora = new Date();
    const guardar = (cep: string) => cache.guardar(cep, ENDERECO, agora);
    const tem = (cep: string) => cache.ler(cep, agora) !== undefined;
    for (const cep of ['51111111', '52222222', '53333333']) guardar(cep);
    expect(tem('51111111')).toBe(false); // the first one left when the third came
    expect(tem('52222222')).toBe(true); // read: now the most recent
    guardar('54444444'); // pushes out 53333333, the least recently used
    expect(['52222222', '53333333', '54444444'].map(tem)).toEqual([true, false, true]);
  });

  it('o endereço guardado vale 30 dias', () => {
    const cache = new CacheCep();
    const agora = new Date();
    cache.guardar('51111111', ENDERECO, agora);
    const dia = 24 * 60 * 60_000;
    expect(cache.ler('51111111', new Date(agora.getTime() + 29 * dia))).toBeDefined();
    expect(cache.ler('51111111', new Date(agora.getTime() + 30 * dia))).toBeUndefined();
  });

  it('limite por empresa: 120 consultas por minuto, depois 429 com Retry-After', async () => {
    const b = await amb.novaEmpresa();
    const consultarDe = (i: number) =>
      amb.app.inject({
        method: 'GET',
        url: '/api/cep/01001000',
        headers: { authorization: `Bearer ${b.token}` },
        remoteAddress: `10.7.${Math.floor(i / 50)}.${i % 50}`,
      });
    for (let i = 0; i < 120; i++) expect((await consultarDe(i)).statusCode).toBe(200);
    const r = await consultarDe(120);
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.json().retorno.mensagem).toMatch(
      /^Muitas requisições em pouco tempo\. Tente novamente em \d+ (segundos?|minutos?)\.$/,
    );
    // Another company is not held back by it.
    expect((await consultar('01001000')).status).toBe(200);
  });

  it('limite por endereço: 60 consultas por minuto, qualquer empresa', async () => {
    const c = await amb.novaEmpresa();
    const d = await amb.novaEmpresa();
    const consultarDe = (token: string) =>
      amb.app.inject({
        method: 'GET',
        url: '/api/cep/01001000',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.8.0.1',
      });
    for (let i = 0; i < 60; i++) expect((await consultarDe(i % 2 ? c.token : d.token)).statusCode).toBe(200);
    const r = await consultarDe(c.token);
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBeDefined();
  });
});
