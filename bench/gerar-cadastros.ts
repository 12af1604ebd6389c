// Rows of the registers (companies, users, units, routes, representatives, customers, products) for
// bench/gerar.ts, as COPY column lists and generators. Every row carries its company in the key.
import { createHash } from 'node:crypto';
import { CAMPOS_TEXTO_CLIENTE } from '@mascate/domain';
import type { Valor } from './copiar.ts';
import {
  type Aleatorio,
  BAIRROS,
  CIDADES,
  cnpj,
  cpf,
  FORMAS_PAGAMENTO,
  LOGRADOUROS,
  MARCAS,
  nomeCliente,
  PRENOMES,
  PRODUTOS,
  SOBRENOMES,
  TAMANHOS,
  UNIDADES,
} from './dados-br.ts';
import { FORMAS_POR_EMPRESA, type PlanoEmpresa, tokenBench, UNIDADES_POR_EMPRESA } from './gerar-plano.ts';

export type Tabela = { tabela: string; colunas: string[]; linhas: (e: PlanoEmpresa) => Iterable<Valor[]> };

const VARIANTES = ['Tradicional', 'Integral', 'Light', 'Zero', 'Premium', 'Econômico', 'Original', 'Extra'];

export function tabelasCadastro(
  r: Aleatorio,
  senhaHash: string,
  pedidosPorEmpresa: (e: PlanoEmpresa) => number,
): Tabela[] {
  const validade = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return [
    {
      tabela: 'empresas',
      colunas: ['id', 'nome', 'fantasia', 'cnpj', 'cidade', 'uf', 'email', 'ultimo_numero_pedido'],
      *linhas(e) {
        const [cidade, uf] = r.um(CIDADES);
        yield [
          e.id,
          e.nome,
          e.nome.replace(/ Ltda$/, ''),
          cnpj(r),
          cidade,
          uf,
          e.email,
          pedidosPorEmpresa(e),
        ];
      },
    },
    {
      // Each company's one user is a person of their own with one membership (migration 0180).
      tabela: 'pessoas',
      colunas: ['id', 'email', 'nome', 'senha_hash'],
      *linhas(e) {
        yield [e.usuarioId, e.email, `${r.um(PRENOMES)} ${r.um(SOBRENOMES)}`, senhaHash];
      },
    },
    {
      tabela: 'usuarios',
      colunas: ['id', 'empresa_id', 'pessoa_id', 'email', 'nome'],
      *linhas(e) {
        yield [e.usuarioId, e.id, e.usuarioId, e.email, `${r.um(PRENOMES)} ${r.um(SOBRENOMES)}`];
      },
    },
    {
      tabela: 'sessoes',
      colunas: ['token_hash', 'usuario_id', 'empresa_id', 'expira_em'],
      *linhas(e) {
        const hash = createHash('sha256').update(tokenBench(e.id)).digest('hex');
        yield [hash, e.usuarioId, e.id, validade];
      },
    },
    {
      tabela: 'unidades',
      colunas: ['empresa_id', 'id', 'sigla', 'descricao'],
      *linhas(e) {
        for (let i = 0; i < UNIDADES_POR_EMPRESA; i++) {
          const [sigla, descricao] = UNIDADES[i] ?? ['UN', 'Unidade'];
          yield [e.id, e.primeiro.unidade + i, sigla, descricao];
        }
      },
    },
    {
      tabela: 'formas_pagamento',
      colunas: ['empresa_id', 'id', 'descricao', 'parcelamento'],
      *linhas(e) {
        for (let i = 0; i < FORMAS_POR_EMPRESA; i++) {
          const [descricao, parcelamento] = FORMAS_PAGAMENTO[i] ?? ['Dinheiro', 0];
          yield [e.id, e.primeiro.forma + i, descricao, parcelamento];
        }
      },
    },
    {
      tabela: 'rotas',
      colunas: ['empresa_id', 'id', 'nome', 'descricao', 'dias_semana_venda'],
      *linhas(e) {
        for (let i = 0; i < e.rotas; i++) {
          const [cidade] = r.um(CIDADES);
          const dias = Array.from({ length: 7 }, (_, d) => (d > 0 && d < 6 && r.proximo() < 0.4 ? '1' : '0'));
          yield [
            e.id,
            e.primeiro.rota + i,
            `Rota ${i + 1} - ${cidade}`,
            `${r.um(BAIRROS)}, ${cidade}`,
            dias.join(''),
          ];
        }
      },
    },
    {
      tabela: 'representantes',
      colunas: ['empresa_id', 'id', 'nome', 'email', 'cnpj_cpf', 'status'],
      *linhas(e) {
        for (let i = 0; i < e.representantes; i++) {
          const nome = `${r.um(PRENOMES)} ${r.um(SOBRENOMES)}`;
          const email = `rep${i + 1}.empresa${e.id}@bench.local`;
          yield [e.id, e.primeiro.representante + i, nome, email, cpf(r), r.proximo() < 0.9 ? 1 : 0];
        }
      },
    },
    {
      tabela: 'representantes_rotas',
      colunas: ['empresa_id', 'representante_id', 'rota_id'],
      *linhas(e) {
        for (let i = 0; i < e.rotas; i++) {
          yield [e.id, e.primeiro.representante + (i % e.representantes), e.primeiro.rota + i];
        }
      },
    },
  ];
}

/**
 * The data's shape (`--forma`): 'padrao' spreads names and words evenly; 'realista' is how real bases
 * look (issue 25): most names begin with one of a few words, surnames cluster in the alphabetical order,
 * every trade name is 'Loja <n>', products share a few words and sizes, and half the accented words are
 * written without their accents.
 */
export type FormaDados = 'padrao' | 'realista';

const PREFIXOS_REALISTAS = [
  'Comercial',
  'Mercado',
  'Mercadinho',
  'Distribuidora',
  'Padaria',
  'Bar e Lanchonete',
];
const SOBRENOMES_REALISTAS = [
  'Araújo',
  'Brandão',
  'Conceição',
  'Gonçalves',
  'Lima',
  'Ribeiro',
  'Santos',
  'Silva',
  'Simões',
  'Sousa',
];
const PALAVRAS_PRODUTO = ['Arroz', 'Feijão', 'Refrigerante', 'Cerveja'];
const TAMANHOS_REALISTAS = ['1kg', '2L', '5kg', '350ml', '600ml'];
const semAcento = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** Half the accented words without their accents, as people type them into a register. */
const talvezSemAcento = (r: Aleatorio, t: string) => (r.proximo() < 0.5 ? semAcento(t) : t);

function nomeRealista(r: Aleatorio, i: number): string {
  // Half begin with 'Comercial' (the measured shape), the rest with the other common words.
  const prefixo = r.proximo() < 0.5 ? 'Comercial' : r.um(PREFIXOS_REALISTAS.slice(1));
  return `${prefixo} ${talvezSemAcento(r, r.um(SOBRENOMES_REALISTAS))} ${i + 1} Ltda`;
}

export const tabelaClientes = (r: Aleatorio, forma: FormaDados = 'padrao'): Tabela => ({
  tabela: 'clientes',
  colunas: ['empresa_id', 'id', 'rota_id', ...CAMPOS_TEXTO_CLIENTE],
  *linhas(e) {
    for (let i = 0; i < e.clientes; i++) {
      const nome = forma === 'realista' ? nomeRealista(r, i) : nomeCliente(r);
      // One in twenty is a chain's numbered store ('Loja 1234' exists once); a third have no trade name.
      // The realistic shape: every trade name is 'Loja <n>'.
      const apelido =
        forma === 'realista' || i % 20 === 14
          ? `Loja ${i}`
          : i % 3 === 0
            ? ''
            : nome.split(' ').slice(0, 2).join(' ');
      const [cidade, uf, prefixoCep] = r.um(CIDADES);
      const juridica = r.proximo() < 0.7;
      const rota = r.proximo() < 0.9 ? e.primeiro.rota + r.inteiro(0, e.rotas - 1) : null;
      const campos: Record<(typeof CAMPOS_TEXTO_CLIENTE)[number], string> = {
        nome,
        apelido,
        logradouro: r.um(LOGRADOUROS),
        numero: String(r.inteiro(1, 3000)),
        cep: `${prefixoCep}${r.digitos(6)}`,
        bairro: r.um(BAIRROS),
        complemento: '',
        cidade,
        uf,
        email: r.proximo() < 0.5 ? `contato${e.primeiro.cliente + i}@exemplo.com.br` : '',
        fone1: `(${r.inteiro(11, 99)}) 9${r.digitos(4)}-${r.digitos(4)}`,
        cnpj_cpf: juridica ? cnpj(r) : cpf(r),
        ie_rg: juridica ? r.digitos(12) : '',
      };
      yield [e.id, e.primeiro.cliente + i, rota, ...CAMPOS_TEXTO_CLIENTE.map((k) => campos[k])];
    }
  },
});

/** Products; their prices, descriptions and units are kept so the order items can copy them. */
export type Catalogo = { precos: Int32Array; descricoes: string[]; codigos: string[]; unidade: Uint8Array };

export function tabelaProdutos(
  r: Aleatorio,
  catalogos: Map<number, Catalogo>,
  forma: FormaDados = 'padrao',
): Tabela {
  return {
    tabela: 'produtos',
    colunas: ['empresa_id', 'id', 'codigo', 'descricao', 'unidade_id', 'preco', 'status', 'estoque', 'tipo'],
    *linhas(e) {
      const c: Catalogo = {
        precos: new Int32Array(e.produtos),
        descricoes: [],
        codigos: [],
        unidade: new Uint8Array(e.produtos),
      };
      catalogos.set(e.id, c);
      for (let i = 0; i < e.produtos; i++) {
        const descricao =
          forma === 'realista'
            ? `${talvezSemAcento(r, r.um(PALAVRAS_PRODUTO))} ${r.um(MARCAS)} ${r.um(VARIANTES)} ${r.um(TAMANHOS_REALISTAS)}`
            : `${r.um(PRODUTOS)} ${r.um(MARCAS)} ${r.um(VARIANTES)} ${r.um(TAMANHOS)}`;
        const codigo = `P${String(i + 1).padStart(7, '0')}`;
        const preco = r.inteiro(199, 29_999);
        const unidade = r.inteiro(0, UNIDADES_POR_EMPRESA - 1);
        c.precos[i] = preco;
        c.descricoes.push(descricao);
        c.codigos.push(codigo);
        c.unidade[i] = unidade;
        const status = r.proximo() < 0.95 ? 0 : 1;
        yield [
          e.id,
          e.primeiro.produto + i,
          codigo,
          descricao,
          e.primeiro.unidade + unidade,
          (preco / 100).toFixed(2),
          status,
          '1000000.000',
          0,
        ];
      }
    },
  };
}
