// Issue 28: check-in/check-out, place, outcome and reason of a visit; reasons for no sale; the route report.
import {
  contarRoteiro,
  distanciaM,
  type LinhaRoteiro,
  MOTIVOS_PADRAO,
  percentual,
  planoDoDia,
  type RespostaEndpoint,
  somarDias,
  type Visita,
  type VisitaDoDia,
} from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { fundadaEm } from '../../test/empresa-antiga.ts';
import { entrarComo, usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { pedidoDe } from '../../test/matriz-papeis.ts';
import { recusaSemGravar } from '../../test/recusa.ts';
import { type Cadastro, cadastrarTudo } from '../../test/seguranca-dados.ts';
import { motivosNaoVenda, visitas } from '../db/schema.ts';

const amb = ambienteDoArquivo();
let e: EmpresaTeste;
let a: Cadastro;
let b: Cadastro;
let x: Cadastro;
let vendA: string;
let motivoPreco: number;
let motivoX: number;

const SE = { latitude: -23.55052, longitude: -46.633308 };
const CAMPINAS = { latitude: -22.905697, longitude: -47.060861 };
// ~50 m north of the Praça da Sé.
const PERTO = { latitude: -23.55007, longitude: -46.633308 };

const chamar = (metodo: 'POST' | 'PUT', url: string, corpo: unknown, token = e.token) =>
  amb.chamar(metodo, `/api/${url}`, corpo, token);
const criar = (corpo: Record<string, unknown>, token = e.token) =>
  chamar('POST', 'visitas/create', corpo, token);
const ler = async (filtro: Record<string, unknown> = {}, token = e.token) =>
  (await chamar('POST', 'visitas/read', { data_ini: '2026-03-01', data_fin: '2026-03-31', ...filtro }, token))
    .corpo;
const linhasVisitas = () => amb.banco.db.select().from(visitas).orderBy(visitas.id);
const idDe = (r: { corpo: { retorno: { id?: unknown } } }) => Number(r.corpo.retorno.id);
/** A visit to `c`'s customer by `c`'s representative; answers its id. */
const visitaDe = async (c: Cadastro, dados: Record<string, unknown>) =>
  idDe(await criar({ cliente_id: c.clienteId, representante_id: c.representanteId, ...dados }));

async function motivos(token: string) {
  return ((await chamar('POST', 'motivosnaovenda/read', {}, token)).corpo.registros ?? []) as {
    id: number;
    descricao: string;
  }[];
}

beforeAll(async () => {
  e = await amb.novaEmpresa();
  await fundadaEm(amb, e.empresaId);
  a = await cadastrarTudo(amb, e, 'A');
  b = await cadastrarTudo(amb, e, 'B');
  x = await cadastrarTudo(amb, await amb.novaEmpresa(), 'X');
  vendA = (await entrarComo(amb, a.usuarioId)).token;
  motivoPreco = (await motivos(e.token)).find((m) => m.descricao === 'Preço')?.id ?? 0;
  motivoX = (await motivos(x.empresa.token))[0]?.id ?? 0;
  // Customer A is at the Praça da Sé.
  const r = await chamar('PUT', 'clientes/update', {
    id: a.clienteId,
    nome: 'Cliente A',
    cnpj_cpf: '11222333000181',
    rota_id: a.rotaId,
    ...SE,
  });
  expect(r.status).toBe(200);
});

describe('motivosnaovenda', () => {
  it('a empresa nasce com a lista padrão', async () => {
    expect((await motivos(e.token)).map((m) => m.descricao).sort()).toEqual([...MOTIVOS_PADRAO].sort());
  });

  it('cadastra, lê, altera e exclui; em uso dá 409; de outra empresa 404', async () => {
    const id = idDe(await chamar('POST', 'motivosnaovenda/create', { descricao: ' Produto vencido ' }));
    expect((await chamar('POST', 'motivosnaovenda/read_one', { id })).corpo.registros).toEqual([
      { id, descricao: 'Produto vencido' },
    ]);
    expect((await chamar('PUT', 'motivosnaovenda/update', { id, descricao: 'Vencido' })).status).toBe(200);
    expect((await chamar('POST', 'motivosnaovenda/read_one', { id }, x.empresa.token)).status).toBe(404);
    expect(
      (await chamar('PUT', 'motivosnaovenda/update', { id, descricao: 'Y' }, x.empresa.token)).status,
    ).toBe(404);
    expect((await chamar('POST', 'motivosnaovenda/delete', { id }, x.empresa.token)).status).toBe(404);
    const v = await visitaDe(a, {
      data_hora: '2026-02-01 10:00',
      resultado: 'sem_venda',
      motivo_id: id,
    });
    const emUso = await chamar('POST', 'motivosnaovenda/delete', { id });
    expect(emUso.status).toBe(409);
    expect(emUso.corpo.retorno.mensagem).toBe('Não é possível excluir: este motivo é usado em 1 visita(s).');
    await chamar('POST', 'visitas/delete', { id: v });
    expect((await chamar('POST', 'motivosnaovenda/delete', { id })).status).toBe(200);
    expect((await chamar('POST', 'motivosnaovenda/read_one', { id })).status).toBe(404);
  });

  it('descrição vazia ou longa: 400 e nada gravado; vendedor lê mas não cadastra', async () => {
    const medir = () =>
      amb.banco.db.select().from(motivosNaoVenda).where(eq(motivosNaoVenda.empresaId, e.empresaId));
    await recusaSemGravar(
      () => chamar('POST', 'motivosnaovenda/create', { descricao: ' ' }),
      'Informe a descrição do motivo.',
      medir,
    );
    await recusaSemGravar(
      () => chamar('POST', 'motivosnaovenda/create', { descricao: 'x'.repeat(101) }),
      'O campo descrição deve ter no máximo 100 caracteres.',
      medir,
    );
    expect((await motivos(vendA)).length).toBeGreaterThan(0);
    expect((await chamar('POST', 'motivosnaovenda/create', { descricao: 'Z' }, vendA)).status).toBe(403);
  });

  it('sem sessão: 401', async () => {
    for (const [m, u] of [
      ['POST', 'motivosnaovenda/read'],
      ['POST', 'motivosnaovenda/create'],
      ['PUT', 'motivosnaovenda/update'],
      ['POST', 'motivosnaovenda/delete'],
      ['PUT', 'visitas/update'],
      ['POST', 'visitas/usar_localizacao'],
      ['POST', 'relatorios/roteiro'],
    ] as const)
      expect((await amb.chamar(m, `/api/${u}`, { id: 1 })).status).toBe(401);
  });
});

describe('visitas com check-in, local e resultado', () => {
  it('grava os campos novos e lê distância, fora do local e o motivo', async () => {
    const perto = await visitaDe(a, {
      data_hora: '2026-03-10 09:00',
      checkin_em: '2026-03-10 09:00',
      checkout_em: '2026-03-10T12:20:00Z',
      ...PERTO,
      precisao_m: 8,
      resultado: 'sem_venda',
      motivo_id: motivoPreco,
    });
    const longe = await visitaDe(a, {
      data_hora: '2026-03-10 15:00',
      ...CAMPINAS,
      resultado: 'pedido',
      pedido_id: a.pedidoId,
      origem: 'campo',
    });
    const lidas = (await ler({ data_ini: '2026-03-10', data_fin: '2026-03-10' })).registros ?? [];
    const porId = new Map(lidas.map((v) => [v.id, v]));
    expect(porId.get(perto)).toMatchObject({
      checkin_em: '2026-03-10T12:00:00Z',
      checkout_em: '2026-03-10T12:20:00Z',
      latitude: PERTO.latitude,
      longitude: PERTO.longitude,
      precisao_m: 8,
      resultado: 'sem_venda',
      motivo_id: motivoPreco,
      motivo: 'Preço',
      origem: 'escritorio',
      distancia_m: distanciaM(PERTO, SE),
      fora_do_local: false,
    });
    expect(porId.get(longe)).toMatchObject({
      resultado: 'pedido',
      pedido_id: a.pedidoId,
      motivo: '',
      origem: 'campo',
      distancia_m: distanciaM(CAMPINAS, SE),
      fora_do_local: true,
    });
    // Filters: result, out of place, representative.
    const f = async (filtro: Record<string, unknown>) =>
      ((await ler({ data_ini: '2026-03-10', data_fin: '2026-03-10', ...filtro })).registros ?? []).map(
        (v) => v.id,
      );
    expect(await f({ resultado: 'pedido' })).toEqual([longe]);
    expect(await f({ fora_do_local: 1 })).toEqual([longe]);
    expect(await f({ fora_do_local: 0 })).toEqual([perto]);
    expect(await f({ representante_id: b.representanteId })).toEqual([]);
    expect((await f({ representante_id: a.representanteId })).sort()).toEqual([perto, longe].sort());
  });

  it('uma visita antiga (sem os campos novos) continua igual', async () => {
    const id = await visitaDe(b, { data_hora: '2026-03-12 10:00' });
    const v = ((await ler({ data_ini: '2026-03-12', data_fin: '2026-03-12' })).registros ?? []).find(
      (l) => l.id === id,
    );
    expect(v).toMatchObject({
      obs: '',
      resultado: null,
      motivo_id: null,
      motivo: '',
      latitude: null,
      distancia_m: null,
      fora_do_local: false,
      origem: 'escritorio',
    });
  });

  it('precisão pior que o raio marca fora do local; o raio é da empresa (padrão 300)', async () => {
    const empresa = (await chamar('POST', 'empresas/read', {})).corpo.registros?.[0] as Record<
      string,
      unknown
    >;
    expect(empresa.raio_visita_m).toBe(300);
    const id = await visitaDe(a, {
      data_hora: '2026-03-13 10:00',
      ...PERTO,
      precisao_m: 400,
    });
    const fora = async () =>
      ((await ler({ data_ini: '2026-03-13', data_fin: '2026-03-13' })).registros ?? []).find(
        (l) => l.id === id,
      )?.fora_do_local;
    expect(await fora()).toBe(true);
    const { token: _t, raio_visita_m: _r, usa_merchant: _u, ...resto } = empresa;
    const alterada = await chamar('PUT', 'empresas/update', { ...resto, raio_visita_m: 500 });
    expect(alterada.status).toBe(200);
    expect(await fora()).toBe(false);
    // An update without the field keeps the radius.
    await chamar('PUT', 'empresas/update', resto);
    const lida = (await chamar('POST', 'empresas/read', {})).corpo.registros?.[0];
    expect(lida?.raio_visita_m).toBe(500);
    const ruim = await chamar('PUT', 'empresas/update', { ...resto, raio_visita_m: 5 });
    expect(ruim.status).toBe(400);
    expect(ruim.corpo.retorno.mensagem).toBe(
      'O campo raio_visita_m deve ser um número inteiro de metros entre 10 e 100000.',
    );
    await chamar('PUT', 'empresas/update', { ...resto, raio_visita_m: 300 });
  });

  it('entradas ruins: 400 com o campo na mensagem e nada gravado', async () => {
    const base = {
      cliente_id: a.clienteId,
      representante_id: a.representanteId,
      data_hora: '2026-03-14 10:00',
    };
    const casos: [Record<string, unknown>, string][] = [
      [{ latitude: 91, longitude: 0 }, 'O campo latitude deve ser um número entre -90 e 90.'],
      [
        { checkin_em: '2026-03-14 10:00', checkout_em: '2026-03-14 09:59' },
        'O campo checkout_em deve ser igual ou posterior ao checkin_em.',
      ],
      [{ resultado: 'sem_venda' }, 'O campo motivo_id é obrigatório quando o resultado é sem_venda.'],
      [
        { resultado: 'sem_venda', motivo_id: motivoX },
        'Motivo não encontrado: informe em motivo_id um motivo de não venda cadastrado.',
      ],
      [
        { resultado: 'pedido', pedido_id: x.pedidoId },
        'Pedido não encontrado: informe em pedido_id um pedido deste cliente.',
      ],
      // An order of this company, but of another customer.
      [
        { resultado: 'pedido', pedido_id: b.pedidoId },
        'Pedido não encontrado: informe em pedido_id um pedido deste cliente.',
      ],
      [{ precisao_m: 100001 }, 'O campo precisao_m deve ser um número entre 0 e 100000.'],
    ];
    for (const [troca, mensagem] of casos)
      await recusaSemGravar(() => criar({ ...base, ...troca }), mensagem, linhasVisitas);
  });

  it('visitas/update altera os campos; a de outra empresa dá 404 e nada muda', async () => {
    const id = await visitaDe(a, { data_hora: '2026-03-15 10:00' });
    const r = await chamar('PUT', 'visitas/update', {
      id,
      cliente_id: a.clienteId,
      representante_id: a.representanteId,
      resultado: 'ausente',
      obs: 'fechado',
    });
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Visita alterada com sucesso!' });
    const v = ((await ler({ data_ini: '2026-03-15', data_fin: '2026-03-15' })).registros ?? []).find(
      (l) => l.id === id,
    );
    expect(v).toMatchObject({ resultado: 'ausente', obs: 'fechado', data_hora: '2026-03-15T13:00:00Z' });
    await recusaSemGravar(
      () =>
        chamar('PUT', 'visitas/update', {
          id,
          cliente_id: a.clienteId,
          representante_id: a.representanteId,
          latitude: 91,
          longitude: 1,
        }),
      'O campo latitude deve ser um número entre -90 e 90.',
      linhasVisitas,
    );
    const antes = await linhasVisitas();
    const alheia = await chamar('PUT', 'visitas/update', {
      id: x.visitaId,
      cliente_id: a.clienteId,
      representante_id: a.representanteId,
    });
    expect(alheia.status).toBe(404);
    expect(await linhasVisitas()).toEqual(antes);
  });

  it('usar a localização da visita no cliente; sem localização 400; de outra empresa 404', async () => {
    const id = await visitaDe(b, {
      data_hora: '2026-03-16 10:00',
      ...CAMPINAS,
    });
    expect((await chamar('POST', 'visitas/usar_localizacao', { id })).status).toBe(200);
    const cliente = (await chamar('POST', 'clientes/read_one', { id: b.clienteId })).corpo.registros?.[0];
    expect(cliente).toMatchObject(CAMPINAS);
    const semLocal = await visitaDe(b, {});
    const r = await chamar('POST', 'visitas/usar_localizacao', { id: semLocal });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Esta visita não tem localização registrada.');
    expect((await chamar('POST', 'visitas/usar_localizacao', { id: x.visitaId })).status).toBe(404);
    await chamar('POST', 'visitas/delete', { id: semLocal });
  });

  it('cliente: latitude sem longitude é 400', async () => {
    const r = await chamar('POST', 'clientes/create', {
      nome: 'Sem par',
      cnpj_cpf: '11222333000181',
      latitude: -23,
    });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Informe latitude e longitude juntas.');
  });
});

describe('limites do vendedor', () => {
  it('cliente de outro representante: 404; em nome de outro: 403; registra como campo e lê só as suas', async () => {
    const antes = await linhasVisitas();
    const outro = await criar({ cliente_id: b.clienteId, representante_id: a.representanteId }, vendA);
    expect(outro.status).toBe(404);
    const emNomeDeOutro = await criar(
      { cliente_id: a.clienteId, representante_id: b.representanteId },
      vendA,
    );
    expect(emNomeDeOutro.status).toBe(403);
    expect(await linhasVisitas()).toEqual(antes);
    const id = idDe(
      await criar(
        {
          cliente_id: a.clienteId,
          representante_id: a.representanteId,
          data_hora: '2026-03-17 10:00',
          resultado: 'sem_venda',
          motivo_id: motivoPreco,
        },
        vendA,
      ),
    );
    const minhas = (await ler({ data_ini: '2026-03-01', data_fin: '2026-03-31' }, vendA)).registros ?? [];
    expect(minhas.find((v) => v.id === id)).toMatchObject({
      origem: 'campo',
      representante_id: a.representanteId,
    });
    expect(minhas.every((v) => v.representante_id === a.representanteId)).toBe(true);
    // Another representative's visit: 404 on update.
    const deB = ((await ler({ data_ini: '2026-03-12', data_fin: '2026-03-12' })).registros ?? [])[0];
    const r = await chamar(
      'PUT',
      'visitas/update',
      { id: deB?.id, cliente_id: a.clienteId, representante_id: a.representanteId },
      vendA,
    );
    expect(r.status).toBe(404);
  });
});

describe('relatorios/roteiro', () => {
  // A small known plan in a company of its own: rep P has route "Seg/Qua" (customers 1, 2, 3) and
  // route "Sex" (customer 4); rep Q shares "Seg/Qua". Week of 2026-04-06 (a Monday) to 2026-04-12.
  let f: EmpresaTeste;
  let p: number;
  let q: number;
  let cli: number[];
  let segQua: number;
  let sex: number;
  let motivo: number;
  let pedido: number;

  const id = async (url: string, corpo: Record<string, unknown>) =>
    idDe(await chamar('POST', url, corpo, f.token));

  beforeAll(async () => {
    f = await amb.novaEmpresa();
    await fundadaEm(amb, f.empresaId);
    const base = await cadastrarTudo(amb, f, 'F');
    segQua = await id('rotas/create', { nome: 'Seg/Qua', dias_semana_venda: '0101000' });
    sex = await id('rotas/create', { nome: 'Sex', dias_semana_venda: '0000010' });
    p = await id('representantes/create', { nome: 'Paula', cnpj_cpf: '52998224725', rotas: [segQua, sex] });
    q = await id('representantes/create', { nome: 'Quitéria', cnpj_cpf: '52998224725', rotas: [segQua] });
    cli = [];
    for (const [i, rota] of [segQua, segQua, segQua, sex].entries())
      cli.push(
        await id('clientes/create', {
          nome: `Loja ${i + 1}`,
          cnpj_cpf: '11222333000181',
          rota_id: rota,
          ...SE,
        }),
      );
    motivo = (await motivos(f.token)).find((m) => m.descricao === 'Concorrência')?.id ?? 0;
    pedido = await id('pedidosvenda/create', {
      ...pedidoDe({
        ...base,
        clienteId: cli[0] as number,
        representanteId: p,
      }),
    });
    const v = (cliente: number, rep: number, data_hora: string, extra: Record<string, unknown> = {}) =>
      id('visitas/create', { cliente_id: cliente, representante_id: rep, data_hora, ...extra });
    // Monday: P visits 1 (order), 2 (no sale, far), 4 (not planned on Monday). Q visits 3 (nobody there).
    await v(cli[0] as number, p, '2026-04-06 09:00', { resultado: 'pedido', pedido_id: pedido, ...PERTO });
    await v(cli[1] as number, p, '2026-04-06 10:00', {
      resultado: 'sem_venda',
      motivo_id: motivo,
      ...CAMPINAS,
    });
    await v(cli[1] as number, p, '2026-04-06 11:00', { resultado: 'sem_venda', motivo_id: motivo });
    await v(cli[3] as number, p, '2026-04-06 12:00');
    await v(cli[2] as number, q, '2026-04-06 23:30', { resultado: 'ausente' });
    // Friday: P visits 4.
    await v(cli[3] as number, p, '2026-04-10 09:00', {
      resultado: 'pedido',
      pedido_id: await id('pedidosvenda/create', {
        ...pedidoDe({
          ...base,
          clienteId: cli[3] as number,
          representanteId: p,
        }),
      }),
    });
  });

  const roteiro = async (corpo: Record<string, unknown>, token = f.token) =>
    chamar('POST', 'relatorios/roteiro', { data_ini: '2026-04-06', data_fin: '2026-04-12', ...corpo }, token);

  it('os números de uma semana conhecida', async () => {
    const r = await roteiro({});
    expect(r.status).toBe(200);
    const linhas = (r.corpo.registros ?? []) as Record<string, unknown>[];
    const de = (rep: number, data: string) =>
      linhas.find((l) => l.representante_id === rep && l.data === data);
    expect(de(p, '2026-04-06')).toMatchObject({
      representante: 'Paula',
      planejados: 3,
      visitados: 2,
      fora_do_plano: 1,
      com_pedido: 1,
      sem_venda: [{ motivo_id: motivo, motivo: 'Concorrência', visitas: 2 }],
      ausentes: 0,
      fora_do_local: 1,
      cumprimento: 66.7,
      positivacao: 33.3,
    });
    expect(de(q, '2026-04-06')).toMatchObject({
      planejados: 3,
      visitados: 1,
      ausentes: 1,
      cumprimento: 33.3,
      positivacao: 0,
    });
    expect(de(p, '2026-04-08')).toMatchObject({
      planejados: 3,
      visitados: 0,
      cumprimento: 0,
      positivacao: null,
    });
    expect(de(p, '2026-04-10')).toMatchObject({
      planejados: 1,
      visitados: 1,
      com_pedido: 1,
      cumprimento: 100,
      positivacao: 100,
    });
    // Sunday, Tuesday...: nothing planned, no visit, no line. The representative of cadastrarTudo has a
    // route with no day and no visit in the week.
    expect(linhas.filter((l) => l.data === '2026-04-07')).toEqual([]);
    expect(linhas.map((l) => l.representante_id).every((rep) => rep === p || rep === q)).toBe(true);
  });

  it('concorda com o plano e a contagem do domínio em cada dia', async () => {
    const linhas = ((await roteiro({})).corpo.registros ?? []) as Record<string, unknown>[];
    const rotas = [
      { id: segQua, dias_semana_venda: '0101000' },
      { id: sex, dias_semana_venda: '0000010' },
    ];
    const vinculos = [
      { representante_id: p, rota_id: segQua },
      { representante_id: p, rota_id: sex },
      { representante_id: q, rota_id: segQua },
    ];
    const clientesPlano = cli.map((c, i) => ({ id: c, rota_id: i < 3 ? segQua : sex }));
    const todas = (
      ((await ler({ data_ini: '2026-04-06', data_fin: '2026-04-12' }, f.token)).registros ?? []) as Visita[]
    ).filter((v) => v.representante_id === p || v.representante_id === q);
    for (let i = 0; i < 7; i += 1) {
      const dia = somarDias('2026-04-06', i);
      const plano = planoDoDia(rotas, vinculos, clientesPlano, dia);
      for (const rep of [p, q]) {
        const doDia: VisitaDoDia[] = todas
          .filter((v) => v.representante_id === rep)
          .filter(
            (v) =>
              new Date(v.data_hora).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }) === dia,
          )
          .map((v) => ({
            cliente_id: v.cliente_id,
            resultado: v.resultado,
            motivo_id: v.motivo_id,
            fora_do_local: v.fora_do_local,
          }));
        // Every count the domain makes, the reasons (a map there, a list in the answer) checked elsewhere.
        const { sem_venda: _, ...contagem } = contarRoteiro(plano.get(rep) ?? new Set(), doDia);
        const linha = linhas.find((l) => l.representante_id === rep && l.data === dia);
        if (contagem.planejados === 0 && doDia.length === 0) {
          expect(linha).toBeUndefined();
          continue;
        }
        expect(linha).toMatchObject(contagem);
      }
    }
  });

  it('filtro por representante; exporta CSV; período ruim 400', async () => {
    const so = ((await roteiro({ representante_id: q })).corpo.registros ?? []) as Record<string, unknown>[];
    expect(so.map((l) => l.representante)).toEqual(['Quitéria', 'Quitéria']);
    const csv = await amb.app.inject({
      method: 'GET',
      url: '/api/relatorios/roteiro/exportar?formato=csv&data_ini=2026-04-06&data_fin=2026-04-12',
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Cumprimento (%)');
    expect(csv.body).toContain('Concorrência: 2');
    const inverso = await roteiro({ data_ini: '2026-04-12', data_fin: '2026-04-06' });
    expect(inverso.status).toBe(400);
    expect(inverso.corpo.retorno.mensagem).toBe('A data final deve ser igual ou posterior à data inicial.');
    const longo = await roteiro({ data_ini: '2026-01-01', data_fin: '2026-12-31' });
    expect(longo.corpo.retorno.mensagem).toBe('O período (data_ini a data_fin) deve ter no máximo 93 dias.');
  });

  type Linha = LinhaRoteiro;
  type Resposta = RespostaEndpoint<'relatorios/roteiro'>;
  const lerRoteiro = async (corpo: Record<string, unknown>, token = f.token) =>
    (await roteiro(corpo, token)).corpo as unknown as Resposta;
  /** The totals the answer must carry: the lines summed, the percentages over the sums. */
  function somas(linhas: Linha[]) {
    const soma = (
      k: 'planejados' | 'visitados' | 'fora_do_plano' | 'com_pedido' | 'ausentes' | 'fora_do_local',
    ) => linhas.reduce((t, l) => t + l[k], 0);
    const motivos = new Map<number, { motivo_id: number; motivo: string; visitas: number }>();
    for (const m of linhas.flatMap((l) => l.sem_venda))
      motivos.set(m.motivo_id, { ...m, visitas: (motivos.get(m.motivo_id)?.visitas ?? 0) + m.visitas });
    return {
      planejados: soma('planejados'),
      visitados: soma('visitados'),
      fora_do_plano: soma('fora_do_plano'),
      com_pedido: soma('com_pedido'),
      ausentes: soma('ausentes'),
      fora_do_local: soma('fora_do_local'),
      sem_venda: [...motivos.values()],
      cumprimento: percentual(soma('visitados'), soma('planejados')),
      positivacao: percentual(soma('com_pedido'), soma('visitados') + soma('fora_do_plano')),
    };
  }
  const porRepresentante = (linhas: Linha[], rep: number) => {
    const doRep = linhas.filter((l) => l.representante_id === rep);
    const t = somas(doRep);
    return {
      representante_id: rep,
      planejados: t.planejados,
      visitados: t.visitados,
      cumprimento: t.cumprimento,
    };
  };

  it('pagina as linhas; total, totais e cumprimento por representante cobrem o período inteiro', async () => {
    const tudo = await lerRoteiro({});
    expect(tudo.total).toBeUndefined();
    const linhas = tudo.registros;
    expect(linhas.length).toBeGreaterThan(3);
    const p1 = await lerRoteiro({ limite: 2 });
    const p2 = await lerRoteiro({ limite: 2, deslocamento: 2 });
    const resto = await lerRoteiro({ limite: 100, deslocamento: 4 });
    expect([...p1.registros, ...p2.registros, ...resto.registros]).toEqual(linhas);
    expect(p1.registros).toHaveLength(2);
    for (const r of [tudo, p1, p2, resto]) {
      if (r !== tudo) expect(r.total).toBe(linhas.length);
      expect(r.totais).toEqual(somas(linhas));
      expect(r.representantes).toEqual([
        { representante: 'Paula', ...porRepresentante(linhas, p) },
        { representante: 'Quitéria', ...porRepresentante(linhas, q) },
      ]);
    }
    // The known week: P planned 3 + 3 + 1 and visited 2 + 0 + 1; Q planned 3 + 3 and visited 1.
    expect(p1.representantes.map((r) => r.cumprimento)).toEqual([42.9, 16.7]);
    expect(p1.totais).toMatchObject({ planejados: 13, visitados: 4, fora_do_plano: 1, ausentes: 1 });
    const alem = await lerRoteiro({ limite: 10, deslocamento: 50 });
    expect(alem.registros).toEqual([]);
    expect(alem.total).toBe(linhas.length);
    expect(alem.totais).toEqual(p1.totais);
  });

  it('página: um vendedor soma só o seu representante; outra empresa, nada; limite e deslocamento ruins 400', async () => {
    const vendP = (await usuarioDaEmpresa(amb, f, 'vendedor', p)).token;
    const dele = (await lerRoteiro({})).registros.filter((l) => l.representante_id === p);
    const pagina = await lerRoteiro({ limite: 1, representante_id: q }, vendP);
    expect(pagina.total).toBe(dele.length);
    expect(pagina.registros.map((l) => l.representante)).toEqual(['Paula']);
    expect(pagina.totais).toEqual(somas(dele));
    expect(pagina.representantes).toEqual([{ representante: 'Paula', ...porRepresentante(dele, p) }]);
    const outra = await lerRoteiro({ limite: 10 }, x.empresa.token);
    expect(outra).toMatchObject({
      registros: [],
      total: 0,
      representantes: [],
      totais: { planejados: 0, visitados: 0, sem_venda: [], cumprimento: null, positivacao: null },
    });
    for (const [corpo, campo] of [
      [{ limite: 0 }, 'limite'],
      [{ limite: 101 }, 'limite'],
      [{ limite: 'dez' }, 'limite'],
      [{ limite: 10, deslocamento: -1 }, 'deslocamento'],
    ] as const) {
      const r = await roteiro(corpo);
      expect(r.status).toBe(400);
      expect(r.corpo.retorno.mensagem).toContain(campo);
    }
  });

  it('a distância guardada na visita segue o lugar do cliente e o da visita', async () => {
    const foraDe = async () =>
      (await lerRoteiro({})).registros.find((l) => l.representante_id === p && l.data === '2026-04-06')
        ?.fora_do_local;
    expect(await foraDe()).toBe(1);
    const loja2 = { id: cli[1], nome: 'Loja 2', cnpj_cpf: '11222333000181', rota_id: segQua };
    // Loja 2 moves to Campinas: the visit recorded there is now in place.
    expect((await chamar('PUT', 'clientes/update', { ...loja2, ...CAMPINAS }, f.token)).status).toBe(200);
    expect(await foraDe()).toBe(0);
    expect((await chamar('PUT', 'clientes/update', { ...loja2, ...SE }, f.token)).status).toBe(200);
    expect(await foraDe()).toBe(1);
  });

  it('um vendedor vê só o seu representante; de outra empresa não vê nada', async () => {
    const linhasDe = async (token: string) =>
      (((await roteiro({}, token)).corpo.registros ?? []) as Record<string, unknown>[]).map(
        (l) => l.representante,
      );
    expect(await linhasDe(x.empresa.token)).toEqual([]);
    const vendQ = (await usuarioDaEmpresa(amb, f, 'vendedor', q)).token;
    expect(await linhasDe(vendQ)).toEqual(['Quitéria', 'Quitéria']);
    expect(await linhasDe(vendQ)).toEqual(
      (
        ((await roteiro({ representante_id: p }, vendQ)).corpo.registros ?? []) as Record<string, unknown>[]
      ).map((l) => l.representante),
    );
  });
});
