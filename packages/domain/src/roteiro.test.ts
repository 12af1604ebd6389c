import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contarRoteiro,
  distanciaDaVisita,
  distanciaM,
  foraDoLocal,
  linkMapa,
  percentual,
  planoDoDia,
  type VisitaDoDia,
} from './roteiro.ts';
import { alterarVisitaSchema, instanteMs, lerVisitasSchema, visitaSchema } from './schemas/visitas.ts';

const SE = { latitude: -23.55052, longitude: -46.633308 };
const CAMPINAS = { latitude: -22.905697, longitude: -47.060861 };

describe('distanciaM (haversine)', () => {
  it('Praça da Sé a Campinas: cerca de 84 km', () => {
    const d = distanciaM(SE, CAMPINAS);
    expect(d).toBeGreaterThan(83_000);
    expect(d).toBeLessThan(85_000);
  });

  it('dois pontos a 300 m no mesmo meridiano', () => {
    // 300 m of latitude: 300 / (R * pi / 180) degrees.
    const graus = 300 / ((6_371_008.8 * Math.PI) / 180);
    expect(distanciaM(SE, { latitude: SE.latitude + graus, longitude: SE.longitude })).toBe(300);
  });

  it('o mesmo ponto é 0; a distância é simétrica e nunca negativa', () => {
    expect(distanciaM(SE, SE)).toBe(0);
    const ponto = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(ponto, ponto, (a, b) => {
        const d = distanciaM(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(20_016_000);
        expect(distanciaM(b, a)).toBe(d);
      }),
    );
  });

  it('sem um dos pontos não há distância', () => {
    expect(distanciaDaVisita({ latitude: null, longitude: null }, SE)).toBeNull();
    expect(distanciaDaVisita(SE, { latitude: null, longitude: null })).toBeNull();
    expect(distanciaDaVisita(SE, CAMPINAS)).toBe(distanciaM(SE, CAMPINAS));
  });
});

describe('foraDoLocal', () => {
  it.each([
    [null, null, 300, false],
    [300, null, 300, false],
    [301, null, 300, true],
    [10, 301, 300, true],
    [null, 500, 300, true],
    [null, 300, 300, false],
  ] as const)('distância %s, precisão %s, raio %s: %s', (d, p, r, esperado) =>
    expect(foraDoLocal(d, p, r)).toBe(esperado),
  );
});

describe('planoDoDia', () => {
  // Route 1 sells on Mondays and Wednesdays, route 2 on Mondays, route 3 never; rep 10 has 1 and 3,
  // rep 20 has 1 and 2 (a shared route).
  const rotas = [
    { id: 1, dias_semana_venda: '0101000' },
    { id: 2, dias_semana_venda: '0100000' },
    { id: 3, dias_semana_venda: '0000000' },
  ];
  const vinculos = [
    { representante_id: 10, rota_id: 1 },
    { representante_id: 10, rota_id: 3 },
    { representante_id: 20, rota_id: 1 },
    { representante_id: 20, rota_id: 2 },
  ];
  const clientes = [
    { id: 100, rota_id: 1 },
    { id: 101, rota_id: 1 },
    { id: 200, rota_id: 2 },
    { id: 300, rota_id: 3 },
    { id: 400, rota_id: null },
  ];

  it('segunda-feira 2026-03-09: as rotas que vendem na segunda', () => {
    const p = planoDoDia(rotas, vinculos, clientes, '2026-03-09');
    expect([...(p.get(10) ?? [])].sort()).toEqual([100, 101]);
    expect([...(p.get(20) ?? [])].sort()).toEqual([100, 101, 200]);
  });

  it('quarta-feira só a rota 1; domingo ninguém', () => {
    const quarta = planoDoDia(rotas, vinculos, clientes, '2026-03-11');
    expect([...(quarta.get(20) ?? [])].sort()).toEqual([100, 101]);
    const domingo = planoDoDia(rotas, vinculos, clientes, '2026-03-08');
    expect(domingo.get(10)?.size).toBe(0);
    expect(domingo.get(20)?.size).toBe(0);
  });
});

describe('percentual e contarRoteiro', () => {
  it('uma casa decimal; nada a dividir é null', () => {
    expect(percentual(1, 3)).toBe(33.3);
    expect(percentual(2, 3)).toBe(66.7);
    expect(percentual(3, 3)).toBe(100);
    expect(percentual(0, 0)).toBeNull();
  });

  it('conta visitados, fora do plano, pedidos, motivos, ausentes e fora do local', () => {
    const v = (
      cliente_id: number,
      resultado: VisitaDoDia['resultado'],
      motivo_id: number | null = null,
      fora = false,
    ) => ({
      cliente_id,
      resultado,
      motivo_id,
      fora_do_local: fora,
    });
    const c = contarRoteiro(new Set([1, 2, 3, 4]), [
      v(1, 'pedido'),
      v(1, 'pedido'),
      v(2, 'sem_venda', 7, true),
      v(3, 'ausente'),
      v(9, 'sem_venda', 7),
    ]);
    expect(c).toMatchObject({
      planejados: 4,
      visitados: 3,
      fora_do_plano: 1,
      com_pedido: 1,
      ausentes: 1,
      fora_do_local: 1,
      cumprimento: 75,
      positivacao: 25,
    });
    expect(c.sem_venda.get(7)).toBe(2);
  });

  it('propriedade: cumprimento e positivação sempre entre 0 e 100', () => {
    const visita = fc.record({
      cliente_id: fc.integer({ min: 1, max: 40 }),
      resultado: fc.constantFrom('pedido' as const, 'sem_venda' as const, 'ausente' as const, null),
      motivo_id: fc.constantFrom(1, 2, null),
      fora_do_local: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 })),
        fc.array(visita, { maxLength: 60 }),
        (plano, vs) => {
          const c = contarRoteiro(new Set(plano), vs);
          for (const p of [c.cumprimento, c.positivacao]) {
            if (p === null) continue;
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(100);
          }
          expect(c.visitados).toBeLessThanOrEqual(c.planejados);
        },
      ),
    );
  });
});

describe('visitaSchema (issue 28)', () => {
  const base = { cliente_id: 1, representante_id: 2 };
  const mensagem = (corpo: unknown) => {
    const r = visitaSchema.safeParse(corpo);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('o corpo antigo continua válido', () => {
    expect(visitaSchema.parse({ ...base, obs: 'x', data_hora: '2026-03-09 10:00' })).toMatchObject({
      obs: 'x',
    });
  });

  it('aceita os campos novos; 0 em motivo_id e pedido_id é nenhum', () => {
    const v = visitaSchema.parse({
      ...base,
      checkin_em: '2026-03-09 10:00',
      checkout_em: '2026-03-09T13:20:00Z',
      latitude: '-23.5505201',
      longitude: -46.6333081,
      precisao_m: 12.5,
      resultado: 'ausente',
      motivo_id: 0,
      pedido_id: '0',
      origem: 'campo',
    });
    expect(v).toMatchObject({
      latitude: -23.5505201,
      motivo_id: null,
      pedido_id: null,
      resultado: 'ausente',
    });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, 'O campo latitude deve ser um número entre -90 e 90.'],
    [{ latitude: 0, longitude: -180.5 }, 'O campo longitude deve ser um número entre -180 e 180.'],
    [{ latitude: 10 }, 'Informe latitude e longitude juntas.'],
    [{ precisao_m: -1 }, 'O campo precisao_m deve ser um número entre 0 e 100000.'],
    [{ resultado: 'vendeu' }, "O campo resultado deve ser 'pedido', 'sem_venda' ou 'ausente'."],
    [{ resultado: 'sem_venda' }, 'O campo motivo_id é obrigatório quando o resultado é sem_venda.'],
    [{ resultado: 'pedido', pedido_id: 0 }, 'O campo pedido_id é obrigatório quando o resultado é pedido.'],
    [{ origem: 'casa' }, "O campo origem deve ser 'campo' ou 'escritorio'."],
    [{ checkin_em: 'ontem' }, 'O campo checkin_em deve ser uma data e hora (aaaa-mm-dd hh:mm:ss).'],
    [
      { checkin_em: '2026-03-09 10:00', checkout_em: '2026-03-09T12:59:00Z' },
      'O campo checkout_em deve ser igual ou posterior ao checkin_em.',
    ],
  ])('recusa %j', (troca, msg) => expect(mensagem({ ...base, ...troca })).toBe(msg));

  it('update leva o id e as mesmas regras; read aceita os filtros', () => {
    expect(alterarVisitaSchema.safeParse({ ...base, id: 5, resultado: 'sem_venda' }).success).toBe(false);
    expect(alterarVisitaSchema.parse({ ...base, id: 5 }).id).toBe(5);
    expect(
      lerVisitasSchema.parse({
        data_ini: '2026-03-01',
        data_fin: '2026-03-02',
        resultado: 'pedido',
        fora_do_local: '1',
      }),
    ).toMatchObject({ resultado: 'pedido', fora_do_local: 1 });
  });

  it('instanteMs: sem fuso é São Paulo (UTC-3)', () => {
    expect(instanteMs('2026-03-09 10:00')).toBe(Date.parse('2026-03-09T13:00:00Z'));
    expect(instanteMs('2026-03-09T10:00:00-0300')).toBe(Date.parse('2026-03-09T13:00:00Z'));
    expect(instanteMs('2026-03-09T10:00:00+01')).toBe(Date.parse('2026-03-09T09:00:00Z'));
  });

  it('o link do mapa é do OpenStreetMap', () => {
    expect(linkMapa({ latitude: -23.5, longitude: -46.6 })).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-23\.5&mlon=-46\.6/,
    );
  });
});
