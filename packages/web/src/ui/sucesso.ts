import { useSyncExternalStore } from 'react';

// The success message waiting to be shown. It lives here, in memory, not in the address: a message in
// the URL could be forged by a link ("Sucesso" saying anything), lands in the history and the server's
// logs, and shows again on reload.
let mensagem: string | null = null;
const ouvintes = new Set<() => void>();

function mudar(nova: string | null): void {
  mensagem = nova;
  for (const ouvir of ouvintes) ouvir();
}

/** Shows the 'Sucesso' dialog with the server's message, over whatever screen is (or comes) next. */
function mostrarSucesso(texto: string): void {
  mudar(texto);
}

export function fecharSucesso(): void {
  mudar(null);
}

/** The message showing now (null: none). */
export function useSucesso(): string | null {
  return useSyncExternalStore(
    (ouvir) => {
      ouvintes.add(ouvir);
      return () => {
        ouvintes.delete(ouvir);
      };
    },
    () => mensagem,
  );
}

/**
 * After a save: records the message for the 'Sucesso' dialog and gives the page to go to, for
 * `navigate(caminhoSucesso(mensagem, 'listar-clientes'))`. The spec's /alerta-sucesso/{texto}&{pagina}
 * is no longer used (see docs/deviations.md).
 */
export function caminhoSucesso(texto: string, pagina: string): string {
  mostrarSucesso(texto);
  return `/${pagina}`;
}
