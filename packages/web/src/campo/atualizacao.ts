import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (the app's shell offline). When a new version was deployed, `avisar`
 * shows the offer; the update applies when the representative accepts it, never in the middle of an order.
 */
export function registrarAtualizacao(avisar: (atualizar: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const atualizar = registerSW({
    immediate: true,
    onNeedRefresh: () => avisar(() => void atualizar(true)),
  });
}
