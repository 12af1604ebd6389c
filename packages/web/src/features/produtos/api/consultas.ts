import type { CorpoEndpoint, LerProdutos, Unidade as UnidadeLida } from '@mascate/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';
import { unidadesConsultas } from '../../unidades/api/consultas.ts';

export type Unidade = Pick<UnidadeLida, 'id' | 'sigla'>;
export const LIMITE_SELETOR = 10;

const base = consultasDoRecurso('produtos', 'Produto não encontrado.');

export const produtosConsultas = {
  ...base,
  /** The order picker's search: at most 10 matches, searched on the server. */
  pesquisa: (busca: string) =>
    queryOptions({
      // The picker shows no count: counting every match of a common term would cost more than the page.
      // Descriptions that begin with the term come first (inicio_primeiro, domain's schemas/produtos.ts).
      ...base.lista({
        busca,
        limite: LIMITE_SELETOR,
        deslocamento: 0,
        contar_total: 0,
        inicio_primeiro: 1,
      } satisfies LerProdutos),
      placeholderData: keepPreviousData,
    }),
  /** Every unit, for the 'Unidade' select. */
  unidades: () =>
    queryOptions({
      ...unidadesConsultas.lista(),
      select: (r) => r.registros.map(({ id, sigla }): Unidade => ({ id, sigla })),
    }),
};

/** Creating answers JSON; changing posts multipart (fields plus an optional `imagem`), as the spec's screen. */
export const useSalvarProduto = () =>
  useGravacao(
    produtosConsultas.chaves.todas,
    (
      p:
        | { caminho: 'create'; corpo: Record<string, string | number> }
        | { caminho: 'update' | 'add_image'; corpo: FormData },
    ) =>
      // The form's values as strings and numbers (components/esquema-form.ts); the server checks them.
      p.caminho === 'create'
        ? api('produtos/create', p.corpo as CorpoEndpoint<'produtos/create'>)
        : api(`produtos/${p.caminho}`, p.corpo),
  );

export function formulario(campos: Record<string, string | number>, imagem: File | null): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(campos)) f.append(k, String(v));
  if (imagem) f.append('imagem', imagem);
  return f;
}
