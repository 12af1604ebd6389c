import { describe, expect, it } from 'vitest';
import {
  dadosDaOperacao,
  enviarCampoSchema,
  MAXIMO_OPERACOES_ENVIO,
  operacaoCampoSchema,
  receberCampoSchema,
} from './campo.ts';
import { pedidoCriarSchema } from './pedidos.ts';
import { visitaSchema } from './visitas.ts';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const op = (extra: object = {}) => ({
  id: UUID,
  tipo: 'pedido',
  feito_em: '2026-06-01T10:00:00Z',
  dados: {},
  ...extra,
});
const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('contrato do campo', () => {
  it('os dados de cada tipo são o corpo do escritório, não uma cópia', () => {
    expect(dadosDaOperacao.pedido).toBe(pedidoCriarSchema);
    expect(dadosDaOperacao.visita).toBe(visitaSchema);
  });

  it('aceita uma operação e normaliza o id em minúsculas', () => {
    const r = enviarCampoSchema.parse({ operacoes: [op({ id: UUID.toUpperCase() })] });
    expect(r.operacoes[0]?.id).toBe(UUID);
  });

  it.each([
    [{ operacoes: [] }, 'Envie ao menos uma operação.'],
    [{ operacoes: {} }, 'O campo operacoes deve ser uma lista.'],
    [{ operacoes: [op({ id: 'x' })] }, 'O campo id da operação deve ser um UUID.'],
    [{ operacoes: [op({ id: `${UUID}0` })] }, 'O campo id da operação deve ser um UUID.'],
    [{ operacoes: [op({ tipo: 'pagamento' })] }, 'O tipo da operação deve ser pedido ou visita.'],
    [{ operacoes: [op({ feito_em: 'x'.repeat(41) })] }, 'O campo feito_em deve ser uma data e hora.'],
    [{ operacoes: [op({ dados: [] })] }, 'O campo dados deve ser um objeto.'],
    [
      { operacoes: Array.from({ length: MAXIMO_OPERACOES_ENVIO + 1 }, () => op()) },
      `Envie no máximo ${MAXIMO_OPERACOES_ENVIO} operações de cada vez.`,
    ],
  ])('recusa %j', (corpo, esperada) => {
    expect(mensagem(enviarCampoSchema.safeParse(corpo))).toBe(esperada);
  });

  it('feito_em é conferido por operação: o lote a aceita, a operação sozinha é recusada com o motivo', () => {
    expect(enviarCampoSchema.safeParse({ operacoes: [op({ feito_em: 'ontem' })] }).success).toBe(true);
    expect(mensagem(operacaoCampoSchema.safeParse(op({ feito_em: 'ontem' })))).toBe(
      'O campo feito_em deve ser uma data e hora.',
    );
    expect(mensagem(operacaoCampoSchema.safeParse(op({ feito_em: '0000-01-01T00:00:00Z' })))).toBe(
      'O campo feito_em deve estar entre 01/01/1900 e 31/12/2100.',
    );
  });

  it('receber: cursor e retrato são UUIDs, a página um número', () => {
    expect(receberCampoSchema.parse({})).toEqual({ pagina: 0 });
    expect(receberCampoSchema.parse({ cursor: UUID, retrato: UUID, pagina: '2' })).toEqual({
      cursor: UUID,
      retrato: UUID,
      pagina: 2,
    });
    expect(mensagem(receberCampoSchema.safeParse({ cursor: 'abc' }))).toBe(
      'O campo cursor deve ser um UUID.',
    );
    expect(mensagem(receberCampoSchema.safeParse({ pagina: -1 }))).toBe('O campo pagina deve ser um número.');
  });
});
