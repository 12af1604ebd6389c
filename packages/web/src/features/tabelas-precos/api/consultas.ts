import type {
  AlterarTabelaPrecoCorpo,
  PrecoProduto,
  PrecosTabelaCorpo,
  TabelaPrecoCorpo,
} from '@mascate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';
import { LIMITE_SELETOR } from '../../produtos/api/consultas.ts';

const NAO_ENCONTRADA = 'Tabela de preços não encontrada.';
const base = consultasDoRecurso('tabelasprecos', NAO_ENCONTRADA);

export const tabelasPrecosConsultas = {
  ...base,
  /** One table with every fixed price (the editor pages and searches them on the screen). */
  completa: (id: number) =>
    queryOptions({
      queryKey: [...base.chaves.um(id), 'completa'] as const,
      queryFn: async () => {
        const r = await api('tabelasprecos/read_one', { id });
        const tabela = r.registros[0];
        if (!tabela) throw new Error(NAO_ENCONTRADA);
        return tabela;
      },
      meta: { aguarde: true, semAlerta: true },
      staleTime: 0,
    }),
  /** Every table, for the selects of customers, routes and orders. */
  paraSelecao: () =>
    queryOptions({
      ...base.lista(),
      select: (r) => r.registros.map(({ id, nome, vigente }) => ({ id, nome, vigente: vigente === 1 })),
    }),
  /** The order picker's search: 10 products with the price under the table, searched on the server. */
  pesquisaPrecos: (tabelaId: number, busca: string) =>
    queryOptions({
      queryKey: [...base.chaves.todas, 'precos', tabelaId, busca] as const,
      queryFn: async () =>
        (
          await api('tabelasprecos/precos', {
            tabela_preco_id: tabelaId,
            busca,
            limite: LIMITE_SELETOR,
            deslocamento: 0,
            contar_total: 0,
            inicio_primeiro: 1,
          } satisfies PrecosTabelaCorpo)
        ).registros,
      placeholderData: keepPreviousData,
    }),
};

/** The prices of the given products under a table (0: base prices), for re-pricing an order's items. */
export async function precosDosProdutos(
  tabelaId: number,
  produtoIds: number[],
): Promise<Map<number, PrecoProduto>> {
  const mapa = new Map<number, PrecoProduto>();
  const unicos = [...new Set(produtoIds)];
  for (let i = 0; i < unicos.length; i += 500) {
    const r = await api('tabelasprecos/precos', {
      tabela_preco_id: tabelaId,
      produto_ids: unicos.slice(i, i + 500),
    });
    for (const p of r.registros) mapa.set(p.produto_id, p);
  }
  return mapa;
}

export function useTabelasParaSelecao() {
  return useQuery(tabelasPrecosConsultas.paraSelecao());
}

export const useCriarTabelaPreco = () =>
  useGravacao(tabelasPrecosConsultas.chaves.todas, (corpo: TabelaPrecoCorpo) =>
    api('tabelasprecos/create', corpo),
  );

export const useAlterarTabelaPreco = () =>
  useGravacao(tabelasPrecosConsultas.chaves.todas, (corpo: AlterarTabelaPrecoCorpo) =>
    api('tabelasprecos/update', corpo),
  );

/**
 * The 'Tabela de Preços' options of a select: none, then the tables ("(não vigente)" marks one not valid
 * today). Customers and routes are offered every table: it simply does not apply to orders until it is
 * valid. An order (`doPedido`) is offered the tables valid today, and its own table when it no longer is,
 * so an old order opens as it was saved.
 */
export function useOpcoesTabelaPreco(doPedido?: { atual: number }) {
  const tabelas = useTabelasParaSelecao();
  return [
    { valor: 0, rotulo: 'Nenhuma' },
    ...(tabelas.data ?? [])
      .filter((t) => !doPedido || t.vigente || t.id === doPedido.atual)
      .map((t) => ({ valor: t.id, rotulo: t.vigente ? t.nome : `${t.nome} (não vigente)` })),
  ];
}
