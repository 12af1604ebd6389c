import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buscarArquivo } from '../../../api/http.ts';
import { produtosConsultas } from './consultas.ts';

/**
 * The image is served only with the Authorization header (a token in a URL would end up in logs and
 * history), so it is fetched here and shown through a blob: URL.
 */
async function buscarImagem(id: number): Promise<string | null> {
  // Through the one client: the token, and a 401 signs out like any other call. No image: nothing shown.
  const imagem = await buscarArquivo('produtos/imagem/:id', undefined, { params: { id } }).catch(() => null);
  return imagem ? URL.createObjectURL(imagem.dados) : null;
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
