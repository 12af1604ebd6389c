import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { lerConfig } from '../config.ts';

describe('TRUST_PROXY: só os proxies configurados dizem o endereço do cliente', () => {
  it.each([
    [undefined, false],
    ['0', false],
    ['false', false],
    // The old switch: a proxy on this machine only, no longer every client.
    ['1', ['loopback']],
    ['true', ['loopback']],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.10,::1', ['10.0.0.0/8', '192.168.1.10', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('TRUST_PROXY=%s', (valor, esperado) => {
    expect(lerConfig(valor === undefined ? {} : { TRUST_PROXY: valor }).TRUST_PROXY).toEqual(esperado);
  });

  it.each(['todos', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', '*'])(
    'valor inválido %s: recusado na partida',
    (valor) => {
      expect(() => lerConfig({ TRUST_PROXY: valor })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('um cliente que troca o X-Forwarded-For não escapa do limite de login', () => {
  const amb = ambienteDoArquivo({ env: { TRUST_PROXY: '10.9.0.1' } });

  const entrar = (email: string, senha: string, ip: string, encaminhado: string) =>
    amb.app.inject({
      method: 'POST',
      url: '/api/estabelecimentos/login',
      payload: { email, senha },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': encaminhado },
    });

  it('de um endereço que não é o proxy, o cabeçalho é ignorado', async () => {
    const e = await amb.novaEmpresa();
    for (let i = 0; i < 5; i++) {
      expect((await entrar(e.email, 'errada', '198.51.100.7', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    const r = await entrar(e.email, e.senha, '198.51.100.7', '203.0.113.99');
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('1');
  });

  it('pelo proxy configurado vale o endereço que ele informa', async () => {
    const e = await amb.novaEmpresa();
    for (let i = 0; i < 5; i++) {
      expect((await entrar(e.email, 'errada', '10.9.0.1', '203.0.113.50')).statusCode).toBe(401);
    }
    expect((await entrar(e.email, e.senha, '10.9.0.1', '203.0.113.50')).statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await entrar(e.email, e.senha, '10.9.0.1', '203.0.113.51')).statusCode).toBe(200);
  });
});
