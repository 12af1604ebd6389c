// The route report reads the visits summed by triggers (visitas_roteiro, migration 0070), with the plan and
// the company's radius applied when it is read. These tests change each thing the report depends on (a
// route's weekdays, a customer's route, a representative's routes, a visit's fields, a visit removed, the
// radius, another company's rows) and compare the whole report with the domain's count over the raw rows
// (planoDoDia, contarRoteiro, foraDoLocal), and the summary itself with the migration's backfill over every
// visit.
import {
  contarRoteiro,
  distanciaDaVisita,
  foraDoLocal,
  type LinhaRoteiro,
  planoDoDia,
  type ResultadoVisita,
  somarDias,
} from '@mascate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { fundadaEm } from '../../test/empresa-antiga.ts';
import { entrarComo } from '../../test/equipe-apoio.ts';
import { pedidoDe } from '../../test/matriz-papeis.ts';
import { type Cadastro, cadastrarTudo } from '../../test/seguranca-dados.ts';

const amb = ambienteDoArquivo();
const INICIO = '2026-04-06'; // a Monday
const FIM = '2026-04-12';
const SE = { latitude: -23.55052, longitude: -46.633308 };
const PERTO = { latitude: -23.55007, longitude: -46.633308 }; // ~50 m from SE
const CAMPINAS = { latitude: -22.905697, longitude: -47.060861 };

/** A report line as the domain counts it: the names (representative, reason) left out. */
type Linha = Omit<LinhaRoteiro, 'representante' | 'sem_venda'> & {
  sem_venda: Omit<LinhaRoteiro['sem_venda'][number], 'motivo'>[];
};

const q = async <T>(texto: string, valores: unknown[] = []) =>
  (await amb.banco.pool.query(texto, valores)).rows as T[];

/** The report of the week as the API answers it, every line, reduced to what the domain counts. */
async function relatorio(e: EmpresaTeste, token = e.token): Promise<Linha[]> {
  const r = await amb.chamar('POST', '/api/relatorios/roteiro', { data_ini: INICIO, data_fin: FIM }, token);
  expect(r.status).toBe(200);
  return ((r.corpo.registros ?? []) as unknown as Linha[])
    .map((l) => ({
      representante_id: l.representante_id,
      data: l.data,
      planejados: l.planejados,
      visitados: l.visitados,
      fora_do_plano: l.fora_do_plano,
      com_pedido: l.com_pedido,
      ausentes: l.ausentes,
      fora_do_local: l.fora_do_local,
      sem_venda: l.sem_venda
        .map((m) => ({ motivo_id: m.motivo_id, visitas: m.visitas }))
        .sort((a, b) => a.motivo_id - b.motivo_id),
      cumprimento: l.cumprimento,
      positivacao: l.positivacao,
    }))
    .sort((a, b) => a.representante_id - b.representante_id || a.data.localeCompare(b.data));
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The same week counted by the domain over the raw rows as they are now (read as the tables' owner). */
async function esperado(empresaId: number, soRepresentante?: number): Promise<Linha[]> {
  const rotas = await q<{ id: number; dias_semana_venda: string }>(
    'select id, dias_semana_venda from rotas where empresa_id = $1',
    [empresaId],
  );
  const vinculos = await q<{ representante_id: number; rota_id: number }>(
    'select representante_id, rota_id from representantes_rotas where empresa_id = $1',
    [empresaId],
  );
  const clientes = (
    await q<{ id: number; rota_id: number | null; latitude: string | null; longitude: string | null }>(
      'select id, rota_id, latitude, longitude from clientes where empresa_id = $1',
      [empresaId],
    )
  ).map((c) => ({ ...c, latitude: num(c.latitude), longitude: num(c.longitude) }));
  const [empresa] = await q<{ raio_visita_m: number }>('select raio_visita_m from empresas where id = $1', [
    empresaId,
  ]);
  const visitas = await q<{
    cliente_id: number;
    representante_id: number;
    dia: string;
    resultado: ResultadoVisita | null;
    motivo_id: number | null;
    latitude: string | null;
    longitude: string | null;
    precisao_m: string | null;
  }>(
    `select cliente_id, representante_id, to_char(data_hora at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia,
       resultado, motivo_id, latitude, longitude, precisao_m
     from visitas where empresa_id = $1`,
    [empresaId],
  );
  const porId = new Map(clientes.map((c) => [c.id, c]));
  const reps = [...new Set([...vinculos, ...visitas].map((v) => v.representante_id))].filter(
    (r) => soRepresentante === undefined || r === soRepresentante,
  );
  const linhas: Linha[] = [];
  for (let i = 0; i < 7; i += 1) {
    const dia = somarDias(INICIO, i);
    const plano = planoDoDia(rotas, vinculos, clientes, dia);
    for (const rep of reps) {
      const doDia = visitas
        .filter((v) => v.representante_id === rep && v.dia === dia)
        .map((v) => {
          const c = porId.get(v.cliente_id);
          const distancia = distanciaDaVisita(
            { latitude: num(v.latitude), longitude: num(v.longitude) },
            { latitude: c?.latitude ?? null, longitude: c?.longitude ?? null },
          );
          return {
            cliente_id: v.cliente_id,
            resultado: v.resultado,
            motivo_id: v.motivo_id,
            fora_do_local: foraDoLocal(distancia, num(v.precisao_m), empresa?.raio_visita_m ?? 300),
          };
        });
      const { sem_venda, ...contagem } = contarRoteiro(plano.get(rep) ?? new Set(), doDia);
      if (contagem.planejados === 0 && doDia.length === 0) continue;
      linhas.push({
        representante_id: rep,
        data: dia,
        ...contagem,
        sem_venda: [...sem_venda]
          .map(([motivo_id, visitas]) => ({ motivo_id, visitas }))
          .sort((a, b) => a.motivo_id - b.motivo_id),
      });
    }
  }
  return linhas.sort((a, b) => a.representante_id - b.representante_id || a.data.localeCompare(b.data));
}

const ORDEM = 'order by empresa_id, dia, representante_id, rota_id';
const RESUMO = `select empresa_id, dia, representante_id, rota_id, clientes::int, com_pedido::int,
  ausentes::int, locais, motivos from visitas_roteiro ${ORDEM}`;

/**
 * The summary the triggers kept, row for row, equals the one made from nothing over every visit of every
 * company (what the migration's backfill does), in a transaction rolled back.
 */
async function resumoConfere(): Promise<void> {
  const mantido = await q(RESUMO);
  const cliente = await amb.banco.pool.connect();
  try {
    await cliente.query('begin');
    await cliente.query('delete from visitas_roteiro');
    await cliente.query(
      `select visitas_roteiro_refazer(array_agg(empresa_id), array_agg(dia), array_agg(representante_id))
         from (select distinct empresa_id, dia, representante_id from visitas) k having count(*) > 0`,
    );
    const refeito = (await cliente.query(RESUMO)).rows;
    expect(refeito.length).toBeGreaterThan(0);
    expect(mantido).toEqual(refeito);
  } finally {
    await cliente.query('rollback');
    cliente.release();
  }
}

let f: EmpresaTeste;
let base: Cadastro;
let p: number;
let rq: number;
let segQua: number;
let sex: number;
let cli: number[];
let motivos: number[];
let pedido: number;
let x: Cadastro;

const chamar = (metodo: 'POST' | 'PUT', url: string, corpo: unknown, token = f.token) =>
  amb.chamar(metodo, `/api/${url}`, corpo, token);
const id = async (url: string, corpo: Record<string, unknown>, token = f.token) => {
  const r = await chamar(url.endsWith('/update') ? 'PUT' : 'POST', url, corpo, token);
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return Number(r.corpo.retorno.id);
};
const visita = (cliente: number, rep: number, data_hora: string, extra: Record<string, unknown> = {}) =>
  id('visitas/create', { cliente_id: cliente, representante_id: rep, data_hora, ...extra });

/**
 * The pages of 3 lines (the screen's path: sums per representative, lines only for the page's) put
 * together equal the whole answer, with the same total, totals and compliance per representative.
 */
async function paginasConferem(e: EmpresaTeste): Promise<void> {
  const ler = async (corpo: Record<string, unknown>) =>
    (
      await amb.chamar(
        'POST',
        '/api/relatorios/roteiro',
        { data_ini: INICIO, data_fin: FIM, ...corpo },
        e.token,
      )
    ).corpo as unknown as {
      registros: unknown[];
      total?: number;
      totais: unknown;
      representantes: unknown;
    };
  const tudo = await ler({});
  const juntas: unknown[] = [];
  for (let deslocamento = 0; deslocamento <= tudo.registros.length; deslocamento += 3) {
    const pagina = await ler({ limite: 3, deslocamento });
    expect(pagina.total).toBe(tudo.registros.length);
    expect(pagina.totais).toEqual(tudo.totais);
    expect(pagina.representantes).toEqual(tudo.representantes);
    juntas.push(...pagina.registros);
  }
  expect(juntas).toEqual(tudo.registros);
}

/** The report agrees with the domain's count, its pages with it, and the summary with a count from scratch. */
async function confere(e: EmpresaTeste = f): Promise<Linha[]> {
  const linhas = await relatorio(e);
  expect(linhas).toEqual(await esperado(e.empresaId));
  await paginasConferem(e);
  await resumoConfere();
  return linhas;
}
const linhaDe = (linhas: Linha[], rep: number, data: string) =>
  linhas.find((l) => l.representante_id === rep && l.data === data);

beforeAll(async () => {
  f = await amb.novaEmpresa();
  await fundadaEm(amb, f.empresaId);
  base = await cadastrarTudo(amb, f, 'F');
  x = await cadastrarTudo(amb, await amb.novaEmpresa(), 'X');
  await fundadaEm(amb, x.empresa.empresaId);
  segQua = await id('rotas/create', { nome: 'Seg/Qua', dias_semana_venda: '0101000' });
  sex = await id('rotas/create', { nome: 'Sex', dias_semana_venda: '0000010' });
  p = await id('representantes/create', { nome: 'Paula', cnpj_cpf: '52998224725', rotas: [segQua, sex] });
  rq = await id('representantes/create', { nome: 'Quitéria', cnpj_cpf: '52998224725', rotas: [segQua] });
  cli = [];
  for (const [i, rota] of [segQua, segQua, segQua, sex, null].entries())
    cli.push(
      await id('clientes/create', {
        nome: `Loja ${i + 1}`,
        cnpj_cpf: '11222333000181',
        ...(rota === null ? {} : { rota_id: rota }),
        ...SE,
      }),
    );
  motivos = (
    ((await chamar('POST', 'motivosnaovenda/read', {})).corpo.registros ?? []) as { id: number }[]
  ).map((m) => m.id);
  pedido = await id(
    'pedidosvenda/create',
    pedidoDe({ ...base, clienteId: cli[0] as number, representanteId: p }),
  );
  // Monday: P visits 1 (order, near), 2 twice (no sale, one far), 4 (Friday's route), 5 (no route);
  // Q visits 3 (nobody there, accuracy 400 m). Wednesday: P visits 3. Friday: P visits 4.
  await visita(cli[0] as number, p, '2026-04-06 09:00', { resultado: 'pedido', pedido_id: pedido, ...PERTO });
  await visita(cli[1] as number, p, '2026-04-06 10:00', {
    resultado: 'sem_venda',
    motivo_id: motivos[0],
    ...CAMPINAS,
  });
  await visita(cli[1] as number, p, '2026-04-06 11:00', { resultado: 'sem_venda', motivo_id: motivos[1] });
  await visita(cli[3] as number, p, '2026-04-06 12:00');
  await visita(cli[4] as number, p, '2026-04-06 13:00', { ...PERTO, precisao_m: 120.5 });
  await visita(cli[2] as number, rq, '2026-04-06 23:30', { resultado: 'ausente', ...PERTO, precisao_m: 400 });
  await visita(cli[2] as number, p, '2026-04-08 09:00', { ...SE });
  await visita(cli[3] as number, p, '2026-04-10 09:00');
});

describe('relatorios/roteiro sobre o resumo das visitas', () => {
  it('a semana conhecida: o relatório confere com o domínio e o resumo com a conta do zero', async () => {
    const linhas = await confere();
    expect(linhaDe(linhas, p, '2026-04-06')).toMatchObject({
      planejados: 3,
      visitados: 2,
      fora_do_plano: 2,
      com_pedido: 1,
      fora_do_local: 1,
      sem_venda: [
        { motivo_id: motivos[0], visitas: 1 },
        { motivo_id: motivos[1], visitas: 1 },
      ].sort((a, b) => (a.motivo_id ?? 0) - (b.motivo_id ?? 0)),
    });
    expect(linhaDe(linhas, rq, '2026-04-06')).toMatchObject({ visitados: 1, ausentes: 1, fora_do_local: 1 });
  });

  it('nenhum dia antes da criação da empresa tem visita planejada', async () => {
    // Created on Wednesday 08/04/2026: Monday 06/04 (a Seg/Qua day) had no plan to miss; Wednesday has.
    await fundadaEm(amb, f.empresaId, '2026-04-08');
    try {
      const linhas = await relatorio(f);
      expect(linhaDe(linhas, p, '2026-04-06')?.planejados ?? 0).toBe(0);
      expect(linhas.filter((l) => l.data < '2026-04-08').every((l) => l.planejados === 0)).toBe(true);
      expect(linhaDe(linhas, p, '2026-04-08')?.planejados).toBe(3);
    } finally {
      await fundadaEm(amb, f.empresaId);
    }
  });

  it('o plano é o de hoje: dias da rota, rota do cliente e rotas do representante mudam o relatório', async () => {
    // "Sex" sells on Monday too: P's visit to customer 4 on Monday is now planned.
    await id('rotas/update', { id: sex, nome: 'Sex', dias_semana_venda: '0100010' });
    let linhas = await confere();
    expect(linhaDe(linhas, p, '2026-04-06')).toMatchObject({ planejados: 4, visitados: 3, fora_do_plano: 1 });
    // Customer 5 joins "Seg/Qua": planned for P and Q on Monday and Wednesday.
    await id('clientes/update', {
      id: cli[4],
      nome: 'Loja 5',
      cnpj_cpf: '11222333000181',
      rota_id: segQua,
      ...SE,
    });
    linhas = await confere();
    expect(linhaDe(linhas, p, '2026-04-06')).toMatchObject({ planejados: 5, visitados: 4, fora_do_plano: 0 });
    expect(linhaDe(linhas, rq, '2026-04-06')).toMatchObject({ planejados: 4, visitados: 1 });
    // Customer 2 leaves every route: its visits on Monday are off the plan.
    await id('clientes/update', { id: cli[1], nome: 'Loja 2', cnpj_cpf: '11222333000181', ...SE });
    linhas = await confere();
    expect(linhaDe(linhas, p, '2026-04-06')).toMatchObject({ planejados: 4, visitados: 3, fora_do_plano: 1 });
    // Q takes "Sex" too; P gives up "Seg/Qua".
    const corpoRep = (rep: number, nome: string, rotas: number[]) => ({
      id: rep,
      status: 1,
      nome,
      email: `${rep}@teste.com.br`,
      cnpj_cpf: '52998224725',
      rotas,
    });
    await id('representantes/update', corpoRep(rq, 'Quitéria', [segQua, sex]));
    await id('representantes/update', corpoRep(p, 'Paula', [sex]));
    linhas = await confere();
    expect(linhaDe(linhas, p, '2026-04-06')).toMatchObject({ planejados: 1, visitados: 1, fora_do_plano: 3 });
    expect(linhaDe(linhas, p, '2026-04-08')).toMatchObject({ planejados: 0, visitados: 0, fora_do_plano: 1 });
    // Back as it was.
    await id('representantes/update', corpoRep(p, 'Paula', [segQua, sex]));
    await id('representantes/update', corpoRep(rq, 'Quitéria', [segQua]));
    await id('rotas/update', { id: sex, nome: 'Sex', dias_semana_venda: '0000010' });
    await id('clientes/update', {
      id: cli[1],
      nome: 'Loja 2',
      cnpj_cpf: '11222333000181',
      rota_id: segQua,
      ...SE,
    });
    await id('clientes/update', { id: cli[4], nome: 'Loja 5', cnpj_cpf: '11222333000181', ...SE });
    await confere();
  });

  it('alterar e excluir visitas: resultado, motivo, dia, representante, cliente e lugar', async () => {
    const v = await visita(cli[0] as number, rq, '2026-04-08 15:00', {
      resultado: 'sem_venda',
      motivo_id: motivos[2],
    });
    let linhas = await confere();
    expect(linhaDe(linhas, rq, '2026-04-08')).toMatchObject({
      visitados: 1,
      sem_venda: [{ motivo_id: motivos[2], visitas: 1 }],
    });
    const alterar = (extra: Record<string, unknown>) =>
      id('visitas/update', {
        id: v,
        cliente_id: cli[0],
        representante_id: rq,
        data_hora: '2026-04-08 15:00',
        ...extra,
      });
    await alterar({ resultado: 'pedido', pedido_id: pedido });
    linhas = await confere();
    expect(linhaDe(linhas, rq, '2026-04-08')).toMatchObject({ com_pedido: 1, sem_venda: [] });
    await alterar({ resultado: 'ausente', ...CAMPINAS });
    linhas = await confere();
    expect(linhaDe(linhas, rq, '2026-04-08')).toMatchObject({ com_pedido: 0, ausentes: 1, fora_do_local: 1 });
    // Another day (Monday), then another representative, then another customer.
    await alterar({ resultado: 'ausente', data_hora: '2026-04-06 15:00' });
    linhas = await confere();
    expect(linhaDe(linhas, rq, '2026-04-08')).toMatchObject({ visitados: 0, ausentes: 0 });
    expect(linhaDe(linhas, rq, '2026-04-06')).toMatchObject({ visitados: 2, ausentes: 2 });
    await id('visitas/update', {
      id: v,
      cliente_id: cli[3],
      representante_id: p,
      data_hora: '2026-04-10 15:00',
    });
    linhas = await confere();
    expect(linhaDe(linhas, rq, '2026-04-06')).toMatchObject({ visitados: 1, ausentes: 1 });
    expect(linhaDe(linhas, p, '2026-04-10')).toMatchObject({ visitados: 1 });
    // Only the note changes: no key is summed again, nothing changes.
    const antes = await q(`select * from visitas_roteiro where empresa_id = $1 ${ORDEM}`, [f.empresaId]);
    await id('visitas/update', {
      id: v,
      cliente_id: cli[3],
      representante_id: p,
      data_hora: '2026-04-10 15:00',
      obs: 'só a observação',
    });
    expect(await q(`select * from visitas_roteiro where empresa_id = $1 ${ORDEM}`, [f.empresaId])).toEqual(
      antes,
    );
    expect((await chamar('POST', 'visitas/delete', { id: v })).status).toBe(200);
    linhas = await confere();
    expect(linhaDe(linhas, p, '2026-04-10')).toMatchObject({ visitados: 1, fora_do_plano: 0 });
  });

  it('o lugar do cliente muda a distância das suas visitas, e o relatório', async () => {
    const loja2 = { id: cli[1], nome: 'Loja 2', cnpj_cpf: '11222333000181', rota_id: segQua };
    await id('clientes/update', { ...loja2, ...CAMPINAS });
    expect(linhaDe(await confere(), p, '2026-04-06')?.fora_do_local).toBe(0);
    await id('clientes/update', { ...loja2, ...SE });
    expect(linhaDe(await confere(), p, '2026-04-06')?.fora_do_local).toBe(1);
  });

  it('o raio da empresa é lido na hora do relatório', async () => {
    const empresa = (await chamar('POST', 'empresas/read', {})).corpo.registros?.[0] as Record<
      string,
      unknown
    >;
    const { token: _t, raio_visita_m: _r, usa_merchant: _u, ...resto } = empresa;
    const raio = async (m: number) => {
      expect((await chamar('PUT', 'empresas/update', { ...resto, raio_visita_m: m })).status).toBe(200);
      return confere();
    };
    // 300 m (the default): Campinas (~84 km) and the 400 m accuracy are out of place.
    let linhas = await raio(300);
    expect(linhaDe(linhas, p, '2026-04-06')?.fora_do_local).toBe(1);
    expect(linhaDe(linhas, rq, '2026-04-06')?.fora_do_local).toBe(1);
    // 400 m: an accuracy of exactly the radius is in place.
    linhas = await raio(400);
    expect(linhaDe(linhas, rq, '2026-04-06')?.fora_do_local).toBe(0);
    // 120 m: the 120.5 m accuracy is out of place, the ~50 m visits are not.
    linhas = await raio(120);
    expect(linhaDe(linhas, p, '2026-04-06')?.fora_do_local).toBe(2);
    // 10 m: every visit with a place further than 10 m or an accuracy over it.
    linhas = await raio(10);
    expect(linhaDe(linhas, p, '2026-04-06')?.fora_do_local).toBe(3);
    linhas = await raio(100000);
    expect(linhas.every((l) => l.fora_do_local === 0)).toBe(true);
    await raio(300);
  });

  it('outra empresa: as suas visitas e mudanças não entram; um vendedor vê só o seu representante', async () => {
    const antes = await relatorio(f);
    // Company X records visits on the same days, moves its customer and changes its route.
    const xp = (url: string, corpo: Record<string, unknown>) => id(url, corpo, x.empresa.token);
    await xp('visitas/create', {
      cliente_id: x.clienteId,
      representante_id: x.representanteId,
      data_hora: '2026-04-06 10:00',
      resultado: 'ausente',
    });
    await xp('rotas/update', { id: x.rotaId, nome: 'Rota X', dias_semana_venda: '1111111' });
    await xp('clientes/update', {
      id: x.clienteId,
      nome: 'Cliente X',
      cnpj_cpf: '11222333000181',
      rota_id: x.rotaId,
      ...CAMPINAS,
    });
    expect(await relatorio(f)).toEqual(antes);
    const daOutra = await confere(x.empresa);
    expect(daOutra.length).toBeGreaterThan(0);
    expect(daOutra.every((l) => l.representante_id === x.representanteId)).toBe(true);
    // F's vendedor of Q: only Q's lines, the same as the administrator's.
    const usuario = await id('usuarios/create', {
      nome: 'Vend Q',
      email: `q-resumo-${f.empresaId}@t.com.br`,
      papel: 'vendedor',
      representante_id: rq,
    });
    const vendQ = (await entrarComo(amb, usuario)).token;
    expect(await relatorio(f, vendQ)).toEqual(antes.filter((l) => l.representante_id === rq));
    expect(await relatorio(f, vendQ)).toEqual(await esperado(f.empresaId, rq));
  });

  it('duas transações gravando visitas do mesmo representante e dia: nenhuma se perde no resumo', async () => {
    const c1 = await amb.banco.pool.connect();
    const c2 = await amb.banco.pool.connect();
    try {
      const inserir = `insert into visitas (empresa_id, cliente_id, representante_id, data_hora, resultado)
        values ($1, $2, $3, '2026-04-08 12:00-03', 'ausente')`;
      await c1.query('begin');
      await c1.query(inserir, [f.empresaId, cli[0], rq]);
      await c2.query('begin');
      const segunda = c2.query(inserir, [f.empresaId, cli[1], rq]);
      // The second waits for the first's lock on the representative before it sums the day.
      for (let i = 0; i < 50; i += 1) {
        const [espera] = await q<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into visitas%'`,
        );
        if ((espera?.n ?? 0) > 0) break;
        await new Promise((ok) => setTimeout(ok, 20));
      }
      await c1.query('commit');
      await segunda;
      await c2.query('commit');
    } finally {
      c1.release();
      c2.release();
    }
    const linhas = await confere();
    expect(linhaDe(linhas, rq, '2026-04-08')).toMatchObject({ visitados: 2, ausentes: 2 });
  });
});
