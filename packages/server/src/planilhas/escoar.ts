import type { Writable } from 'node:stream';

/**
 * Waits until `destino` takes more data. A client that hangs up closes it: then this rejects, so the
 * producer stops (and releases its database connection) instead of waiting for a drain that never comes.
 */
export function esperarEscoar(destino: Writable): Promise<void> {
  if (!destino.writableNeedDrain) return Promise.resolve();
  if (destino.destroyed) return Promise.reject(new Error('destino fechado'));
  return new Promise((resolve, reject) => {
    const fim = (erro?: Error) => {
      destino.off('drain', escoou);
      destino.off('close', fechou);
      destino.off('error', fim);
      if (erro) reject(erro);
      else resolve();
    };
    const escoou = () => fim();
    const fechou = () => fim(new Error('destino fechado'));
    destino.on('drain', escoou);
    destino.on('close', fechou);
    destino.on('error', fim);
  });
}
