import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { travarPastaDados } from './trava.ts';

const pastas: string[] = [];
afterEach(() => {
  for (const p of pastas.splice(0)) rmSync(p, { recursive: true, force: true });
});

describe('trava da pasta de dados', () => {
  it('recusa um segundo servidor na mesma pasta com mensagem clara, e libera ao parar', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'mascate-trava-'));
    pastas.push(pasta);
    const destravar = await travarPastaDados(pasta);
    await expect(travarPastaDados(pasta)).rejects.toThrow(
      /Outro servidor Mascate já está usando a pasta de dados .*Pare o outro servidor ou defina outro DATA_DIR/,
    );
    await destravar();
    const deNovo = await travarPastaDados(pasta);
    await deNovo();
  });

  it('pastas diferentes não se bloqueiam', async () => {
    const a = mkdtempSync(join(tmpdir(), 'mascate-trava-a-'));
    const b = mkdtempSync(join(tmpdir(), 'mascate-trava-b-'));
    pastas.push(a, b);
    const da = await travarPastaDados(a);
    const db = await travarPastaDados(b);
    await Promise.all([da(), db()]);
  });
});
