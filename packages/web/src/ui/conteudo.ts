/** The id of each frame's <main>: the skip link and a closed dialog with nowhere to return focus go there. */
export const ID_CONTEUDO = 'conteudo';

/**
 * After a dialog closes, focus goes back to what opened it (MUI does that). When that is gone (a saved
 * form left for the list), the screen's content takes it instead of the page's start.
 */
export function focarConteudoSeSemFoco(): void {
  requestAnimationFrame(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      document.getElementById(ID_CONTEUDO)?.focus();
    }
  });
}
