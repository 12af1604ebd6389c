import { describe, expect, it } from 'vitest';
import { type ChaveEndpoint, contratoApi } from './contrato.ts';
import { metodoDoEndpoint } from './metodos-api.ts';

describe('metodoDoEndpoint', () => {
  it('é o primeiro método do contrato, para cada endpoint', () => {
    for (const chave of Object.keys(contratoApi) as ChaveEndpoint[])
      expect([chave, metodoDoEndpoint(chave)]).toEqual([chave, contratoApi[chave].metodos[0]]);
  });
});
