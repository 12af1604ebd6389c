import { describe, expect, it } from 'vitest';
import { visitaEscritorioSchema, visitaSchema } from './visitas.ts';

const base = { cliente_id: 1, representante_id: 2, data_hora: '2026-06-01 10:00:00' };
const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('coordenadas da visita (lerNumero)', () => {
  it.each([
    [{ latitude: '-23.5505', longitude: '-46,6333' }, -23.5505, -46.6333],
    [{ latitude: -23.5505, longitude: -46.6333 }, -23.5505, -46.6333],
    [{ latitude: ' 0 ', longitude: '180' }, 0, 180],
  ])('%j é lido', (c, lat, lon) => {
    const r = visitaSchema.safeParse({ ...base, ...c });
    expect(r.success, mensagem(r)).toBe(true);
    expect(r.data).toMatchObject({ latitude: lat, longitude: lon });
  });

  it.each(['0x10', '1e1', 'Infinity', '-Infinity', '1.234,5', '12,', '', '91', '-90.000001'])(
    'latitude %j é recusada com a mensagem do campo',
    (latitude) => {
      const r = visitaSchema.safeParse({ ...base, latitude, longitude: '-46.6' });
      expect(r.success).toBe(false);
      expect(mensagem(r)).toMatch(/latitude|juntas/);
    },
  );

  it('precisao_m "1e3" e "0x10" são recusadas; "12,5" são 12,5 m', () => {
    for (const precisao_m of ['1e3', '0x10', '-1']) {
      const r = visitaSchema.safeParse({ ...base, precisao_m });
      expect(mensagem(r)).toBe('O campo precisao_m deve ser um número entre 0 e 100000.');
    }
    expect(visitaSchema.parse({ ...base, precisao_m: '12,5' }).precisao_m).toBe(12.5);
  });
});

describe('o formulário Registrar visita lê os ids com o parser da API', () => {
  const form = {
    cliente_id: 3,
    representante_id: '4',
    dia: '2026-06-01',
    hora: '10:00',
    resultado: '',
    motivo_id: '',
    pedido_id: '',
    obs: '',
  };

  it('aceita ids como número ou dígitos', () => {
    const r = visitaEscritorioSchema.safeParse(form);
    expect(r.success, mensagem(r)).toBe(true);
    expect(r.data).toMatchObject({ cliente_id: 3, representante_id: 4, origem: 'escritorio' });
  });

  it.each(['1e3', '0x10', '2.5', true])('cliente %j é recusado (não vira 1000, 16 ou 1)', (cliente_id) => {
    const r = visitaEscritorioSchema.safeParse({ ...form, cliente_id });
    expect(r.success).toBe(false);
    expect(mensagem(r)).toBe('Selecione o cliente.');
  });

  it('o motivo "0x10" é recusado; sem cliente diz "Selecione o cliente."', () => {
    const r = visitaEscritorioSchema.safeParse({ ...form, resultado: 'sem_venda', motivo_id: '0x10' });
    expect(mensagem(r)).toBe('Selecione o motivo da não venda.');
    expect(mensagem(visitaEscritorioSchema.safeParse({ ...form, cliente_id: 0 }))).toBe(
      'Selecione o cliente.',
    );
  });
});
