import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hojeSaoPaulo,
  isDataIso,
  mesDaData,
  mesDe,
  NOMES_MESES,
  partesSaoPaulo,
  somarDias,
} from './datas.ts';

describe('hojeSaoPaulo', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-21'],
    ['2026-11-22T02:59:59Z', '2026-11-21'],
    ['2026-11-22T03:00:00Z', '2026-11-22'],
    ['2027-01-01T02:00:00Z', '2026-12-31'],
    ['2024-03-01T02:00:00Z', '2024-02-29'],
    ['2018-11-04T02:59:00Z', '2018-11-03'],
    ['2018-11-04T03:00:00Z', '2018-11-04'],
  ])('%s -> %s', (agora, esperado) => expect(hojeSaoPaulo(new Date(agora))).toBe(esperado));

  it('sem argumento usa o relógio atual', () => {
    expect(isDataIso(hojeSaoPaulo())).toBe(true);
  });
});

describe('partesSaoPaulo', () => {
  it('usa 00 para a meia-noite, não 24', () => {
    expect(partesSaoPaulo(new Date('2026-11-21T03:00:00Z'))).toEqual({
      ano: '2026',
      mes: '11',
      dia: '21',
      hora: '00',
      minuto: '00',
    });
  });
});

describe('isDataIso', () => {
  it.each(['2026-11-21', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01', '0001-01-01', '9999-12-31'])(
    '%s é válida',
    (v) => expect(isDataIso(v)).toBe(true),
  );

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '2026-11-21T00:00:00Z',
    '21/11/2026',
    ' 2026-11-21',
    '',
  ])('%j é inválida', (v) => expect(isDataIso(v)).toBe(false));
});

describe('somarDias', () => {
  it.each([
    ['2026-11-21', 30, '2026-12-21'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-01-30', 30, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2018-11-03', 1, '2018-11-04'],
    ['2026-11-21', 365, '2027-11-21'],
  ])('%s + %i -> %s', (iso, dias, esperado) => expect(somarDias(iso, dias)).toBe(esperado));

  it('recusa data ou número de dias inválidos', () => {
    expect(() => somarDias('2026-02-30', 1)).toThrow(RangeError);
    expect(() => somarDias('', 1)).toThrow(RangeError);
    expect(() => somarDias('2026-11-21', 1.5)).toThrow(RangeError);
  });

  it('somar e subtrair os mesmos dias volta à data', () => {
    const data = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(data, fc.integer({ min: -5000, max: 5000 }), (iso, dias) => {
        const resultado = somarDias(iso, dias);
        expect(isDataIso(resultado)).toBe(true);
        expect(somarDias(resultado, -dias)).toBe(iso);
      }),
    );
  });
});

describe('mesDaData', () => {
  it.each([
    ['2026-01-15', 1],
    ['2026-11-21', 11],
    ['2026-12-31T23:59:59Z', 12],
    ['2026-09', 9],
    ['2026-13-01', 0],
    ['2026-00-01', 0],
    ['', 0],
    ['21/11/2026', 0],
  ])('%j -> %i', (iso, esperado) => expect(mesDaData(iso)).toBe(esperado));
});

describe('NOMES_MESES', () => {
  it('tem os doze meses em português, de janeiro a dezembro', () => {
    expect(NOMES_MESES).toHaveLength(12);
    expect(NOMES_MESES[0]).toBe('Janeiro');
    expect(NOMES_MESES[2]).toBe('Março');
    expect(NOMES_MESES[11]).toBe('Dezembro');
  });

  it('indexa com mesDaData - 1', () => expect(NOMES_MESES[mesDaData('2026-05-10') - 1]).toBe('Maio'));
});

describe('mesDe', () => {
  it.each([
    ['2026-12-02', '2026-12-01', '2026-12-31'],
    ['2024-02-10', '2024-02-01', '2024-02-29'],
    ['2025-02-28', '2025-02-01', '2025-02-28'],
    ['2026-04-30', '2026-04-01', '2026-04-30'],
  ])('%s: %s a %s', (dia, inicio, fim) => expect(mesDe(dia)).toEqual({ inicio, fim }));

  it('propriedade: o dia está no mês, o dia seguinte ao fim é o primeiro do mês seguinte', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 73_000 }), (n) => {
        const dia = somarDias('1900-01-01', n);
        const { inicio, fim } = mesDe(dia);
        expect(inicio <= dia && dia <= fim).toBe(true);
        expect(inicio.slice(0, 7)).toBe(dia.slice(0, 7));
        expect(fim.slice(0, 7)).toBe(dia.slice(0, 7));
        expect(somarDias(fim, 1).slice(8)).toBe('01');
        expect(somarDias(inicio, -1).slice(0, 7)).not.toBe(dia.slice(0, 7));
      }),
    ));
});
