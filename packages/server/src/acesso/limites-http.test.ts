import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { empresas } from '../db/schema.ts';

const amb = ambienteDoArquivo();

describe('respostas gerais da API', () => {
  it('um corpo acima de 1 MB recebe 413 com o envelope e nada é gravado', async () => {
    const antes = (await amb.banco.db.select().from(empresas)).length;
    const r = await amb.chamar('POST', '/api/estabelecimentos/create', {
      email: 'grande@teste.com.br',
      nome: 'Grande',
      senha: 'senha-forte-1',
      imagem_login: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(r).toEqual({
      status: 413,
      corpo: { retorno: { sucesso: false, mensagem: 'O conteúdo enviado é grande demais.' } },
    });
    expect(await amb.banco.db.select().from(empresas)).toHaveLength(antes);
  });

  it('um caminho desconhecido em /api recebe 404 com o envelope', async () => {
    expect(await amb.chamar('POST', '/api/nao/existe', {})).toEqual({
      status: 404,
      corpo: { retorno: { sucesso: false, mensagem: 'Recurso não encontrado.' } },
    });
  });

  it('GET /api/health responde 200 com o banco no ar', async () => {
    expect(await amb.chamar('GET', '/api/health')).toEqual({
      status: 200,
      corpo: { retorno: { sucesso: true, mensagem: 'ok' } },
    });
  });

  it('GET /api/docs serve a documentação OpenAPI, com as rotas de acesso', async () => {
    const pagina = await amb.app.inject({ method: 'GET', url: '/api/docs' });
    expect(pagina.statusCode).toBeLessThan(400);
    const doc = await amb.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const caminhos = Object.keys(doc.json().paths as object);
    expect(caminhos).toEqual(
      expect.arrayContaining([
        '/api/estabelecimentos/login',
        '/api/estabelecimentos/create',
        '/api/estabelecimentos/solicitar_troca_senha',
        '/api/estabelecimentos/troca_senha',
        '/api/estabelecimentos/logout',
      ]),
    );
  });
});
