import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { esquemaFormProduto, VALORES_VAZIOS, type ValoresProduto } from './esquema-form.ts';

const ORDEM = [
  'codigo',
  'descricao',
  'unidade_id',
  'preco',
  'status',
  'estoque',
  'tipo',
  'comissao_percentual',
  'ncm',
  'cest',
  'origem',
  'aliquota_ipi',
  'peso_unitario',
] as const;

/**
 * The product form checked by the domain schema; `raw` hands the typed values to the submit, which
 * builds the API body (the server converts and checks them again).
 */
export function useFormProduto(enviar: (v: ValoresProduto) => void) {
  const alertar = useAlertaErro();
  const form = useForm<ValoresProduto>({
    resolver: zodResolver(esquemaFormProduto, undefined, { raw: true }),
    defaultValues: VALORES_VAZIOS,
  });
  const aoEnviar = form.handleSubmit(enviar, (e) => alertar(primeiraMensagem(e, ORDEM)));
  return { ...form, aoEnviar };
}
