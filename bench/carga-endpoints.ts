// The endpoints bench/carga.ts loads, with bodies drawn from the data bench/gerar.ts wrote for the large
// company, and how each one's captured SQL becomes a pgbench script.
import { comCliente } from './conexao.ts';
import { EMAIL_GRANDE, emailPequena, SENHA_BENCH } from './gerar-plano.ts';
import type { Encadeamento, Substituicao } from './pgbench.ts';

export type Endpoint = {
  nome: string;
  /** Its pgbench script: bench/pgbench/<arquivo>.sql (rewritten by every run of carga). */
  arquivo: string;
  caminho: string;
  corpo: () => object;
  /** Sent without the session token (login). */
  publico?: boolean;
  /** Extra headers per request (login: a different client address each time). */
  cabecalhos?: () => Record<string, string>;
  pgbench?: { encadear?: Encadeamento[]; substituir?: Substituicao[]; preambulo?: string[] };
};

/** What the bodies need to know about the large company's data. */
export type Dados = {
  /** How many small companies (users pequena-NNNN@bench.local) exist. */
  pequenas: number;
  empresaId: number;
  clientes: number;
  ultimoCliente: number;
  produtos: [number, number];
  representante: number;
  forma: number;
};

export function lerDados(url: string): Promise<Dados> {
  return comCliente(url, async (c) => {
    const { rows } = await c.query<Record<string, string>>(
      `SELECT u.empresa_id,
        (SELECT count(*) FROM clientes WHERE empresa_id = u.empresa_id) AS clientes,
        (SELECT max(id) FROM clientes WHERE empresa_id = u.empresa_id) AS ultimo_cliente,
        (SELECT min(id) FROM produtos WHERE empresa_id = u.empresa_id) AS pmin,
        (SELECT max(id) FROM produtos WHERE empresa_id = u.empresa_id) AS pmax,
        (SELECT min(id) FROM representantes WHERE empresa_id = u.empresa_id) AS representante,
        (SELECT min(id) FROM formas_pagamento WHERE empresa_id = u.empresa_id AND parcelamento = 1) AS forma,
        (SELECT count(*) FROM usuarios WHERE email LIKE 'pequena-%@bench.local') AS pequenas
      FROM usuarios u WHERE lower(u.email) = $1`,
      [EMAIL_GRANDE],
    );
    const l = rows[0];
    if (!l) throw new Error(`Sem dados de bench: rode bench/gerar.ts antes (usuário ${EMAIL_GRANDE}).`);
    return {
      pequenas: Number(l.pequenas),
      empresaId: Number(l.empresa_id),
      clientes: Number(l.clientes),
      ultimoCliente: Number(l.ultimo_cliente),
      produtos: [Number(l.pmin), Number(l.pmax)],
      representante: Number(l.representante),
      forma: Number(l.forma),
    };
  });
}

const aleatorioByte = () => Math.floor(Math.random() * 256);
const isoDia = (d: Date) => d.toISOString().slice(0, 10);

/** The previous whole month, as the order list screen would ask for it. */
/** The order screen's picker call (web: tabelas-precos/api/consultas.ts, pesquisaPrecos). */
const seletor = (busca: string) => ({
  tabela_preco_id: 0,
  busca,
  limite: 10,
  deslocamento: 0,
  contar_total: 0,
  inicio_primeiro: 1,
});

function mesAnterior(): { data_inicial: string; data_final: string } {
  const hoje = new Date();
  const inicio = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - 1, 1));
  const fim = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), 0));
  return { data_inicial: isoDia(inicio), data_final: isoDia(fim) };
}

/**
 * Order creation: 3 of the popular products (one from each third of a 3,000-id band, so they are
 * distinct and in id order), 2 units at R$ 10,00, 3 instalments. pgbench draws them the same way.
 */
function pedidos(d: Dados) {
  const inicio = Math.min(d.produtos[0] + 999, d.produtos[1] - 2);
  const faixa = Math.max(1, Math.floor(Math.min(3000, d.produtos[1] - inicio + 1) / 3));
  const faixas = [0, 1, 2].map((k) => inicio + k * faixa);
  const corpo = (ids: number[]) => {
    const hoje = new Date();
    return {
      data: isoDia(hoje),
      participante_id: d.ultimoCliente,
      vendedor_id: d.representante,
      forma_pagamento_id: d.forma,
      valor: 60,
      desconto: 0,
      produtos: ids.map((produto_id) => ({ produto_id, qt: 2, preco: 10, total: 20 })),
      parcelas: [1, 2, 3].map((parcela) => ({
        parcela,
        vencimento: isoDia(new Date(hoje.getTime() + parcela * 30 * 86_400_000)),
        valor: 20,
      })),
    };
  };
  const fixos = faixas.map((f) => f + Math.floor(faixa / 2));
  return {
    aleatorio: () => corpo(faixas.map((f) => f + Math.floor(Math.random() * faixa))),
    fixo: () => corpo(fixos),
    pgbench: {
      preambulo: faixas.map((f, k) => `\\set p${k + 1} random(${f}, ${f + faixa - 1})`),
      substituir: fixos.map((valor, k) => ({ valor, variavel: `p${k + 1}` })),
      // The order's number and row in one statement (pedidos/linhas.ts); its children name its new id.
      encadear: [{ de: /^with contador as/i, coluna: 0, variavel: 'pedido' }],
    },
  };
}

export function endpoints(d: Dados): Endpoint[] {
  const p = pedidos(d);
  return [
    {
      nome: 'login',
      arquivo: 'login',
      caminho: '/api/estabelecimentos/login',
      // Many people signing in from many addresses (the server trusts X-Forwarded-For in the bench): one
      // address or one account at 32 at once is what the login throttling is there to slow down.
      corpo: () => ({
        email: d.pequenas ? emailPequena(1 + Math.floor(Math.random() * d.pequenas)) : EMAIL_GRANDE,
        senha: SENHA_BENCH,
      }),
      cabecalhos: () => ({
        'x-forwarded-for': `10.${aleatorioByte()}.${aleatorioByte()}.${aleatorioByte()}`,
      }),
      publico: true,
    },
    {
      // The first page of a search carries its count, up to ten pages ahead (what the list screen sends first).
      nome: "clientes: busca comum 'silva', página 1 com total (10 páginas)",
      arquivo: 'clientes-busca-comum-total',
      caminho: '/api/clientes/read',
      corpo: () => ({ busca: 'silva', limite: 10, deslocamento: 0 }),
    },
    {
      // 'Contar todos': the same page with the exact count of the ~10,000 matches.
      nome: "clientes: busca comum 'silva', página 1 com total exato",
      arquivo: 'clientes-busca-comum-total-exato',
      caminho: '/api/clientes/read',
      corpo: () => ({ busca: 'silva', limite: 10, deslocamento: 0, total_exato: 1 }),
    },
    {
      // A later page: the list screen keeps the first page's total and asks for the rows only.
      nome: "clientes: busca comum 'silva', página 10",
      arquivo: 'clientes-busca-comum',
      caminho: '/api/clientes/read',
      corpo: () => ({ busca: 'silva', limite: 10, deslocamento: 90, contar_total: 0 }),
    },
    {
      nome: "clientes: busca rara 'loja 1234'",
      arquivo: 'clientes-busca-rara',
      caminho: '/api/clientes/read',
      corpo: () => ({ busca: 'loja 1234', limite: 10 }),
    },
    // Issue 25: a search line for each way a term can spread among the rows (see bench/gerar --forma).
    ...(
      [
        ['comercial', 'palavra-comum'], // a prefix word on half the rows or more
        ['mercado 12', 'prefixo-numero'], // a prefix word plus a selective number
        ['conceicao', 'sem-acento'], // an accent-free term for an accented surname
        ['JOÃO', 'maiusculas'], // upper case with its accent
        ['123.456', 'documento'], // a piece of a document, with punctuation
        ['sa', 'curta'], // two characters
        ['xyzw', 'nenhuma'], // on no row
      ] as const
    ).map(([busca, arquivo]) => ({
      nome: `clientes: busca '${busca}'`,
      arquivo: `clientes-busca-${arquivo}`,
      caminho: '/api/clientes/read',
      corpo: () => ({ busca, limite: 10, deslocamento: 0 }),
    })),
    ...(
      [
        ['feijao', 'sem-acento'], // accent-free, a word on a quarter of the rows in the realistic shape
        ['cerveja', 'palavra'], // a shared word that sorts after Arroz and Feijão
        ['2l', 'tamanho'], // a size: on a fifth of the rows, anywhere in the order
        ['cerveja 350', 'palavra-tamanho'],
      ] as const
    ).map(([busca, arquivo]) => ({
      nome: `produtos: lista com busca '${busca}' e total`,
      arquivo: `produtos-busca-${arquivo}`,
      caminho: '/api/produtos/read',
      // What the list screen sends (ListaProdutos: those that begin with the term first, issue 25).
      corpo: () => ({ busca, limite: 20, inicio_primeiro: 1 }),
    })),
    {
      // A word on another company's 60,000 products and on none of this one's (bench/adega.ts).
      nome: "produtos: lista com busca 'vinho' (só em outra empresa) e total",
      arquivo: 'produtos-busca-outra-empresa',
      caminho: '/api/produtos/read',
      corpo: () => ({ busca: 'vinho', limite: 20, inicio_primeiro: 1 }),
    },
    {
      // A product's code, as typed from a label (the large company's codes are P0000001...).
      nome: 'produtos: lista com busca por código',
      arquivo: 'produtos-busca-codigo',
      caminho: '/api/produtos/read',
      corpo: () => ({
        busca: `p${String(Math.ceil((d.produtos[1] - d.produtos[0] + 1) / 2)).padStart(7, '0')}`,
        limite: 20,
        inicio_primeiro: 1,
      }),
    },
    {
      nome: "produtos: busca do seletor 'feijao' (sem acento)",
      arquivo: 'produtos-busca-seletor-sem-acento',
      caminho: '/api/tabelasprecos/precos',
      corpo: () => seletor('feijao'),
    },
    {
      nome: "pedidos: lista do mês anterior com busca 'silva' (cliente)",
      arquivo: 'pedidos-lista-busca-cliente',
      caminho: '/api/pedidosvenda/read',
      corpo: () => ({ ...mesAnterior(), busca: 'silva', limite: 20 }),
    },
    {
      nome: `clientes: página funda (deslocamento ${Math.floor(d.clientes / 2)})`,
      arquivo: 'clientes-pagina-funda',
      caminho: '/api/clientes/read',
      corpo: () => ({ limite: 10, deslocamento: Math.floor(d.clientes / 2) }),
    },
    {
      // What the order screen's picker sends (tabela 0 = base prices, no total: the picker shows none;
      // descriptions that begin with the term first).
      nome: "produtos: busca do seletor 'arroz'",
      arquivo: 'produtos-busca-seletor',
      caminho: '/api/tabelasprecos/precos',
      corpo: () => seletor('arroz'),
    },
    {
      // A term no description begins with (a variant in the middle): the picker's second group alone.
      nome: "produtos: busca do seletor 'integral' (no meio)",
      arquivo: 'produtos-busca-seletor-meio',
      caminho: '/api/tabelasprecos/precos',
      corpo: () => seletor('integral'),
    },
    {
      nome: "produtos: lista com busca 'arroz' e total",
      arquivo: 'produtos-busca',
      caminho: '/api/produtos/read',
      corpo: () => ({ busca: 'arroz', limite: 20, inicio_primeiro: 1 }),
    },
    {
      nome: 'pedidos: lista do mês anterior',
      arquivo: 'pedidos-lista-mes',
      caminho: '/api/pedidosvenda/read',
      corpo: () => ({ ...mesAnterior(), limite: 20 }),
    },
    {
      nome: 'pedidos: criar (3 itens, 3 parcelas, estoque)',
      arquivo: 'pedidos-criar',
      caminho: '/api/pedidosvenda/create',
      corpo: p.aleatorio,
      pgbench: p.pgbench,
    },
    {
      nome: 'painel: resumo mensal',
      arquivo: 'painel-resumo-mensal',
      caminho: '/api/pedidosvenda/resumo_mensal',
      corpo: () => ({}),
    },
  ];
}

/** The body sent while capturing an endpoint's SQL (order creation with its fixed products). */
export function corpoCaptura(e: Endpoint, d: Dados): object {
  return e.caminho === '/api/pedidosvenda/create' ? pedidos(d).fixo() : e.corpo();
}
