import { vi } from 'vitest';
import { aguardarSegundoPlano } from '../src/acesso/segundo-plano.ts';
import { ajustesFila } from '../src/mail/fila.ts';

/** The queue's worker looks for due mail every few milliseconds instead of every second. */
export function filaRapida(): void {
  ajustesFila.intervaloMs = 10;
}

/**
 * Waits until the local SMTP server holds `quantidade` messages: the answer comes before the mail, which
 * the queue sends afterwards. A wait for a condition, not for a time (it fails after 10 s).
 */
export async function esperarRecebidos(recebidos: readonly unknown[], quantidade: number): Promise<void> {
  await aguardarSegundoPlano();
  await vi.waitFor(
    () => {
      if (recebidos.length < quantidade) throw new Error(`${recebidos.length} de ${quantidade} e-mails`);
    },
    { timeout: 10_000, interval: 10 },
  );
}
