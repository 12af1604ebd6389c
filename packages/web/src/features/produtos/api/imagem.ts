import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lerSessao } from '../../../sessao/sessao.ts';
import { produtosConsultas } from './consultas.ts';

/**
 * The image is served only with the Authorization header (a token in a URL would end up in logs and
 * history), so it is fetched here and shown through a blob: URL.
 */
async function buscarImagem(id: number): Promise<string | null> {
  const token = lerSessao().token;
  const r = await fetch(`/api/produtos/imagem/${id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!r.ok) return null;
  return URL.createObjectURL(await r.blob());
}

export function useImagemProduto(id: number, possuiImagem: boolean, versao = 0) {
  const consulta = useQuery({
    // Under the product's key: a change to the product drops its image too.
    queryKey: [...produtosConsultas.chaves.todas, 'imagem', id, versao],
    queryFn: () => buscarImagem(id),
    enabled: possuiImagem,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { semAlerta: true },
  });
  const url = consulta.data;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url ?? null;
}
