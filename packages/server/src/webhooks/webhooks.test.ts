import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo, parDoArquivo } from '../../test/arquivo.ts';
import { iniciarReceptor, type Recebido } from '../../test/pares/receptor-webhooks.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { pedidoFaturado, titulosDoPedido } from '../../test/titulos-apoio.ts';
import { webhookEntregas, webhooks, webhookTentativas } from '../db/schema.ts';
import { comEmpresa } from '../db/tenant.ts';
import { ajustesWebhooks, esperaWebhook, processarWebhooks } from './entregas.ts';
import { publicarEvento } from './eventos.ts';

// The worker of this file's app never runs by itself (its first pass is an hour away): each test makes the
// passes it means, at the instant it means, against a real local receiver.
ajustesWebhooks.intervaloMs = 60 * 60_000;

const receptor = parDoArquivo(iniciarReceptor, (r) => r.fechar());
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb, { nome: 'Distribuidora Ganchos' });
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);

const TODOS = [
  'pedido.criado',
  'pedido.alterado',
  'pedido.situacao_alterada',
  'titulo.criado',
  'titulo.pago',
  'titulo.estornado',
  'cliente.criado',
  'cliente.alterado',
  'produto.alterado',
];

const criar = (corpo: unknown, token = e.token) => amb.chamar('POST', '/api/webhooks/create', corpo, token);
const passe = (deslocamentoMs = 0) =>
  processarWebhooks(amb.banco, () => new Date(Date.now() + deslocamentoMs));
const entregasDe = (empresaId: number) =>
  amb.banco.db.select().from(webhookEntregas).where(eq(webhookEntregas.empresaId, empresaId));

/** The signature as an integrator checks it (docs/integracoes.md's snippet, in the test's words). */
function assinaturaConfere(r: Recebido, segredo: string): boolean {
  const cab = String(r.headers['x-mascate-assinatura'] ?? '');
  const partes = Object.fromEntries(cab.split(',').map((p) => p.split('=') as [string, string]));
  const esperado = createHmac('sha256', segredo).update(`${partes.t}.${r.corpo}`).digest('hex');
  const v1 = Buffer.from(partes.v1 ?? '', 'hex');
  return v1.length === 32 && timingSafeEqual(v1, Buffer.from(esperado, 'hex'));
}

type Evento = { id: string; tipo: string; criado_em: string; dados: Record<string, unknown> };
const eventos = () => receptor.recebidos.map((r) => JSON.parse(r.corpo) as Evento);

/** What a customer needs besides its name (the register's required fields). */
const ENDERECO = {
  rota_id: 0,
  logradouro: 'Praça da Sé',
  numero: '10',
  cep: '01001-000',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'SP',
  ie_rg: 'ISENTO',
};

/** A valid CPF for the n-th customer of the file (the register refuses repeated documents). */
function cpf(n: number): string {
  const base = String(100_000_000 + n * 7919)
    .slice(0, 9)
    .split('')
    .map(Number);
  const digito = (d: number[]) => {
    const soma = d.reduce((s, x, i) => s + x * (d.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digito(base);
  const d2 = digito([...base, d1]);
  return [...base, d1, d2].join('');
}
let clientesFeitos = 0;
const cliente = (nome: string) => ({ nome, ...ENDERECO, cnpj_cpf: cpf(++clientesFeitos) });

let segredo = '';
let webhookId = 0;

describe('webhooks: cadastro', () => {
  testarRecusas(
    [
      [
        { url: 'http://erp.exemplo.com.br/h', eventos: ['pedido.criado'] },
        'Informe o endereço do webhook com https:// (http:// só para 127.0.0.1 ou localhost), com até 2000 caracteres.',
      ],
      [
        { url: 'ftp://127.0.0.1/h', eventos: ['pedido.criado'] },
        'Informe o endereço do webhook com https:// (http:// só para 127.0.0.1 ou localhost), com até 2000 caracteres.',
      ],
      [
        { url: `https://erp.exemplo.com.br/${'a'.repeat(2000)}`, eventos: ['pedido.criado'] },
        'Informe o endereço do webhook com https:// (http:// só para 127.0.0.1 ou localhost), com até 2000 caracteres.',
      ],
      [{ url: 'https://erp.exemplo.com.br/h', eventos: [] }, 'Escolha ao menos um evento.'],
      [
        { url: 'https://erp.exemplo.com.br/h', eventos: ['pedido.apagado'] },
        `Evento desconhecido: use um de ${TODOS.join(', ')}.`,
      ],
    ],
    (corpo) => criar(corpo),
    () => amb.banco.db.select().from(webhooks).where(eq(webhooks.empresaId, e.empresaId)),
  );

  it('o administrador cadastra: o segredo aparece uma vez; a lista mostra só o começo', async () => {
    const r = await criar({ url: receptor.url, eventos: [...TODOS, 'pedido.criado'] });
    expect(r.status).toBe(200);
    segredo = String(r.corpo.retorno.segredo);
    webhookId = Number(r.corpo.retorno.id);
    expect(segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const lista = await amb.chamar('POST', '/api/webhooks/read', {}, e.token);
    expect(lista.corpo.registros).toEqual([
      expect.objectContaining({
        id: webhookId,
        url: receptor.url,
        eventos: TODOS,
        prefixo_segredo: segredo.slice(0, 12),
        pendentes: 0,
        falhas: 0,
      }),
    ]);
    expect(JSON.stringify(lista.corpo)).not.toContain(segredo);
    // Another company sees none of it, and cannot remove it.
    expect((await amb.chamar('POST', '/api/webhooks/read', {}, outra.token)).corpo.registros).toEqual([]);
    expect((await amb.chamar('POST', '/api/webhooks/delete', { id: webhookId }, outra.token)).status).toBe(
      404,
    );
    expect(
      (await amb.chamar('POST', '/api/webhooks/entregas', { webhook_id: webhookId }, outra.token)).status,
    ).toBe(404);
    expect((await amb.chamar('POST', '/api/webhooks/read', {})).status).toBe(401);
  });
});

describe('webhooks: entregas', () => {
  beforeEach(async () => {
    await passe(); // nothing left over from the test before
    receptor.recebidos.length = 0;
    receptor.responderCom(200);
  });

  it('cliente criado e alterado duas vezes: três eventos, em ordem, assinados, ids distintos', async () => {
    const cli = cliente('Mercado Um');
    const criado = await amb.chamar('POST', '/api/clientes/create', cli, e.token);
    expect(criado.status).toBe(200);
    const id = Number(criado.corpo.retorno.id);
    for (const nome of ['Mercado Dois', 'Mercado Três'])
      expect((await amb.chamar('PUT', '/api/clientes/update', { ...cli, id, nome }, e.token)).status).toBe(
        200,
      );
    // Only the first goes in a pass: the record's next waits until the one before is delivered.
    expect(await passe()).toBe(1);
    expect(await passe()).toBe(1);
    expect(await passe()).toBe(1);
    expect(await passe()).toBe(0);
    expect(eventos().map((x) => [x.tipo, x.dados.nome, x.dados.id])).toEqual([
      ['cliente.criado', 'Mercado Um', id],
      ['cliente.alterado', 'Mercado Dois', id],
      ['cliente.alterado', 'Mercado Três', id],
    ]);
    for (const r of receptor.recebidos) {
      expect(assinaturaConfere(r, segredo)).toBe(true);
      expect(assinaturaConfere(r, `${segredo}x`)).toBe(false);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-mascate-evento-id']).toBe((JSON.parse(r.corpo) as Evento).id);
    }
    expect(new Set(eventos().map((x) => x.id)).size).toBe(3);
  });

  it('pedido faturado, pago e estornado: pedido e títulos, cada um uma vez', async () => {
    const pedidoId = await pedidoFaturado(amb, e, c, { nParcelas: 2 });
    const [t1] = await titulosDoPedido(amb, e.empresaId, pedidoId);
    const tid = t1?.id ?? 0;
    const hoje = new Date().toISOString().slice(0, 10);
    expect(
      (
        await amb.chamar(
          'POST',
          '/api/titulos/baixar',
          { id: tid, data: hoje, valor: '5', meio: 'pix' },
          e.token,
        )
      ).status,
    ).toBe(200);
    const lido = await amb.chamar('POST', '/api/titulos/read_one', { id: tid }, e.token);
    const baixaId = (lido.corpo.registros?.[0]?.baixas as { id: number }[] | undefined)?.[0]?.id;
    expect(
      (
        await amb.chamar(
          'POST',
          '/api/titulos/estornar',
          { id: tid, baixa_id: baixaId, motivo: 'Cheque' },
          e.token,
        )
      ).status,
    ).toBe(200);
    while ((await passe()) > 0);
    const vistos = eventos().map((x) => `${x.tipo} ${x.dados.id}`);
    expect(vistos.filter((v) => v.startsWith('pedido'))).toEqual([
      `pedido.criado ${pedidoId}`,
      `pedido.situacao_alterada ${pedidoId}`,
    ]);
    expect(vistos.filter((v) => v.startsWith('titulo') && v.endsWith(` ${tid}`))).toEqual([
      `titulo.criado ${tid}`,
      `titulo.pago ${tid}`,
      `titulo.estornado ${tid}`,
    ]);
    expect(vistos.filter((v) => v.startsWith('titulo.criado'))).toHaveLength(2);
    const situacao = eventos().find((x) => x.tipo === 'pedido.situacao_alterada');
    expect(situacao?.dados.situacao).toBe('faturado');
    const pago = eventos().find((x) => x.tipo === 'titulo.pago');
    expect(pago?.dados).toMatchObject({ id: tid, pago: 5 });
  });

  it('uma gravação desfeita não deixa evento', async () => {
    const antes = (await entregasDe(e.empresaId)).length;
    await expect(
      comEmpresa(amb.banco.db, e.empresaId, async (tx) => {
        await publicarEvento(tx, e.empresaId, 'cliente.alterado', 'cliente:1', async () => ({ id: 1 }));
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect((await entregasDe(e.empresaId)).length).toBe(antes);
    expect(await passe()).toBe(0);
    expect(receptor.recebidos).toEqual([]);
  });

  it('receptor fora do ar: espera crescente, o mesmo evento depois, e "Reenviar" manda de novo', async () => {
    receptor.responderCom(503);
    const cli = cliente('Mercado Fora');
    expect((await amb.chamar('POST', '/api/clientes/create', cli, e.token)).status).toBe(200);
    expect(await passe()).toBe(0);
    expect(await passe()).toBe(0); // not due again yet
    expect(receptor.recebidos).toHaveLength(1);
    const lista = await amb.chamar(
      'POST',
      '/api/webhooks/entregas',
      { webhook_id: webhookId, limite: 1 },
      e.token,
    );
    const [entrega] = lista.corpo.registros as {
      id: number;
      situacao: string;
      tentativas: number;
      ultimo_status: number;
      proxima_em: string;
      historico: { status: number; resposta: string }[];
    }[];
    expect(entrega).toMatchObject({ situacao: 'pendente', tentativas: 1, ultimo_status: 503 });
    expect(entrega?.historico).toEqual([expect.objectContaining({ status: 503, resposta: 'fora do ar' })]);
    expect(Date.parse(entrega?.proxima_em ?? '') - Date.now()).toBeGreaterThan(esperaWebhook(1) - 5_000);
    expect(esperaWebhook(2)).toBe(2 * esperaWebhook(1));

    receptor.responderCom(200);
    expect(await passe(esperaWebhook(1) + 1_000)).toBe(1);
    const [primeiro, segundo] = receptor.recebidos;
    expect(segundo?.corpo).toBe(primeiro?.corpo);
    expect(assinaturaConfere(segundo as Recebido, segredo)).toBe(true);

    const reenviar = await amb.chamar('POST', '/api/webhooks/reenviar', { id: entrega?.id }, e.token);
    expect(reenviar.status).toBe(200);
    expect(
      (await amb.chamar('POST', '/api/webhooks/reenviar', { id: entrega?.id }, outra.token)).status,
    ).toBe(404);
    expect(await passe()).toBe(1);
    expect(receptor.recebidos[2]?.corpo).toBe(primeiro?.corpo);
    const tentativas = await amb.banco.db
      .select()
      .from(webhookTentativas)
      .where(eq(webhookTentativas.entregaId, entrega?.id ?? 0));
    expect(tentativas.map((t) => t.status)).toEqual([503, 200, 200]);
  });

  it('as tentativas acabam: a entrega fica "falhou"', async () => {
    receptor.responderCom(500);
    const cli = cliente('Mercado Sem Fim');
    expect((await amb.chamar('POST', '/api/clientes/create', cli, e.token)).status).toBe(200);
    let adiante = 0;
    for (let i = 0; i < ajustesWebhooks.tentativasMaximas; i++) {
      await passe(adiante);
      adiante += esperaWebhook(i + 1) + 1_000;
    }
    const [ultima] = (await entregasDe(e.empresaId)).sort((a, b) => b.id - a.id);
    expect(ultima).toMatchObject({ situacao: 'falhou', tentativas: ajustesWebhooks.tentativasMaximas });
    expect(receptor.recebidos).toHaveLength(ajustesWebhooks.tentativasMaximas);
    // About a day between the first attempt and the last.
    expect(adiante).toBeGreaterThan(20 * 60 * 60_000);
  });

  it('um processo que morre entre a reserva e a entrega não perde o evento', async () => {
    const cli = cliente('Mercado Caído');
    expect((await amb.chamar('POST', '/api/clientes/create', cli, e.token)).status).toBe(200);
    // A process claims it and dies before calling (the claim is all it wrote).
    await amb.banco.pool.query(
      `update webhook_entregas set tentativas = tentativas + 1, proxima_em = now() + interval '1 minute'
        where empresa_id = $1 and situacao = 'pendente'`,
      [e.empresaId],
    );
    expect(await passe()).toBe(0);
    expect(await passe(ajustesWebhooks.reservaMs + 1_000)).toBe(1);
    expect(eventos().map((x) => x.dados.nome)).toEqual(['Mercado Caído']);
  });

  it('webhook removido: as pendentes são canceladas e nada mais sai', async () => {
    receptor.responderCom(503);
    const cli = cliente('Mercado Removido');
    expect((await amb.chamar('POST', '/api/clientes/create', cli, e.token)).status).toBe(200);
    await passe();
    expect((await amb.chamar('POST', '/api/webhooks/delete', { id: webhookId }, e.token)).status).toBe(200);
    expect((await amb.chamar('POST', '/api/webhooks/read', {}, e.token)).corpo.registros).toEqual([]);
    const [ultima] = (await entregasDe(e.empresaId)).sort((a, b) => b.id - a.id);
    expect(ultima?.situacao).toBe('cancelada');
    const lidas = await amb.chamar('POST', '/api/webhooks/entregas', { webhook_id: webhookId }, e.token);
    expect(lidas.corpo.registros?.[0]).toMatchObject({ situacao: 'cancelada', webhook_removido: true });
    receptor.responderCom(200);
    expect(await passe(24 * 60 * 60_000)).toBe(0);
    expect((await amb.chamar('POST', '/api/clientes/create', cli, e.token)).status).toBe(200);
    expect((await entregasDe(e.empresaId)).filter((x) => x.situacao === 'pendente')).toEqual([]);
    expect((await amb.chamar('POST', '/api/webhooks/reenviar', { id: ultima?.id }, e.token)).status).toBe(
      404,
    );
  });
});
