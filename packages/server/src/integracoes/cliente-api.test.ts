import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { clienteApi, ErroChamada } from './cliente-api.ts';

// The typed client over real HTTP (the app listening on a local port, the global fetch), as an ERP uses it.
const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
let base = '';
beforeAll(async () => {
  base = await amb.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('cliente tipado da API (contrato do domínio)', () => {
  it('cadastra e lê clientes com os tipos e a conferência do contrato', async () => {
    const api = clienteApi({ base, token: a.token });
    const criado = await api.chamar('clientes/create', {
      corpo: { nome: 'Mercado Integrado', cnpj_cpf: '11.222.333/0001-81', rota_id: null },
    });
    // The answer's type comes from the contract: `retorno.id` is a number here without any cast.
    const id: number = criado.retorno.id;
    expect(id).toBeGreaterThan(0);
    const lidos = await api.chamar('clientes/read', { corpo: { busca: 'Integrado', limite: 10 } });
    expect(lidos.registros.map((c) => [c.id, c.nome])).toEqual([[id, 'Mercado Integrado']]);
    const saude = await api.chamar('health');
    expect(saude.retorno.sucesso).toBe(true);
  });

  it('uma recusa chega como ErroChamada com o status e a mensagem do servidor', async () => {
    const api = clienteApi({ base, token: a.token });
    const recusa = await api
      .chamar('clientes/create', { corpo: { nome: '', cnpj_cpf: '', rota_id: null } })
      .catch((e) => e);
    expect(recusa).toBeInstanceOf(ErroChamada);
    expect(recusa.status).toBe(400);
    expect(recusa.message).not.toBe('');
    const semToken = await clienteApi({ base, token: 'invalido' })
      .chamar('clientes/read', { corpo: {} })
      .catch((e) => e);
    expect([semToken.status, semToken instanceof ErroChamada]).toEqual([401, true]);
  });
});
