import { useEffect, useRef, useState } from 'react';
import { useImagemProduto } from '../api/imagem.ts';

/** Whether the element has come into view (at once where the browser cannot tell, as in unit tests). */
function useVisto<T extends Element>() {
  const ref = useRef<T>(null);
  const [visto, setVisto] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (visto || !el) return;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((e) => e.isIntersecting)) setVisto(true);
    });
    observador.observe(el);
    return () => observador.disconnect();
  }, [visto]);
  return { ref, visto };
}

/**
 * The product's image, small, in a picker's row. Fetched through the one HTTP client (the image is
 * served only with the session's header) once the row comes into view, and only for a product that
 * has one; nothing is drawn until it arrives, nor when it fails.
 */
export function MiniaturaProduto({ id, descricao }: { id: number; descricao: string }) {
  const { ref, visto } = useVisto<HTMLSpanElement>();
  const url = useImagemProduto(id, visto);
  return (
    <span ref={ref} style={{ display: 'block', width: '100%', height: '100%' }}>
      {url && (
        <img
          src={url}
          alt={`Imagem de ${descricao}`}
          decoding="async"
          width={40}
          height={40}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </span>
  );
}
