import { type ClienteCampo, visitaSchema } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { buscarClientes, textoDeBusca } from './busca.ts';
import { avisoDeCredito, creditoNoAparelho } from './credito.ts';
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

  it('a visita vira o corpo de visitas/create com os campos próprios de check-in, local, resultado e check-out', () => {
    const base = {
      clienteId: 5,
      representanteId: 9,
      checkIn: {
        inicio: '2026-06-01T13:02:00.000Z',
        latitude: -22.90561234,
        longitude: -47.06,
        precisao: 12.4,
      },
      fim: '2026-06-01T13:30:00.000Z',
      motivoId: 3,
      pedidoOperacao: '0f8fad5b-d9cb-469f-a165-70867728950e',
      obs: ' Volta semana que vem ',
    };
    expect(dadosDaVisita({ ...base, resultado: 'sem_venda' })).toEqual({
      cliente_id: 5,
      representante_id: 9,
      data_hora: '2026-06-01T13:02:00.000Z',
      checkin_em: '2026-06-01T13:02:00.000Z',
      checkout_em: '2026-06-01T13:30:00.000Z',
      latitude: -22.905612,
      longitude: -47.06,
      precisao_m: 12,
      resultado: 'sem_venda',
      motivo_id: 3,
      origem: 'campo',
      obs: 'Volta semana que vem',
    });
    // The API's own schema accepts it as it is.
    expect(visitaSchema.safeParse(dadosDaVisita({ ...base, resultado: 'sem_venda' })).success).toBe(true);
    const pedido = dadosDaVisita({ ...base, resultado: 'pedido' });
    expect(pedido).toMatchObject({ resultado: 'pedido', pedido_operacao: base.pedidoOperacao });
    expect(pedido).not.toHaveProperty('motivo_id');
    // Without a location fix: no coordinates; a very coarse fix is kept as the largest accepted.
    const ausente = dadosDaVisita({
      ...base,
      resultado: 'ausente',
      checkIn: { inicio: base.checkIn.inicio },
    });
    expect(ausente).not.toHaveProperty('latitude');
    expect(ausente).not.toHaveProperty('motivo_id');
    expect(ausente).not.toHaveProperty('pedido_operacao');
    const grossa = dadosDaVisita({
      ...base,
      resultado: 'ausente',
      checkIn: { ...base.checkIn, precisao: 250_000 },
    });
    expect(grossa.precisao_m).toBe(100_000);
  });

  it('o crédito no aparelho desconta os pedidos feitos aqui e avisa quando o pedido passa do disponível', () => {
    const credito = {
      id: 1,
      limite_credito: '1000.00',
      em_aberto: '700.00',
      vencido: '0.00',
      maior_atraso_dias: 0,
      disponivel: '300.00',
      bloquear_limite: true,
      bloquear_vencidos_dias: null,
    };
    const c = creditoNoAparelho(credito, 10_000);
    expect(c).toMatchObject({
      emAbertoCentavos: 80_000,
      disponivelCentavos: 20_000,
      limiteCentavos: 100_000,
    });
    expect(avisoDeCredito(c, 20_000)).toBeNull();
    expect(avisoDeCredito(c, 20_001)).toBe(
      'Este pedido (R$ 200,01) passa do crédito disponível do cliente (R$ 200,00). A empresa bloqueia pedidos acima do limite. O servidor pode recusá-lo ao receber; salve como orçamento ou fale com o escritório.',
    );
    const semBloqueio = creditoNoAparelho({ ...credito, bloquear_limite: false }, 0);
    expect(avisoDeCredito(semBloqueio, 40_000)).toBe(
      'Este pedido (R$ 400,00) passa do crédito disponível do cliente (R$ 300,00).',
    );
    const semLimite = creditoNoAparelho({ ...credito, limite_credito: null, disponivel: null }, 0);
    expect(semLimite?.disponivelCentavos).toBeNull();
    expect(avisoDeCredito(semLimite, 1_000_000)).toBeNull();
    const vencido = creditoNoAparelho(
      {
        ...credito,
        limite_credito: null,
        vencido: '50.00',
        maior_atraso_dias: 40,
        bloquear_vencidos_dias: 30,
      },
      0,
    );
    expect(avisoDeCredito(vencido, 100)).toContain('Cliente com título vencido há 40 dias (R$ 50,00)');
    expect(creditoNoAparelho(undefined, 0)).toBeNull();
  });
});
