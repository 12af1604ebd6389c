import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { donoDaTrava, travarPastaDados } from './trava.ts';

const pastas: string[] = [];
afterEach(() => {
  for (const p of pastas.splice(0)) rmSync(p, { recursive: true, force: true });
});

function novaPasta(prefixo = 'mascate-trava-'): string {
  const p = mkdtempSync(join(tmpdir(), prefixo));
  pastas.push(p);
  return p;
}

const EM_USO =
  /Outro servidor Mascate já está usando a pasta de dados .*Pare o outro servidor ou defina outro DATA_DIR/;

describe('trava da pasta de dados', () => {
  it('recusa um segundo servidor na mesma pasta com mensagem clara, e libera ao parar', async () => {
    const pasta = novaPasta();
    const destravar = await travarPastaDados(pasta);
    expect(donoDaTrava(pasta)).toBe(process.pid);
    await expect(travarPastaDados(pasta)).rejects.toThrow(EM_USO);
    await destravar();
    expect(donoDaTrava(pasta)).toBeUndefined();
    const deNovo = await travarPastaDados(pasta);
    await deNovo();
  });

  it('recusa enquanto outro processo Node vivo tem a trava', async () => {
    const pasta = novaPasta();
    const outro = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(pasta, 'mascate.pid'), String(outro.pid));
      await expect(travarPastaDados(pasta)).rejects.toThrow(EM_USO);
    } finally {
      outro.kill('SIGKILL');
    }
  });

  it('depois de um servidor morto (SIGKILL), assume a trava na hora', async () => {
    const pasta = novaPasta();
    const morto = spawn(process.execPath, ['-e', '0']);
    await new Promise((ok) => morto.once('exit', ok));
    writeFileSync(join(pasta, 'mascate.pid'), String(morto.pid));
    const destravar = await travarPastaDados(pasta);
    expect(donoDaTrava(pasta)).toBe(process.pid);
    await destravar();
  });

  it('pastas diferentes não se bloqueiam', async () => {
    const da = await travarPastaDados(novaPasta('mascate-trava-a-'));
    const db = await travarPastaDados(novaPasta('mascate-trava-b-'));
    await Promise.all([da(), db()]);
  });
});
