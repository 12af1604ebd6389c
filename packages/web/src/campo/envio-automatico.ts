import { useSyncExternalStore } from 'react';
import { lerSessao, SemConexao } from './api.ts';
import { enviarPendentes, pendentesDaSessao } from './sincronia.ts';

// The outbox sends by itself (issue 45): when the connection comes back (the browser's `online`), when
// the app starts or comes back to the front, after each save, and on a timer while something waits,
// further apart after each failure (a dead zone is not hammered; the battery lasts). One send at a time:
// a trigger during a send asks for one more round after it. Every send is the same as "Enviar agora"
// (enviarPendentes): an entry changes state only with the server's answer for it, so repeating is safe.

/** Seconds between tries while something waits: doubles after each failure, from 5 s up to 30 s. */
const PRIMEIRA_ESPERA_MS = 5_000;
const MAIOR_ESPERA_MS = 30_000;

type Estado = {
  /** The last try got no answer (or the browser says it is offline). */
  semConexao: boolean;
  enviando: boolean;
};

let estado: Estado = {
  semConexao: typeof navigator !== 'undefined' && navigator.onLine === false,
  enviando: false,
};
const ouvintes = new Set<() => void>();
let emCurso: Promise<number> | null = null;
let outraRodada = false;
let espera = PRIMEIRA_ESPERA_MS;
let relogio: ReturnType<typeof setTimeout> | undefined;

function mudar(parcial: Partial<Estado>): void {
  estado = { ...estado, ...parcial };
  for (const f of ouvintes) f();
}

function agendar(ms: number): void {
  clearTimeout(relogio);
  relogio = setTimeout(() => void enviarAgora().catch(() => undefined), ms);
}

/**
 * One round of sending (joins the one under way). Answers how many the server answered; throws what
 * enviarPendentes throws (SemConexao, SessaoExpirada, a server error), after scheduling the next try.
 */
export function enviarAgora(): Promise<number> {
  if (emCurso) {
    outraRodada = true;
    return emCurso;
  }
  clearTimeout(relogio);
  mudar({ enviando: true });
  const rodada = (async () => {
    try {
      const n = await enviarPendentes();
      espera = PRIMEIRA_ESPERA_MS;
      mudar({ semConexao: false });
      return n;
    } catch (e) {
      if (e instanceof SemConexao) mudar({ semConexao: true });
      espera = Math.min(espera * 2, MAIOR_ESPERA_MS);
      throw e;
    } finally {
      emCurso = null;
      mudar({ enviando: false });
      await depoisDaRodada();
    }
  })();
  emCurso = rodada;
  return rodada;
}

/** After a round: another at once if one was asked for meanwhile, else the timer while anything waits. */
async function depoisDaRodada(): Promise<void> {
  if (!lerSessao()) return;
  if (outraRodada) {
    outraRodada = false;
    agendar(0);
    return;
  }
  if ((await pendentesDaSessao()) > 0) agendar(estado.semConexao ? espera : PRIMEIRA_ESPERA_MS);
}

/** Asks for a send soon (a save, the app coming back): never throws, the outbox keeps what fails. */
export function pedirEnvio(): void {
  if (!lerSessao()) return;
  void enviarAgora().catch(() => undefined);
}

/** Starts the automatic sending for the signed-in app; answers the function that stops it. */
export function iniciarEnvioAutomatico(): () => void {
  const online = () => {
    espera = PRIMEIRA_ESPERA_MS;
    pedirEnvio();
  };
  const offline = () => mudar({ semConexao: true });
  const visivel = () => {
    if (document.visibilityState === 'visible') pedirEnvio();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  window.addEventListener('focus', pedirEnvio);
  document.addEventListener('visibilitychange', visivel);
  pedirEnvio();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    window.removeEventListener('focus', pedirEnvio);
    document.removeEventListener('visibilitychange', visivel);
    clearTimeout(relogio);
  };
}

const assinar = (f: () => void) => {
  ouvintes.add(f);
  return () => ouvintes.delete(f);
};

/** The header's state: offline or not, and whether a send is under way. */
export function useEnvioAutomatico(): Estado {
  return useSyncExternalStore(assinar, () => estado);
}
