import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import type { EmpresaTeste } from '../../test/chamadas.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { recusaSemGravar } from '../../test/recusa.ts';
import { baixasDe, pedidoFaturado, titulosDoPedido } from '../../test/titulos-apoio.ts';
import { pixRecebimentos, titulos } from '../db/schema.ts';

// The PSP's webhook (POST {url}/pix) and "Recebimentos a conciliar" (issue 49). The tests send what a PSP
// sends: the Banco Central's Pix API body, to the address pix/gerar_webhook answered.

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);

const PIX = {
  tipo_chave: 'cnpj',
  chave: '11.222.333/0001-81',
  nome: 'Distribuidora Ação',
  cidade: 'São Paulo',
};
let sequencia = 0;
/** A fresh end-to-end id: 'E', the payer's ISPB, the date and a sequence (32 characters). */
const e2e = () => `E18236120202612021200${String(++sequencia + process.pid * 1000).padStart(11, '0')}`;

async function webhookDe(empresa: EmpresaTeste): Promise<string> {
  await amb.chamar('PUT', '/api/pix/configurar', PIX, empresa.token);
  const r = await amb.chamar('POST', '/api/pix/gerar_webhook', {}, empresa.token);
  return new URL(String(r.corpo.retorno.url)).pathname;
}
const avisar = (caminho: string, pix: unknown[]) => amb.chamar('POST', `${caminho}/pix`, { pix });
const aviso = (txid: string, valor: string, endToEndId = e2e()) => ({
  endToEndId,
  txid,
  valor,
  horario: '2026-11-30T15:00:00.000Z',
  infoPagador: 'pedido 12',
});
const recebimentos = (empresaId: number) =>
  amb.banco.db.select().from(pixRecebimentos).where(eq(pixRecebimentos.empresaId, empresaId));
const tituloDe = async (empresaId: number, id: number) =>
  (
    await amb.banco.db
      .select()
      .from(titulos)
      .where(and(eq(titulos.empresaId, empresaId), eq(titulos.id, id)))
  )[0];

async function tituloAberto(qt = 2) {
  const pedidoId = await pedidoFaturado(amb, e, c, { qt, preco: 10.25 });
  const [t] = await titulosDoPedido(amb, e.empresaId, pedidoId);
  if (!t) throw new Error('sem título');
  return { id: t.id, txid: `MASC${e.empresaId}T${t.id}` };
}

describe('webhook do PSP: o Pix exato baixa o título sozinho, uma vez', () => {
  it('baixa com meio pix e o endToEndId; o mesmo aviso de novo, ou 10 ao mesmo tempo, não baixa outra vez', async () => {
    const caminho = await webhookDe(e);
    const t = await tituloAberto();
    const a = aviso(t.txid, '20.50');
    const r = await avisar(caminho, [a]);
    expect(r.status).toBe(200);
    expect(r.corpo.retorno.recebidos).toBe(1);
    const titulo = await tituloDe(e.empresaId, t.id);
    expect(titulo?.pagoCentavos).toBe(2050);
    const [b] = await baixasDe(amb, e.empresaId, t.id);
    expect(b).toMatchObject({ meio: 'pix', origem: 'psp', endToEndId: a.endToEndId, valorCentavos: 2050 });
    expect(b?.usuarioId).toBeNull();

    const repetidos = await Promise.all(Array.from({ length: 10 }, () => avisar(caminho, [a])));
    expect(repetidos.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(repetidos.map((x) => x.corpo.retorno.recebidos)).toEqual(Array(10).fill(0));
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(1);
    expect((await tituloDe(e.empresaId, t.id))?.pagoCentavos).toBe(2050);
  });

  it('10 avisos novos do mesmo título ao mesmo tempo: um baixa, os outros esperam "a conciliar"', async () => {
    const caminho = await webhookDe(e);
    const t = await tituloAberto();
    const rs = await Promise.all(Array.from({ length: 10 }, () => avisar(caminho, [aviso(t.txid, '20.50')])));
    expect(rs.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(1);
    const doTitulo = (await recebimentos(e.empresaId)).filter((x) => x.tituloId === t.id);
    expect(doTitulo.filter((x) => x.situacao === 'baixado')).toHaveLength(1);
    const esperando = doTitulo.filter((x) => x.situacao === 'a_conciliar');
    expect(esperando).toHaveLength(9);
    expect(esperando[0]?.motivo).toBe('O título já estava pago.');
  });

  it('valor diferente e txid desconhecido esperam "a conciliar"; a pessoa concilia ou descarta', async () => {
    const caminho = await webhookDe(e);
    const t = await tituloAberto();
    const diferente = aviso(t.txid, '20.49');
    const desconhecido = aviso('PEDIDO999SEMTITULO', '15.00');
    const r = await avisar(caminho, [diferente, desconhecido]);
    expect(r.corpo.retorno.recebidos).toBe(2);
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(0);

    const lista = await amb.chamar('POST', '/api/pix/a_conciliar', { limite: 100 }, e.token);
    expect(lista.status).toBe(200);
    const linhas = lista.corpo.registros as {
      id: number;
      end_to_end_id: string;
      motivo: string;
      valor: number;
    }[];
    const l1 = linhas.find((x) => x.end_to_end_id === diferente.endToEndId);
    const l2 = linhas.find((x) => x.end_to_end_id === desconhecido.endToEndId);
    expect(l1).toMatchObject({
      valor: 20.49,
      motivo: 'Valor pago (R$ 20,49) diferente do aberto no título (R$ 20,50).',
    });
    expect(l2?.motivo).toBe('O txid não corresponde a nenhum título desta empresa.');

    const ok = await amb.chamar('POST', '/api/pix/conciliar', { id: l1?.id, titulo_id: t.id }, e.token);
    expect(ok.status).toBe(200);
    expect((await tituloDe(e.empresaId, t.id))?.pagoCentavos).toBe(2049);
    const [b] = await baixasDe(amb, e.empresaId, t.id);
    expect(b).toMatchObject({ meio: 'pix', endToEndId: diferente.endToEndId, valorCentavos: 2049 });
    const deNovo = await amb.chamar('POST', '/api/pix/conciliar', { id: l1?.id, titulo_id: t.id }, e.token);
    expect(deNovo.status).toBe(409);

    const desc = await amb.chamar(
      'POST',
      '/api/pix/descartar',
      { id: l2?.id, motivo: 'Devolvido ao pagador' },
      e.token,
    );
    expect(desc.status).toBe(200);
    const depois = await amb.chamar('POST', '/api/pix/a_conciliar', {}, e.token);
    const ids = (depois.corpo.registros as { id: number }[]).map((x) => x.id);
    expect(ids).not.toContain(l1?.id);
    expect(ids).not.toContain(l2?.id);
  });

  it('conciliar com valor maior que o aberto é recusado e nada muda', async () => {
    const caminho = await webhookDe(e);
    const t = await tituloAberto();
    const maior = aviso(t.txid, '99.00');
    await avisar(caminho, [maior]);
    const [r] = (await recebimentos(e.empresaId)).filter((x) => x.endToEndId === maior.endToEndId);
    const resp = await amb.chamar('POST', '/api/pix/conciliar', { id: r?.id, titulo_id: t.id }, e.token);
    expect(resp.status).toBe(400);
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(0);
    const [r2] = (await recebimentos(e.empresaId)).filter((x) => x.endToEndId === maior.endToEndId);
    expect(r2?.situacao).toBe('a_conciliar');
  });
});

describe('webhook do PSP: autenticado pelo segredo do endereço', () => {
  it('segredo errado ou substituído: 401 e nada gravado', async () => {
    const antigo = await webhookDe(e);
    const novo = await webhookDe(e);
    const t = await tituloAberto();
    const antes = (await recebimentos(e.empresaId)).length;
    for (const caminho of [antigo, novo.replace(/\/[^/]+$/, '/SegredoQueNuncaFoiEmitido12345678901234')]) {
      const r = await avisar(caminho, [aviso(t.txid, '20.50')]);
      expect(r.status).toBe(401);
      expect(r.corpo.retorno.mensagem).toBe('Endereço de webhook Pix inválido ou substituído.');
    }
    expect((await recebimentos(e.empresaId)).length).toBe(antes);
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(0);
  });

  it('o segredo de outra empresa não baixa títulos desta: o txid fica "a conciliar" lá', async () => {
    const t = await tituloAberto();
    const daOutra = await webhookDe(outra);
    const a = aviso(t.txid, '20.50');
    expect((await avisar(daOutra, [a])).status).toBe(200);
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(0);
    const [r] = (await recebimentos(outra.empresaId)).filter((x) => x.endToEndId === a.endToEndId);
    expect(r).toMatchObject({ situacao: 'a_conciliar', tituloId: null });
  });

  it('corpo inválido: 400 e nada gravado', async () => {
    const caminho = await webhookDe(e);
    const t = await tituloAberto();
    const medir = async () => [
      (await recebimentos(e.empresaId)).length,
      await baixasDe(amb, e.empresaId, t.id),
    ];
    const casos: [unknown, string][] = [
      [{}, 'Aviso Pix inválido: esperado { pix: [ { endToEndId, txid, valor, horario } ] }.'],
      [{ pix: [] }, 'Aviso Pix inválido: esperado { pix: [ { endToEndId, txid, valor, horario } ] }.'],
      [
        { pix: [{ ...aviso(t.txid, '20.50'), endToEndId: 'curto' }] },
        'endToEndId inválido: 32 letras e dígitos.',
      ],
      [{ pix: [aviso(t.txid, '20,50')] }, 'valor inválido: reais com duas casas, como 123.45.'],
      [{ pix: [aviso(t.txid, '0.00')] }, 'valor inválido: reais com duas casas, como 123.45.'],
      [
        { pix: [{ ...aviso(t.txid, '20.50'), horario: 'ontem' }] },
        'horario inválido: um instante ISO 8601, como 2026-11-30T12:00:00.000Z.',
      ],
      [
        { pix: Array.from({ length: 101 }, () => aviso(t.txid, '1.00')) },
        'Um aviso traz no máximo 100 pagamentos.',
      ],
      // One bad payment among good ones: none of them is recorded.
      [
        { pix: [aviso(t.txid, '20.50'), { ...aviso(t.txid, '1.00'), txid: 'com espaço' }] },
        'txid inválido: de 1 a 35 letras e dígitos.',
      ],
    ];
    for (const [corpo, mensagem] of casos)
      await recusaSemGravar(() => amb.chamar('POST', `${caminho}/pix`, corpo), mensagem, medir);
  });
});

describe('Recebimentos a conciliar: sessão, empresa e papel', () => {
  it('sem sessão: 401 antes de tudo', async () => {
    for (const url of ['/api/pix/a_conciliar', '/api/pix/conciliar', '/api/pix/descartar'])
      expect((await amb.chamar('POST', url, { id: 1, titulo_id: 1, motivo: 'abc' })).status).toBe(401);
  });

  it('o recebimento de outra empresa é 404 e nada muda; o título de outra empresa também', async () => {
    const caminho = await webhookDe(e);
    const t = await tituloAberto();
    const a = aviso(t.txid, '1.00');
    await avisar(caminho, [a]);
    const [r] = (await recebimentos(e.empresaId)).filter((x) => x.endToEndId === a.endToEndId);
    const conc = await amb.chamar('POST', '/api/pix/conciliar', { id: r?.id, titulo_id: t.id }, outra.token);
    expect(conc.status).toBe(404);
    expect(conc.corpo.retorno.mensagem).toBe('Recebimento Pix não encontrado.');
    const desc = await amb.chamar(
      'POST',
      '/api/pix/descartar',
      { id: r?.id, motivo: 'não é meu' },
      outra.token,
    );
    expect(desc.status).toBe(404);
    const lista = await amb.chamar('POST', '/api/pix/a_conciliar', {}, outra.token);
    expect((lista.corpo.registros as { id: number }[]).map((x) => x.id)).not.toContain(r?.id);

    // The other company's payment against this company's receivable: 404, nothing settled.
    const daOutra = await webhookDe(outra);
    const b = aviso('QUALQUER1', '1.00');
    await avisar(daOutra, [b]);
    const [rb] = (await recebimentos(outra.empresaId)).filter((x) => x.endToEndId === b.endToEndId);
    const cruzado = await amb.chamar(
      'POST',
      '/api/pix/conciliar',
      { id: rb?.id, titulo_id: t.id },
      outra.token,
    );
    expect(cruzado.status).toBe(404);
    expect(await baixasDe(amb, e.empresaId, t.id)).toHaveLength(0);
    const [r2] = (await recebimentos(e.empresaId)).filter((x) => x.endToEndId === a.endToEndId);
    expect(r2?.situacao).toBe('a_conciliar');
  });

  it('o vendedor não vê nem concilia recebimentos (403)', async () => {
    const vend = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
    expect((await amb.chamar('POST', '/api/pix/a_conciliar', {}, vend.token)).status).toBe(403);
    expect((await amb.chamar('POST', '/api/pix/conciliar', { id: 1, titulo_id: 1 }, vend.token)).status).toBe(
      403,
    );
    expect(
      (await amb.chamar('POST', '/api/pix/descartar', { id: 1, motivo: 'abc' }, vend.token)).status,
    ).toBe(403);
  });

  it('entradas ruins de conciliar e descartar: 400 e nada gravado', async () => {
    const medir = () => recebimentos(e.empresaId);
    await recusaSemGravar(
      () => amb.chamar('POST', '/api/pix/conciliar', { id: 'x', titulo_id: 1 }, e.token),
      'Identificador inválido.',
      medir,
    );
    await recusaSemGravar(
      () => amb.chamar('POST', '/api/pix/descartar', { id: 1, motivo: 'a' }, e.token),
      'Informe o motivo (de 3 a 200 caracteres).',
      medir,
    );
  });
});
