// Issue 27: every export has every column its screen shows. One row per `*/exportar` endpoint of the
// contract: the screen's column headings (its TabelaDados columns, as on screen) and, for each, the
// export's heading that carries it (the file's labels are the spreadsheet's own wording: 'TAXA' on
// screen is 'Comissão (%)' in the file). The file's header row must hold every one of them.
import {
  COLUNAS_CLIENTES,
  COLUNAS_CLIENTES_INATIVOS,
  COLUNAS_COMISSOES,
  COLUNAS_FORMAS_PAGAMENTO,
  COLUNAS_METAS,
  COLUNAS_PEDIDOS,
  COLUNAS_PRODUTOS,
  COLUNAS_REPRESENTANTES,
  COLUNAS_ROTAS,
  COLUNAS_ROTEIRO,
  COLUNAS_TABELAS_PRECOS,
  COLUNAS_TITULOS,
  COLUNAS_UNIDADES,
  COLUNAS_VENCIMENTOS,
  COLUNAS_VISITAS,
  colunasVendas,
  contratoApi,
  NOMES_FAIXA,
  TITULO_AGRUPAMENTO,
} from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { baixar, lerCsv } from '../../test/planilhas-apoio.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);

const hoje = new Date().toISOString().slice(0, 10);
const periodo = `data_ini=${hoje}&data_fin=${hoje}`;

type Caso = {
  /** The export's path and the query its screen sends (the required filters). */
  url: string;
  /** The export's header constant (domain): the file's header row is exactly its headings. */
  constante: readonly { titulo: string }[];
  /** The screen (its route and table) whose columns the file must carry. */
  tela: string;
  /** Screen column -> the export's heading for it. */
  colunas: Record<string, string>;
};

const CASOS: Caso[] = [
  {
    url: 'clientes/exportar',
    constante: COLUNAS_CLIENTES,
    tela: '/listar-clientes',
    colunas: { CLIENTE: 'Razão social', 'CPF-CNPJ': 'CPF/CNPJ', CIDADE: 'Cidade', UF: 'UF' },
  },
  {
    url: 'produtos/exportar',
    constante: COLUNAS_PRODUTOS,
    tela: '/listar-produtos',
    colunas: { PRODUTO: 'Descrição', UNIDADE: 'Unidade', PREÇO: 'Preço', ESTOQUE: 'Quantidade em estoque' },
  },
  {
    url: 'pedidosvenda/exportar',
    constante: COLUNAS_PEDIDOS,
    tela: '/listar-pedidos',
    colunas: {
      'ID SERVIDOR': 'ID servidor',
      NÚMERO: 'Número',
      TIPO: 'Tipo',
      DATA: 'Data',
      CLIENTE: 'Cliente',
      REPRESENTANTE: 'Representante',
      SITUAÇÃO: 'Situação',
      VALOR: 'Total do pedido',
    },
  },
  {
    url: `visitas/exportar?${periodo}`,
    constante: COLUNAS_VISITAS,
    tela: '/listar-visitas',
    colunas: {
      CLIENTE: 'Cliente',
      REPRESENTANTE: 'Representante',
      RESULTADO: 'Resultado',
      MOTIVO: 'Motivo',
      DISTÂNCIA: 'Distância (m)',
      OBSERVAÇÃO: 'Observação',
      DATA: 'Data e hora',
    },
  },
  {
    url: 'representantes/exportar',
    constante: COLUNAS_REPRESENTANTES,
    tela: '/listar-representantes',
    colunas: { NOME: 'Nome', STATUS: 'Ativo', EMAIL: 'Email', 'CNPJ/CPF': 'CPF/CNPJ' },
  },
  { url: 'rotas/exportar', constante: COLUNAS_ROTAS, tela: '/listar-rotas', colunas: { NOME: 'Nome' } },
  {
    url: 'formaspagamento/exportar',
    constante: COLUNAS_FORMAS_PAGAMENTO,
    tela: '/listar-forma-pagamento',
    colunas: { DESCRIÇÃO: 'Descrição', PARCELAMENTO: 'Parcelamento' },
  },
  {
    url: 'unidades/exportar',
    constante: COLUNAS_UNIDADES,
    tela: '/listar-unidades',
    colunas: { ID: 'ID', DESCRIÇÃO: 'Descrição', SIGLA: 'Sigla' },
  },
  {
    url: 'tabelasprecos/exportar',
    constante: COLUNAS_TABELAS_PRECOS,
    tela: '/listar-tabelas-precos',
    colunas: {
      NOME: 'Nome',
      AJUSTE: 'Ajuste (%)',
      'VALIDADE (de)': 'Válida de',
      'VALIDADE (até)': 'Válida até',
      SITUAÇÃO: 'Ativa',
      'PREÇOS FIXOS': 'Preços fixos',
    },
  },
  {
    url: `comissoes/exportar?${periodo}`,
    constante: COLUNAS_COMISSOES,
    tela: '/comissoes (Comissões do período)',
    colunas: {
      DATA: 'Data',
      REPRESENTANTE: 'Representante',
      PEDIDO: 'Pedido',
      CLIENTE: 'Cliente',
      PRODUTO: 'Produto',
      EVENTO: 'Evento',
      BASE: 'Base',
      TAXA: 'Comissão (%)',
      COMISSÃO: 'Valor',
    },
  },
  {
    // The month's statement exports the same file, for one representative and month.
    url: `comissoes/exportar?${periodo}`,
    constante: COLUNAS_COMISSOES,
    tela: '/comissoes (Extrato do mês)',
    colunas: {
      'Pedido (grupo)': 'Pedido',
      'Cliente (grupo)': 'Cliente',
      ITEM: 'Item',
      PRODUTO: 'Produto',
      EVENTO: 'Evento',
      BASE: 'Base',
      TAXA: 'Comissão (%)',
      COMISSÃO: 'Valor',
    },
  },
  {
    url: `relatorios/vendas/exportar?data_inicial=${hoje}&data_final=${hoje}&agrupar=representante`,
    constante: colunasVendas(TITULO_AGRUPAMENTO.representante),
    tela: '/relatorios (Vendas por representante)',
    colunas: {
      REPRESENTANTE: 'Representante',
      PEDIDOS: 'Pedidos',
      QUANTIDADE: 'Quantidade',
      VALOR: 'Valor',
      PARTICIPAÇÃO: 'Participação (%)',
      'CLASSE ABC': 'Classe ABC',
    },
  },
  {
    url: `relatorios/vendas/exportar?data_inicial=${hoje}&data_final=${hoje}&agrupar=produto`,
    constante: colunasVendas(TITULO_AGRUPAMENTO.produto),
    tela: '/relatorios (Vendas por produto)',
    colunas: { PRODUTO: 'Produto', PEDIDOS: 'Pedidos', VALOR: 'Valor' },
  },
  {
    url: 'relatorios/clientes_inativos/exportar?dias=30',
    constante: COLUNAS_CLIENTES_INATIVOS,
    tela: '/relatorios (Clientes inativos)',
    colunas: {
      CLIENTE: 'Cliente',
      'ÚLTIMO PEDIDO': 'Último pedido',
      'VALOR DO ÚLTIMO PEDIDO': 'Valor do último pedido',
    },
  },
  {
    url: `relatorios/roteiro/exportar?${periodo}`,
    constante: COLUNAS_ROTEIRO,
    tela: '/relatorios (Roteiro)',
    colunas: {
      REPRESENTANTE: 'Representante',
      DATA: 'Data',
      PLANEJADOS: 'Planejados',
      VISITADOS: 'Visitados',
      'FORA DO PLANO': 'Fora do plano',
      'COM PEDIDO': 'Com pedido',
      'SEM VENDA': 'Sem venda (motivos)',
      AUSENTES: 'Ausentes',
      'FORA DO LOCAL': 'Fora do local',
      CUMPRIMENTO: 'Cumprimento (%)',
      POSITIVAÇÃO: 'Positivação (%)',
    },
  },
  {
    url: 'titulos/exportar',
    constante: COLUNAS_TITULOS,
    tela: '/listar-titulos',
    colunas: {
      TÍTULO: 'Título',
      CLIENTE: 'Cliente',
      VENCIMENTO: 'Vencimento',
      VALOR: 'Valor',
      PAGO: 'Pago',
      'EM ABERTO': 'Em aberto',
      SITUAÇÃO: 'Situação',
    },
  },
  {
    url: 'relatorios/vencimentos/exportar',
    constante: COLUNAS_VENCIMENTOS,
    tela: '/relatorio-vencimentos',
    colunas: {
      CLIENTE: 'Cliente',
      // The buckets' headings on screen are NOMES_FAIXA in capitals; the file's, NOMES_FAIXA.
      ...Object.fromEntries(Object.values(NOMES_FAIXA).map((f) => [f.toUpperCase(), f])),
      TOTAL: 'Total',
    },
  },
  {
    url: `relatorios/metas/exportar?mes=${hoje.slice(0, 7)}`,
    constante: COLUNAS_METAS,
    tela: '/listar-metas (Progresso das metas)',
    colunas: {
      REPRESENTANTE: 'Representante',
      META: 'Meta (R$)',
      REALIZADO: 'Realizado (R$)',
      ATINGIDO: 'Atingido (%)',
      PROJEÇÃO: 'Projeção (R$)',
      'POSITIVAÇÃO (meta)': 'Meta de positivação',
      POSITIVAÇÃO: 'Positivação',
      'CLIENTES NOVOS (meta)': 'Meta de clientes novos',
      'CLIENTES NOVOS': 'Clientes novos',
    },
  },
];

describe('issue 27: cada exportação tem as colunas da sua tela', () => {
  it('a tabela cobre todo endpoint */exportar do contrato', () => {
    const exportacoes = Object.keys(contratoApi).filter((c) => c.endsWith('/exportar'));
    const cobertas = new Set(CASOS.map((c) => c.url.split('?')[0]));
    expect(exportacoes.filter((c) => !cobertas.has(c))).toEqual([]);
  });

  it.each(CASOS)('$tela: $url', async ({ url, constante, colunas }) => {
    const sep = url.includes('?') ? '&' : '?';
    const r = await baixar(amb, `/api/${url}${sep}formato=csv`, e.token);
    expect(r.status, url).toBe(200);
    const cabecalho = lerCsv(r.dados)[0] ?? [];
    expect(cabecalho).toEqual(constante.map((c) => c.titulo));
    const faltam = Object.entries(colunas).filter(([, doArquivo]) => !cabecalho.includes(doArquivo));
    expect(faltam, `cabeçalho: ${cabecalho.join(' | ')}`).toEqual([]);
  });
});
