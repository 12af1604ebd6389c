import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { endpointsDaApi } from '../../test/endpoints-api.ts';
import { type Impressao, impressaoDados } from '../../test/impressao-dados.ts';
import { type Caso, MATRIZ, type Par, pedidoDoCaso } from '../../test/matriz-isolamento.ts';
import { cadastrarTudo } from '../../test/seguranca-dados.ts';

// Company B, signed in, aims at every route with company A's ids (test/matriz-isolamento.ts).
const MARCA_A = 'SEGREDOA';
const MARCA_B = 'PROPRIOB';

let par: Par;
let antesA: Impressao;
let antesB: Impressao;
const amb = ambienteDoArquivo();
beforeAll(async () => {
  const a = await cadastrarTudo(amb, await amb.novaEmpresa(), MARCA_A);
  const b = await cadastrarTudo(amb, await amb.novaEmpresa(), MARCA_B);
  par = { a, b };
  antesA = await impressaoDados(amb.banco, a.empresa.empresaId);
  antesB = await impressaoDados(amb.banco, b.empresa.empresaId);
});

const [metodoDe, urlDe] = [(r: string) => r.split(' ')[0] ?? '', (r: string) => r.split(' ')[1] ?? ''];

async function enviar(rota: string, caso: Caso): Promise<{ status: number; texto: string }> {
  const metodo = metodoDe(rota) as 'GET' | 'POST' | 'PUT';
  const { headers, corpo } = pedidoDoCaso(metodo, caso, par);
  const url = caso.url?.(par) ?? urlDe(rota);
  const r = await amb.app.inject({
    method: metodo,
    url,
    headers,
    ...(corpo === undefined ? {} : { payload: corpo }),
  });
  return { status: r.statusCode, texto: r.body };
}

describe('matriz de isolamento: a empresa B com os identificadores da empresa A', () => {
  it('a matriz lista exatamente as rotas da API (uma rota nova precisa entrar nela)', () => {
    const existentes = endpointsDaApi(amb.app)
      .map((r) => `${r.metodo} ${r.url}`)
      .sort();
    expect(Object.keys(MATRIZ).sort()).toEqual(existentes);
  });

  it('toda rota assinada que recebe um identificador tem ao menos um caso', () => {
    const comCasos = Object.values(MATRIZ).filter(Array.isArray);
    expect(comCasos.length).toBeGreaterThan(55);
  });

  for (const [rota, linha] of Object.entries(MATRIZ)) {
    if (!Array.isArray(linha)) continue;
    for (const caso of linha) {
      it(`${rota}: ${caso.nome}`, async () => {
        const { status, texto } = await enviar(rota, caso);
        // Nothing of A's in B's answer, whatever it is (JSON, CSV, PDF text); an import may echo B's own file.
        if (!caso.planilha) expect(texto).not.toContain(MARCA_A);
        if ('importa' in caso) {
          expect({ status, texto: texto.slice(0, 300) }).toMatchObject({ status: expect.any(Number) });
          expect([200, 400]).toContain(status);
          antesB = await impressaoDados(amb.banco, par.b.empresa.empresaId);
        } else if ('status' in caso) {
          expect({ status, texto: texto.slice(0, 200) }).toMatchObject({ status: caso.status });
          const corpo = JSON.parse(texto) as { retorno: { sucesso: boolean; mensagem: string } };
          expect(corpo.retorno.sucesso).toBe(false);
          expect(corpo.retorno.mensagem.length).toBeGreaterThan(0);
          // A refused attempt writes nothing, on either side.
          expect(await impressaoDados(amb.banco, par.b.empresa.empresaId)).toEqual(antesB);
        } else {
          expect(status).toBe(200);
          expect(caso.confere ? caso.confere(texto, par) : texto.includes(MARCA_B)).toBe(true);
        }
        expect(await impressaoDados(amb.banco, par.a.empresa.empresaId)).toEqual(antesA);
      });
    }
  }

  it('o link público de A continua valendo depois de tudo (revogar_link de B não o tocou)', async () => {
    const r = await amb.app.inject({ method: 'GET', url: `/p/${par.a.chave}` });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain(MARCA_A);
  });
});
