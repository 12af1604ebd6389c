// Orders over the last two years with 1 to 5 items and 1 to 3 instalments each, written by three COPYs
// at once (pedidos, pedido_itens, pedido_parcelas) from one pass, so nothing is held in memory.
// Totals follow the server's rules: valor = sum of qt × preco, instalments add up to valor − desconto.
import type pg from 'pg';
import { abrirCopia, type Copiado } from './copiar.ts';
import type { Aleatorio } from './dados-br.ts';
import { UNIDADES } from './dados-br.ts';
import type { Catalogo } from './gerar-cadastros.ts';
import { FORMAS_POR_EMPRESA, type PlanoEmpresa } from './gerar-plano.ts';

export const DIAS_DE_PEDIDOS = 730;
const DIA_MS = 86_400_000;
const isoDia = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const reais = (centavos: number) => (centavos / 100).toFixed(2);

export async function copiarPedidos(
  conexoes: [pg.PoolClient, pg.PoolClient, pg.PoolClient],
  r: Aleatorio,
  empresas: PlanoEmpresa[],
  catalogos: Map<number, Catalogo>,
): Promise<Copiado[]> {
  const [c1, c2, c3] = conexoes;
  const pedidos = abrirCopia(c1, 'pedidos', [
    'empresa_id',
    'id',
    'numero',
    'ident_operacao',
    'data',
    'forma_pagamento_id',
    'participante_id',
    'vendedor_id',
    'valor',
    'desconto',
    'criado_em',
  ]);
  const itens = abrirCopia(c2, 'pedido_itens', [
    'empresa_id',
    'pedido_id',
    'seq',
    'produto_id',
    'codpro',
    'descricao',
    'unidade_id',
    'unidade',
    'qt',
    'preco',
    'desconto',
    'total',
  ]);
  const parcelas = abrirCopia(c3, 'pedido_parcelas', [
    'empresa_id',
    'pedido_id',
    'parcela',
    'vencimento',
    'valor',
  ]);
  const hoje = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const inicio = hoje - (DIAS_DE_PEDIDOS - 1) * DIA_MS;
  for (const e of empresas) {
    const cat = catalogos.get(e.id);
    if (!cat) throw new Error(`catálogo da empresa ${e.id} não gerado`);
    for (let i = 0; i < e.pedidos; i++) {
      const id = e.primeiro.pedido + i;
      // Numbers follow the dates, as they would have been given over time.
      const dia = inicio + Math.floor((i * DIAS_DE_PEDIDOS) / e.pedidos) * DIA_MS;
      let valor = 0;
      const quantos = r.inteiro(1, 5);
      for (let seq = 1; seq <= quantos; seq++) {
        // A few products sell most: the square skews picks towards the start of the catalogue.
        const p = Math.floor(r.proximo() ** 2 * e.produtos);
        const preco = cat.precos[p] ?? 100;
        const qt = r.inteiro(1, 24);
        const total = qt * preco;
        valor += total;
        const u = cat.unidade[p] ?? 0;
        const sigla = UNIDADES[u]?.[0] ?? 'UN';
        const cheio = itens.escrever([
          e.id,
          id,
          seq,
          e.primeiro.produto + p,
          cat.codigos[p] ?? '',
          cat.descricoes[p] ?? '',
          e.primeiro.unidade + u,
          sigla,
          `${qt}.000`,
          reais(preco),
          '0.00',
          reais(total),
        ]);
        if (cheio) await cheio;
      }
      const nParcelas = r.inteiro(1, 3);
      const base = Math.floor(valor / nParcelas);
      for (let k = 1; k <= nParcelas; k++) {
        const v = k === nParcelas ? valor - base * (nParcelas - 1) : base;
        const cheio = parcelas.escrever([e.id, id, k, isoDia(dia + 30 * k * DIA_MS), reais(v)]);
        if (cheio) await cheio;
      }
      const cheio = pedidos.escrever([
        e.id,
        id,
        i + 1,
        r.proximo() < 0.95 ? 1 : 2,
        isoDia(dia),
        e.primeiro.forma + r.inteiro(0, FORMAS_POR_EMPRESA - 1),
        e.primeiro.cliente + r.inteiro(0, e.clientes - 1),
        e.primeiro.representante + r.inteiro(0, e.representantes - 1),
        reais(valor),
        '0.00',
        new Date(dia + r.inteiro(8, 18) * 3_600_000).toISOString(),
      ]);
      if (cheio) await cheio;
    }
  }
  return Promise.all([pedidos.fechar(), itens.fechar(), parcelas.fechar()]);
}
