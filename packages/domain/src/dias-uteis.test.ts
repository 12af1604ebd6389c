import { describe, expect, it } from 'vitest';
import { ANOS_FERIADOS, diasUteis, diaUtil, feriadosNacionais, pascoa } from './dias-uteis.ts';
import { progresso, progressoDaMeta } from './metas.ts';

describe('feriados nacionais', () => {
  it('Páscoa e Sexta-feira Santa dos anos cobertos (datas conferidas no calendário)', () => {
    const pascoas: Record<number, string> = {
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2029: '2029-04-01',
      2030: '2030-04-21',
    };
    for (let ano = ANOS_FERIADOS.de; ano <= ANOS_FERIADOS.ate; ano++) expect(pascoa(ano)).toBe(pascoas[ano]);
    expect(feriadosNacionais(2026)).toContain('2026-04-03');
    expect(feriadosNacionais(2030)).toContain('2030-04-19');
  });

  it('dez feriados por ano, Consciência Negra desde 2024; Carnaval e Corpus Christi não são feriados', () => {
    for (let ano = ANOS_FERIADOS.de; ano <= ANOS_FERIADOS.ate; ano++) {
      const f = feriadosNacionais(ano);
      expect(f).toHaveLength(10);
      expect(f).toContain(`${ano}-11-20`);
      expect(f).toContain(`${ano}-12-25`);
    }
    expect(feriadosNacionais(2023)).not.toContain('2023-11-20');
    // Carnaval 2026: 16 and 17 February; Corpus Christi 2026: 4 June.
    expect(diaUtil('2026-02-16')).toBe(true);
    expect(diaUtil('2026-02-17')).toBe(true);
    expect(diaUtil('2026-06-04')).toBe(true);
    expect(diaUtil('2026-04-03')).toBe(false);
    expect(diaUtil('2026-04-21')).toBe(false);
  });
});

describe('diasUteis', () => {
  it('meses contados à mão', () => {
    // April 2026: 22 weekdays, minus Good Friday (3rd) and Tiradentes (Tuesday 21st) = 20.
    expect(diasUteis('2026-04', '2026-04-30')).toEqual({ total: 20, decorridos: 20 });
    // November 2026: 21 weekdays; 2nd (Monday), 20th (Friday) are holidays, 15th is a Sunday = 19.
    expect(diasUteis('2026-11', '2026-11-10').total).toBe(19);
    // Up to Tuesday the 10th: 3, 4, 5, 6, 9, 10 (the 2nd is Finados) = 6.
    expect(diasUteis('2026-11', '2026-11-10').decorridos).toBe(6);
    // February 2024 (leap year): 21 weekdays, no national holiday (Carnaval is not one).
    expect(diasUteis('2024-02', '2024-02-29')).toEqual({ total: 21, decorridos: 21 });
    // December 2025: 23 weekdays, Christmas on a Thursday = 22.
    expect(diasUteis('2025-12', '2025-12-01').total).toBe(22);
  });

  it('antes do mês, nenhum decorrido; depois dele, todos', () => {
    expect(diasUteis('2026-11', '2026-10-31').decorridos).toBe(0);
    expect(diasUteis('2026-11', '2027-01-01').decorridos).toBe(19);
    // The 1st of November 2026 is a Sunday: nothing elapsed yet.
    expect(diasUteis('2026-11', '2026-11-01').decorridos).toBe(0);
  });

  it('cada mês de 2024 a 2030: total entre 18 e 23, e a soma do ano confere com dias da semana - feriados em dia útil', () => {
    for (let ano = ANOS_FERIADOS.de; ano <= ANOS_FERIADOS.ate; ano++) {
      let soma = 0;
      for (let m = 1; m <= 12; m++) {
        const { total } = diasUteis(`${ano}-${String(m).padStart(2, '0')}`, `${ano}-12-31`);
        expect(total).toBeGreaterThanOrEqual(18);
        expect(total).toBeLessThanOrEqual(23);
        soma += total;
      }
      let semana = 0;
      for (
        let d = new Date(Date.UTC(ano, 0, 1));
        d.getUTCFullYear() === ano;
        d.setUTCDate(d.getUTCDate() + 1)
      )
        if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) semana++;
      const emDiaDeSemana = feriadosNacionais(ano).filter((f) => {
        const s = new Date(`${f}T00:00:00Z`).getUTCDay();
        return s !== 0 && s !== 6;
      }).length;
      expect(soma).toBe(semana - emDiaDeSemana);
    }
  });

  it('recusa mês ou data inválidos', () => {
    expect(() => diasUteis('2026-13', '2026-01-01')).toThrow(RangeError);
    expect(() => diasUteis('2026-01', '2026-02-30')).toThrow(RangeError);
  });
});

describe('progresso da meta', () => {
  it('realizado, percentual e projeção pelos dias úteis decorridos (exemplo à mão)', () => {
    // Goal R$ 10.000,00; R$ 3.000,00 sold after 6 of 19 business days -> 30% and 3000 × 19 / 6 = 9.500,00.
    expect(progresso(1_000_000, 300_000, { total: 19, decorridos: 6 })).toEqual({
      meta: 1_000_000,
      realizado: 300_000,
      percentual: 3_000,
      projecao: 950_000,
    });
    // 1 of 3 business days: projection rounds half up (100 × 3 / 7 ... )
    expect(progresso(3, 1, { total: 20, decorridos: 7 }).projecao).toBe(3); // 2,857 -> 3
    expect(progresso(3, 1, { total: 20, decorridos: 7 }).percentual).toBe(3_333);
    expect(progresso(null, 5, { total: 20, decorridos: 10 })).toEqual({
      meta: null,
      realizado: 5,
      percentual: 0,
      projecao: 10,
    });
    // Nothing elapsed: the projection is what was achieved.
    expect(progresso(100, 0, { total: 20, decorridos: 0 }).projecao).toBe(0);
  });

  it('progressoDaMeta junta as três medidas do mês', () => {
    const p = progressoDaMeta(
      '2026-11',
      '2026-11-10',
      { valor: 1_000_000, positivacao: 10, clientes_novos: null },
      { valor: 300_000, positivacao: 4, clientes_novos: 1 },
    );
    expect(p.dias_uteis).toBe(19);
    expect(p.dias_decorridos).toBe(6);
    expect(p.valor.projecao).toBe(950_000);
    expect(p.positivacao.percentual).toBe(4_000);
    expect(p.clientes_novos.meta).toBeNull();
  });
});
