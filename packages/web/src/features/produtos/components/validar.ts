import { centavosParaNumero, produtoSchema } from '@mascate/domain';
import type { Unidade } from '../api/produtos.ts';
import type { ValoresProduto } from './CamposProduto.tsx';

/** The body the API expects, checked with the same schema the server uses: the first problem, or the body. */
export function corpoProduto(
  v: ValoresProduto,
  unidades: Unidade[],
): { erro: string } | { corpo: Record<string, string | number> } {
  const corpo = {
    codigo: v.codigo,
    descricao: v.descricao,
    unidade: unidades.find((u) => String(u.id) === v.unidade_id)?.sigla ?? '',
    unidade_id: v.unidade_id,
    preco: centavosParaNumero(v.preco),
    status: v.status,
    estoque: v.estoque,
    tipo: v.tipo,
    meu_id: 0,
  };
  const r = produtoSchema.safeParse(corpo);
  if (!r.success) return { erro: r.error.issues[0]?.message ?? 'Dados inválidos.' };
  return { corpo };
}
