import { useSyncExternalStore } from 'react';

// The app's screens by the URL's hash (#/cliente/12): works offline from the cached shell, with the
// phone's back button, and needs no router library.
const assinar = (f: () => void) => {
  window.addEventListener('hashchange', f);
  return () => window.removeEventListener('hashchange', f);
};

export function useRota(): string[] {
  const hash = useSyncExternalStore(assinar, () => window.location.hash);
  const partes = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  return partes.length > 0 ? partes : ['hoje'];
}

export function ir(...partes: (string | number)[]): void {
  window.location.hash = `#/${partes.join('/')}`;
}
