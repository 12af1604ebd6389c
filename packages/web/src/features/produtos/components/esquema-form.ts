import { centavosParaNumero, produtoSchema } from '@mascate/domain';
import { z } from 'zod';
import type { Unidade } from '../api/consultas.ts';

const valores = z.object({
  codigo: z.string(),
  descricao: z.string(),
  unidade_id: z.string(),
  preco: z.number(),
  status: z.string(),
  estoque: z.string(),
  tipo: z.string(),
  comissao_percentual: z.string(),
  // Issue 48: the fiscal data, as typed ('' clears NCM, CEST and weight; IPI empty is 0 %).
  ncm: z.string(),
  cest: z.string(),
  origem: z.string(),
  aliquota_ipi: z.string(),
  peso_unitario: z.string(),
});

/** The domain's product schema over the form's values; the form holds the price in cents (EntradaMoeda). */
export const esquemaFormProduto = valores
  .transform((v): Record<string, unknown> => ({ ...v, preco: centavosParaNumero(v.preco) }))
  .pipe(produtoSchema);

export type ValoresProduto = z.input<typeof valores>;

export const VALORES_VAZIOS: ValoresProduto = {
  codigo: '',
  descricao: '',
  unidade_id: '',
  preco: 0,
  status: '0',
  estoque: '',
  tipo: '',
  comissao_percentual: '',
  ncm: '',
  cest: '',
  origem: '0',
  aliquota_ipi: '',
  peso_unitario: '',
};

/** The body the API reads: the price in reais and the unit's abbreviation beside its id (spec). */
export function corpoProduto(v: ValoresProduto, unidades: Unidade[]): Record<string, string | number> {
  return {
    ...v,
    unidade: unidades.find((u) => String(u.id) === v.unidade_id)?.sigla ?? '',
    preco: centavosParaNumero(v.preco),
    meu_id: 0,
  };
}
