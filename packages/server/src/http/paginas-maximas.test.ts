import { LIMITE_MAXIMO, LIMITE_PADRAO, MSG_PERIODO_MAXIMO } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { endpointsDaApi } from '../../test/endpoints-api.ts';

// Issue 42: no list or report answers every row. Every endpoint whose body or query takes `limite`
// refuses a page above the maximum with the pt-BR message, and a read without `limite` answers its
// default page with the total; every report and export shares one maximum period.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);

const MSG_LIMITE = `O campo limite deve ser um número inteiro de 1 a ${LIMITE_MAXIMO}.`;

/** The object schema under a route's body or query (optional, nullable, default, preprocess unwrapped). */
function objeto(s: unknown): z.ZodObject | undefined {
  if (s instanceof z.ZodObject) return s;
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
    return objeto(s.unwrap());
  if (s instanceof z.ZodPipe) return objeto(s.out) ?? objeto(s.in);
  return undefined;
}

// The other fields each paged endpoint requires, valid, so the only fault is the page.
const BASE: Record<string, Record<string, unknown>> = {
  '/api/visitas/read': { data_ini: '2026-01-01', data_fin: '2026-01-31' },
  '/api/comissoes/read': { data_ini: '2026-01-01', data_fin: '2026-01-31' },
  '/api/comissoes/extrato': { representante_id: 1, mes: '2026-01' },
  '/api/relatorios/vendas': { data_inicial: '2026-01-01', data_final: '2026-01-31', agrupar: 'cliente' },
  '/api/relatorios/clientes_inativos': { dias: 30 },
  '/api/relatorios/roteiro': { data_ini: '2026-01-01', data_fin: '2026-01-31' },
  '/api/tabelasprecos/precos': { id: 1 },
};

const paginados = () =>
  endpointsDaApi(amb.app).filter((r) => {
    const o = objeto(r.corpo) ?? objeto(r.consulta);
    return o !== undefined && 'limite' in o.shape;
  });

describe('toda lista e relatório recusa uma página acima do máximo', () => {
  it('há listas e relatórios paginados (a varredura encontra as rotas)', () => {
    const urls = paginados().map((r) => r.url);
    for (const u of [
      '/api/clientes/read',
      '/api/comissoes/read',
      '/api/relatorios/vendas',
      '/api/pedidosvenda/read',
    ])
      expect(urls).toContain(u);
    expect(urls.length).toBeGreaterThanOrEqual(20);
  });

  it(`limite ${LIMITE_MAXIMO + 1} e limite 0: 400 com a mensagem, em todas`, async () => {
    const falhas: string[] = [];
    for (const r of paginados()) {
      for (const limite of [LIMITE_MAXIMO + 1, 0, 'muitos']) {
        const base = BASE[r.url] ?? {};
        const res =
          r.metodo === 'GET'
            ? await amb.chamar(
                'GET',
                `${r.url}?${new URLSearchParams({ ...base, limite: String(limite) } as Record<string, string>)}`,
                undefined,
                e.token,
              )
            : await amb.chamar(r.metodo === 'PUT' ? 'PUT' : 'POST', r.url, { ...base, limite }, e.token);
        if (res.status !== 400 || res.corpo.retorno?.mensagem !== MSG_LIMITE)
          falhas.push(`${r.metodo} ${r.url} limite=${limite}: ${res.status} ${res.corpo.retorno?.mensagem}`);
      }
    }
    expect(falhas).toEqual([]);
  });
});

describe('sem limite, a página padrão e o total', () => {
  beforeAll(async () => {
    await amb.banco.db.execute(sql`insert into clientes (empresa_id, nome, cnpj_cpf)
      select ${e.empresaId}, 'Cliente ' || lpad(g::text, 4, '0'), '52998224725' from generate_series(1, 120) g`);
  });

  it(`clientes/read sem limite: ${LIMITE_PADRAO} clientes e o total`, async () => {
    const r = await amb.chamar('POST', '/api/clientes/read', {}, e.token);
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toHaveLength(LIMITE_PADRAO);
    expect(r.corpo.total).toBe(120);
  });

  it('relatorios/clientes_inativos: uma página e o total de linhas', async () => {
    const r = await amb.chamar(
      'POST',
      '/api/relatorios/clientes_inativos',
      { dias: 30, limite: 25, deslocamento: 100 },
      e.token,
    );
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toHaveLength(20);
    expect(r.corpo.total).toBe(120);
  });
});

describe('um período máximo para relatórios e exportações', () => {
  const longo = { ini: '1900-01-01', fim: '2100-12-31' };
  it.each([
    ['POST', '/api/comissoes/read', { data_ini: longo.ini, data_fin: longo.fim }],
    [
      'POST',
      '/api/relatorios/vendas',
      { data_inicial: longo.ini, data_final: longo.fim, agrupar: 'cliente' },
    ],
    ['POST', '/api/visitas/read', { data_ini: longo.ini, data_fin: longo.fim }],
    ['POST', '/api/pedidosvenda/read', { data_inicial: longo.ini, data_final: longo.fim }],
    ['POST', '/api/titulos/read', { vencimento_inicial: longo.ini, vencimento_final: longo.fim }],
    ['GET', `/api/comissoes/exportar?data_ini=${longo.ini}&data_fin=${longo.fim}`, undefined],
    [
      'GET',
      `/api/relatorios/vendas/exportar?data_inicial=${longo.ini}&data_final=${longo.fim}&agrupar=cliente`,
      undefined,
    ],
    ['GET', `/api/pedidosvenda/exportar?data_inicial=${longo.ini}&data_final=${longo.fim}`, undefined],
    ['GET', `/api/visitas/exportar?data_ini=${longo.ini}&data_fin=${longo.fim}`, undefined],
    ['GET', `/api/titulos/exportar?vencimento_inicial=${longo.ini}&vencimento_final=${longo.fim}`, undefined],
  ] as const)('%s %s: 400 com a mensagem do período', async (metodo, url, corpo) => {
    const r = await amb.chamar(metodo, url, corpo, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(MSG_PERIODO_MAXIMO);
  });

  it('cinco anos exatos passam; um dia a mais não', async () => {
    const ler = (data_fin: string) =>
      amb.chamar('POST', '/api/comissoes/read', { data_ini: '2020-01-01', data_fin }, e.token);
    expect((await ler('2024-12-31')).status).toBe(200);
    expect((await ler('2025-01-01')).corpo.retorno.mensagem).toBe(MSG_PERIODO_MAXIMO);
  });
});
