// Order PDFs per second for an order of 30 items: the PDF alone (pdfmake, in this process), then through
// the real app (GET /api/pedidosvenda/{id}/pdf and the public /p/{chave}/pdf, with the database reads).
// Prints a table; asserts nothing.
// Run: npx tsx bench/pdf.ts [repetitions]   (embedded database, or DATABASE_URL when set)
import { performance } from 'node:perf_hooks';
import { centavosParaNumero, gerarParcelas, hojeSaoPaulo, type Pedido } from '@mascate/domain';
import type { DocumentoPedido } from '../packages/server/src/pedidos/documento.ts';
import { gerarPdf } from '../packages/server/src/pedidos/pdf.ts';
import { abrirAppBench } from './app-bench.ts';

const N = Number(process.argv[2] ?? 200);
// This measures building PDFs, not the per-address limit on the public link (60 a minute).
process.env.RATE_LIMIT_MULTIPLIER ??= '1000';
const ITENS = 30;

type Linha = { caso: string; n: number; porSegundo: number; p50: number; p95: number; kb: number };

async function medir(caso: string, n: number, fn: () => Promise<number>): Promise<Linha> {
  for (let i = 0; i < 5; i++) await fn(); // warm-up: JIT, font metrics, connections
  const tempos: number[] = [];
  let bytes = 0;
  const inicio = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    bytes = await fn();
    tempos.push(performance.now() - t);
  }
  const total = (performance.now() - inicio) / 1000;
  tempos.sort((a, b) => a - b);
  const pct = (p: number) => tempos[Math.min(n - 1, Math.floor((p / 100) * n))] ?? 0;
  return { caso, n, porSegundo: n / total, p50: pct(50), p95: pct(95), kb: bytes / 1024 };
}

const hoje = hojeSaoPaulo();
const produtos: Pedido['produtos'] = Array.from({ length: ITENS }, (_, i) => ({
  id: String(i + 1),
  descricao: `Produto de teste número ${i + 1} com uma descrição de tamanho comum`,
  codpro: `P${String(i + 1).padStart(4, '0')}`,
  produto_id: i + 1,
  unidade_id: 1,
  unidade: 'UN',
  qt: 3,
  preco: 12.34,
  desconto: 0,
  total: 37.02,
}));
const totalCentavos = ITENS * 3702;
const documento: DocumentoPedido = {
  empresa: {
    nome: 'Distribuidora Exemplo Ltda',
    documento: 'CNPJ 11.222.333/0001-81',
    endereco: 'Rua das Flores, 100 - Centro - São Paulo/SP - CEP 01001-000',
    contato: '(11) 3456-7890 - vendas@exemplo.com.br',
  },
  logo: undefined,
  formaPagamento: 'Boleto 30/60',
  representante: 'Carlos Souza',
  pix: [],
  cliente: {
    nome: 'Mercado Boa Vista Ltda',
    documento: 'CNPJ 11.222.333/0001-81',
    endereco: 'Av. Brasil, 2000 - Jardim América - Campinas/SP - CEP 13000-000',
    email: '',
    fone: '',
  },
  pedido: {
    id: 1,
    numero: 1234,
    ident_operacao: 1,
    natureza_id: 0,
    data: hoje,
    data_saida: hoje,
    participante: { id: 1, nome: 'Mercado Boa Vista Ltda' },
    participante_id: 1,
    vendedor_id: 0,
    forma_pagamento_id: 0,
    situacao: 'pedido',
    tabela_preco_id: 0,
    valor: centavosParaNumero(totalCentavos),
    desconto: 0,
    produtos,
    parcelas: gerarParcelas(totalCentavos, 3, hoje).map((p) => ({
      parcela: p.parcela,
      vencimento: p.vencimento,
      valor: centavosParaNumero(p.valorCentavos),
    })),
  },
};

const linhas: Linha[] = [];
linhas.push(await medir('gerarPdf (só o PDF)', N, async () => (await gerarPdf(documento)).length));

const { app, post, descricao, fechar } = await abrirAppBench();
const empresa = {
  email: `bench-pdf-${Date.now()}@exemplo.com.br`,
  nome: 'Bench PDF',
  cnpj: '',
  senha: 'senha-bench-1',
};
await post('/api/estabelecimentos/create', { ...empresa, imagem_login: '' });
const token = String((await post('/api/estabelecimentos/login', empresa)).corpo.retorno.token);
const un = (await post('/api/unidades/create', { sigla: 'UN', descricao: 'Unidade' }, token)).corpo.retorno
  .id;
const cliente = (
  await post(
    '/api/clientes/create',
    { nome: 'Mercado Boa Vista Ltda', cnpj_cpf: '11222333000181', rota_id: 0 },
    token,
  )
).corpo.retorno.id;
const produto = (
  await post(
    '/api/produtos/create',
    {
      codigo: 'P1',
      descricao: 'Produto',
      unidade: 'UN',
      unidade_id: un,
      preco: 12.34,
      status: 0,
      estoque: 0,
      tipo: 0,
      meu_id: 0,
    },
    token,
  )
).corpo.retorno.id;
const criado = await post(
  '/api/pedidosvenda/create',
  {
    data: hoje,
    participante_id: cliente,
    valor: documento.pedido.valor,
    produtos: produtos.map((p) => ({ ...p, produto_id: produto, unidade_id: un })),
    parcelas: documento.pedido.parcelas,
  },
  token,
);
const id = Number(criado.corpo.retorno.id);
const link = String((await post('/api/pedidosvenda/compartilhar', { id }, token)).corpo.registros[0].link);
const chave = link.slice(link.lastIndexOf('/') + 1);

const baixar = async (url: string, headers: Record<string, string> = {}) => {
  const r = await app.inject({ method: 'GET', url, headers });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  return r.rawPayload.length;
};
linhas.push(
  await medir('GET /api/pedidosvenda/{id}/pdf', N, () =>
    baixar(`/api/pedidosvenda/${id}/pdf`, { authorization: `Bearer ${token}` }),
  ),
);
linhas.push(await medir('GET /p/{chave}/pdf (público)', N, () => baixar(`/p/${chave}/pdf`)));

console.log(
  `PDF de um pedido de ${ITENS} itens e 3 parcelas; banco: ${descricao}; um processo, chamadas em sequência`,
);
console.log('| caso | PDFs | PDFs/s | p50 ms | p95 ms | tamanho KB |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const l of linhas) {
  console.log(
    `| ${l.caso} | ${l.n} | ${l.porSegundo.toFixed(1)} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.kb.toFixed(1)} |`,
  );
}
await app.close();
await fechar();
