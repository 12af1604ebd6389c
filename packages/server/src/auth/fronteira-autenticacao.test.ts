import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { ENDPOINTS_PUBLICOS, endpointsDaApi, urlConcreta } from '../../test/endpoints-api.ts';
import { semSessao } from '../http/erros.ts';

// The only routes answered without a session. A new route is either listed there or must answer 401.
const PUBLICAS = ENDPOINTS_PUBLICOS;

const SEM_SESSAO = { retorno: { sucesso: false, mensagem: semSessao().message } };

// Whatever the body, no session is a 401: an empty one, one with every type wrong, one that is not JSON.
const CORPOS: { nome: string; payload: string }[] = [
  { nome: 'corpo {}', payload: '{}' },
  {
    nome: 'corpo com tipos errados',
    payload: JSON.stringify({ id: 'abc', nome: 12, ano: 'x', data_ini: false, produtos: 'y', busca: [] }),
  },
  { nome: 'JSON malformado', payload: '{"id": 1,' },
];

const ambiente = ambienteDoArquivo();

const assinadas = () =>
  endpointsDaApi(ambiente.app).filter((r) => !PUBLICAS.includes(`${r.metodo} ${r.url}`));

describe('limite de sessão: toda rota assinada responde 401 antes de ler o corpo', () => {
  it('a lista de rotas públicas só tem rotas que existem', () => {
    const existentes = endpointsDaApi(ambiente.app).map((r) => `${r.metodo} ${r.url}`);
    expect(PUBLICAS.filter((p) => !existentes.includes(p))).toEqual([]);
    // The spec's signed-in API alone has more than 40 endpoints; an empty table would prove nothing.
    expect(assinadas().length).toBeGreaterThan(40);
  });

  for (const token of [undefined, 'token-que-nao-existe']) {
    for (const corpo of CORPOS) {
      it(`${token ? 'token desconhecido' : 'sem token'}, ${corpo.nome}: 401 com a mensagem de sessão`, async () => {
        const falhas: string[] = [];
        for (const r of assinadas()) {
          const resposta = await ambiente.app.inject({
            method: r.metodo as 'GET' | 'POST' | 'PUT' | 'DELETE',
            url: urlConcreta(r.url),
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(r.metodo === 'GET' ? {} : { payload: corpo.payload }),
          });
          const certo = resposta.statusCode === 401 && resposta.body === JSON.stringify(SEM_SESSAO);
          if (!certo)
            falhas.push(`${r.metodo} ${r.url}: ${resposta.statusCode} ${resposta.body.slice(0, 120)}`);
        }
        expect(falhas).toEqual([]);
      });
    }
  }

  it('multipart sem token também é 401 (alteração e imagem do produto)', async () => {
    for (const url of ['/api/produtos/update', '/api/produtos/add_image']) {
      const resposta = await ambiente.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n',
      });
      expect({ url, status: resposta.statusCode, corpo: resposta.json() }).toEqual({
        url,
        status: 401,
        corpo: SEM_SESSAO,
      });
    }
  });

  it('com sessão a rota atende (o limite deixa passar)', async () => {
    const empresa = await ambiente.novaEmpresa();
    const r = await ambiente.chamar('POST', '/api/unidades/read', {}, empresa.token);
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({ retorno: { sucesso: true, mensagem: '' }, registros: [] });
  });
});
