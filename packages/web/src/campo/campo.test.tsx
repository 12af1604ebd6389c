import type { ClienteCampo } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { buscarClientes, textoDeBusca } from './busca.ts';
import { haQuanto, precisaSincronizar } from './tempo.ts';
import { dadosDaVisita } from './visita.ts';

const cliente = (id: number, nome: string, cidade: string, apelido = ''): ClienteCampo => ({
  id,
  nome,
  apelido,
  cnpj_cpf: '11222333000181',
  logradouro: '',
  numero: '',
  bairro: '',
  cidade,
  uf: 'SP',
  cep: '',
  fone1: '',
  email: '',
  rota_id: 1,
  tabela_preco_id: null,
});

describe('campo: busca, tempo e visita', () => {
  it('busca sem acento por nome, fantasia, documento e cidade, todas as palavras', () => {
    const lista = [
      cliente(1, 'Mercearia São João', 'Ribeirão Preto'),
      cliente(2, 'Empório Açaí', 'Campinas', 'Loja do Zé'),
      cliente(3, 'Padaria Central', 'São Paulo'),
    ].map((c) => ({ ...c, busca: textoDeBusca(c) }));
    const ids = (t: string) => buscarClientes(lista, t).map((c) => c.id);
    expect(ids('sao joao')).toEqual([1]);
    expect(ids('RIBEIRAO')).toEqual([1]);
    expect(ids('acai campinas')).toEqual([2]);
    expect(ids('loja do ze')).toEqual([2]);
    expect(ids('11222333')).toEqual([1, 2, 3]);
    expect(ids('sao')).toEqual([1, 3]);
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('nada disso')).toEqual([]);
  });

  it('diz há quanto tempo sincronizou e avisa depois de 24 h', () => {
    const agora = Date.parse('2026-06-01T12:00:00Z');
    expect(haQuanto(undefined, agora)).toBe('nunca');
    expect(haQuanto('2026-06-01T11:59:40Z', agora)).toBe('agora mesmo');
    expect(haQuanto('2026-06-01T11:35:00Z', agora)).toBe('há 25 min');
    expect(haQuanto('2026-06-01T10:00:00Z', agora)).toBe('há 2 h');
    expect(haQuanto('2026-05-28T12:00:00Z', agora)).toBe('há 4 dias');
    expect(precisaSincronizar('2026-06-01T10:00:00Z', agora)).toBe(false);
    expect(precisaSincronizar('2026-05-31T11:00:00Z', agora)).toBe(true);
    expect(precisaSincronizar(undefined, agora)).toBe(true);
  });

  it('a visita vira o corpo de visitas/create com check-in, local, resultado e check-out', () => {
    const corpo = dadosDaVisita({
      clienteId: 5,
      representanteId: 9,
      checkIn: { inicio: '2026-06-01T13:02:00Z', latitude: -22.9, longitude: -47.06, precisao: 12.4 },
      fim: '2026-06-01T13:30:00Z',
      resultado: 'sem_venda',
      motivo: 'Preço',
      obs: 'Volta semana que vem',
    });
    expect(corpo).toEqual({
      cliente_id: 5,
      representante_id: 9,
      data_hora: '2026-06-01T13:02:00Z',
      obs: 'Resultado: Sem venda: Preço. Check-in 10:02 (local -22.900000, -47.060000 (±12 m)), check-out 10:30. Volta semana que vem',
    });
  });
});
