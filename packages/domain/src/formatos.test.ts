import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contagem,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  formatarCpfCnpj,
  formatarData,
  formatarDataHora,
  formatarDecimal,
  formatarFone,
  formatarMoeda,
  formatarMoedaCompacta,
  formatarNcm,
  formatarPercentual,
  formatarQuantidades,
} from './formatos.ts';

describe('formatarCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247250', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529.', '529'],
  ])('%s -> %s', (v, esperado) => expect(formatarCpf(v)).toBe(esperado));
});

describe('formatarCnpj', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('%s -> %s', (v, esperado) => expect(formatarCnpj(v)).toBe(esperado));
});

describe('formatarCpfCnpj', () => {
  it.each([
    ['', ''],
    ['529982', '529.982'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['12ABC', '12.ABC'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['1122233300018199', '11.222.333/0001-81'],
  ])('%s -> %s', (v, esperado) => expect(formatarCpfCnpj(v)).toBe(esperado));

  it('passa para a máscara de CNPJ no 12º caractere durante a digitação', () => {
    expect(formatarCpfCnpj('12345678901')).toBe('123.456.789-01');
    expect(formatarCpfCnpj('123.456.789-012')).toBe('12.345.678/9012');
  });
});

describe('formatarNcm', () => {
  it.each([
    ['', ''],
    ['22', '22'],
    ['2202', '2202'],
    ['22021', '2202.1'],
    ['220210', '2202.10'],
    ['22021000', '2202.10.00'],
    ['2202.10.00', '2202.10.00'],
  ])('%s -> %s', (v, esperado) => expect(formatarNcm(v)).toBe(esperado));
});

describe('formatarPercentual', () => {
  it.each([
    [18, '18 %'],
    [12.5, '12,5 %'],
    [50.24, '50,24 %'],
    [0, '0 %'],
    [1234.5, '1.234,5 %'],
    [Number.NaN, ''],
  ])('%s -> %s', (v, esperado) => expect(formatarPercentual(v)).toBe(esperado));
});

describe('formatarCep', () => {
  it.each([
    ['', ''],
    ['01001', '01001'],
    ['010010', '01001-0'],
    ['01001000', '01001-000'],
    ['01001-000', '01001-000'],
    ['010010001', '01001-000'],
    ['cep 01001 000', '01001-000'],
  ])('%s -> %s', (v, esperado) => expect(formatarCep(v)).toBe(esperado));
});

describe('formatarFone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['113', '(11) 3'],
    ['113456', '(11) 3456'],
    ['1134567', '(11) 3456-7'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['(11) ', '(11'],
  ])('%s -> %s', (v, esperado) => expect(formatarFone(v)).toBe(esperado));
});

describe('formatarData', () => {
  it.each([
    ['2026-11-21', '21/11/2026'],
    ['2026-11-21T10:00:00Z', '21/11/2026'],
    ['2026-01-01T01:00:00Z', '01/01/2026'],
    ['2024-02-29', '29/02/2024'],
    ['2026-11-21 10:00:00', '21/11/2026'],
    ['', ''],
    ['21/11/2026', ''],
    ['lixo', ''],
  ])('%s -> %s', (v, esperado) => expect(formatarData(v)).toBe(esperado));
});

describe('formatarDataHora', () => {
  it.each([
    ['2026-11-21T13:00:00Z', '21/11/2026 10:00'],
    ['2026-11-21T13:00:00.000Z', '21/11/2026 10:00'],
    ['2026-01-01T02:30:00Z', '31/12/2025 23:30'],
    ['2026-11-21T10:00:00-03:00', '21/11/2026 10:00'],
    ['2026-11-21T10:00:00-0300', '21/11/2026 10:00'],
    ['2026-11-21 13:00:00+00', '21/11/2026 10:00'],
    ['2026-11-21T15:45:00+02:00', '21/11/2026 10:45'],
    ['2026-11-21T10:15:00', '21/11/2026 10:15'],
    ['2026-11-21 10:15', '21/11/2026 10:15'],
    ['2026-11-21', '21/11/2026 00:00'],
    ['2026-02-30T10:00:00Z', ''],
    ['', ''],
    ['lixo', ''],
  ])('%s -> %s', (v, esperado) => expect(formatarDataHora(v)).toBe(esperado));

  it('usa o horário de verão de São Paulo quando ele existia (2018)', () => {
    expect(formatarDataHora('2018-12-01T12:00:00Z')).toBe('01/12/2018 10:00');
    expect(formatarDataHora('2018-06-01T12:00:00Z')).toBe('01/06/2018 09:00');
  });
});

describe('formatarMoeda', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [1, 'R$ 0,01'],
    [10, 'R$ 0,10'],
    [100, 'R$ 1,00'],
    [99999, 'R$ 999,99'],
    [100000000, 'R$ 1.000.000,00'],
    [-123456, '-R$ 1.234,56'],
  ])('%i -> %s', (v, esperado) => expect(formatarMoeda(v)).toBe(esperado));

  it('usa espaço comum, não o espaço sem quebra do Intl', () => {
    expect(formatarMoeda(100)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('devolve vazio para valor que não é número', () => {
    expect(formatarMoeda(Number.NaN)).toBe('');
    expect(formatarMoeda(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatarDecimal', () => {
  it.each([
    [123456, '1.234,56'],
    [0, '0,00'],
    [5, '0,05'],
    [547, '5,47'],
    [100000000, '1.000.000,00'],
    [-547, '-5,47'],
  ])('%i -> %s', (v, esperado) => expect(formatarDecimal(v)).toBe(esperado));

  it('devolve vazio para NaN', () => expect(formatarDecimal(Number.NaN)).toBe(''));
});

describe('formatarMoedaCompacta', () => {
  it.each([
    [0, 'R$ 0'],
    [950, 'R$ 950'],
    [1234.56, 'R$ 1,2 mil'],
    [12_000, 'R$ 12 mil'],
    [250_000, 'R$ 250 mil'],
    [1_500_000, 'R$ 1,5 mi'],
    [-3_000, '-R$ 3 mil'],
    [Number.NaN, ''],
  ])('%d -> %s', (v, esperado) => expect(formatarMoedaCompacta(v)).toBe(esperado));

  it('nunca passa de 12 caracteres até R$ 999 bilhões (cabe no eixo)', () => {
    for (let v = 1; v < 1e12; v *= 3.7) expect(formatarMoedaCompacta(v).length).toBeLessThanOrEqual(12);
  });
});

describe('contagem', () => {
  it('escreve o singular só para um', () => {
    expect(contagem(0, 'envio', 'envios')).toBe('0 envios');
    expect(contagem(1, 'envio', 'envios')).toBe('1 envio');
    expect(contagem(2, 'envio', 'envios')).toBe('2 envios');
    expect(contagem(1234, 'cliente', 'clientes')).toBe('1.234 clientes');
  });
  it('começa pelo número e termina pela palavra certa, para qualquer inteiro', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const s = contagem(n, 'pedido', 'pedidos');
        expect(s.replace(/\./g, '').startsWith(`${n} `)).toBe(true);
        expect(s.endsWith(n === 1 ? ' pedido' : ' pedidos')).toBe(true);
      }),
    );
  });
});

describe('formatarQuantidades', () => {
  it.each([
    [[], '0'],
    [[{ unidade: 'UN', quantidade: 14 }], '14 UN'],
    [
      [
        { unidade: 'CX', quantidade: 12 },
        { unidade: 'UN', quantidade: 30 },
      ],
      '12 CX + 30 UN',
    ],
    [[{ unidade: 'KG', quantidade: 1234.5 }], '1.234,5 KG'],
    [[{ unidade: '', quantidade: 2.125 }], '2,125'],
  ] as const)('%j: %s', (qs, texto) => expect(formatarQuantidades(qs)).toBe(texto));
});
