import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';

// The 5xx the generated bad input found (issue 11), each kept as a plain case: now a 400 with a message.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);

async function enviar(metodo: 'POST' | 'PUT', url: string, tipo: string, payload: string) {
  const r = await amb.app.inject({
    method: metodo,
    url,
    headers: { authorization: `Bearer ${e.token}`, 'content-type': tipo },
    payload,
  });
  return { status: r.statusCode, corpo: r.json() };
}

describe('falhas encontradas pelas entradas geradas', () => {
  it('um id maior que o de uma coluna integer é 400 (era 500 no banco)', async () => {
    for (const [metodo, url, corpo] of [
      ['POST', '/api/clientes/delete', { id: 2775233191894896 }],
      ['POST', '/api/produtos/read_one', { id: 2147483648 }],
      ['PUT', '/api/unidades/update', { id: 9007199254740991, sigla: 'UN', descricao: 'Unidade' }],
    ] as const) {
      expect(await enviar(metodo, url, 'application/json', JSON.stringify(corpo))).toEqual({
        status: 400,
        corpo: { retorno: { sucesso: false, mensagem: 'Identificador inválido.' } },
      });
    }
  });

  it('o caractere NUL num texto livre é retirado antes de gravar (era 500; issue 43: invisíveis saem)', async () => {
    const criada = await enviar(
      'POST',
      '/api/unidades/create',
      'application/json',
      '{"sigla":"a\\u0000","descricao":"x\\u200B"}',
    );
    expect(criada.status).toBe(200);
    const { rows } = await amb.banco.pool.query(
      'select sigla, descricao from unidades where empresa_id = $1 and id = $2',
      [e.empresaId, criada.corpo.retorno.id],
    );
    expect(rows).toEqual([{ sigla: 'a', descricao: 'x' }]);
    const busca = await enviar('POST', '/api/clientes/read', 'application/json', '{"busca":"a\\u0000b"}');
    expect(busca.status).toBe(200);
  });

  it('multipart sem boundary é 400 (era 500)', async () => {
    for (const [metodo, url] of [
      ['PUT', '/api/produtos/update'],
      ['POST', '/api/produtos/add_image'],
      ['POST', '/api/produtos/update'],
    ] as const) {
      expect(await enviar(metodo, url, 'multipart/form-data', '{"id":1}')).toEqual({
        status: 400,
        corpo: {
          retorno: {
            sucesso: false,
            mensagem: 'Formulário inválido: envie os campos como multipart/form-data.',
          },
        },
      });
    }
  });
});
