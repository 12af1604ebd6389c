// The README's two commands on a fresh clone, in the places a newcomer puts one: clones this checkout's
// HEAD into each place, runs `npm install` (reusing the npm cache: npm_config_prefer_offline) and `npm start`
// twice (the second with nothing changed), each start timed until /api/health answers, then stopped with
// SIGTERM. Then DATA_DIR set to folders the server cannot use: each must end with exit code 1 and one pt-BR
// line, and leave the folder as it was. Prints one table for each. `npm test` is not run in the clones.
// Needs root (it creates a user, mounts a read-only folder and a small tmpfs); everything it creates is
// removed at the end, including the system folder's entries made for its clones (/var/lib/mascate).
// With --verificar (as .ci/run runs it) the script also ends with exit code 1 when a place did not start
// twice or a refusal was not one line with exit code 1 and the folder intact; the places and cases that need
// `mount` are reported as not measured, not failed, on a machine that does not allow it.
// Run:  npx tsx bench/primeira-partida.ts [--porta 3230] [--lugares root-casa,usuario-casa,acentos,pai-ro]
//       [--verificar] [--paralelo 2]   (--paralelo N: N places at once, each on its own port; the times
//       then share the machine, so the figures for docs/ come from the default, one at a time)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { opcao, tem, texto } from './opcoes.ts';

const PORTA = opcao('porta', 3230);
/** Places measured at once (each on its own port: PORTA, PORTA + 1, …). 1 gives the figures for docs/. */
const PARALELO = Math.max(1, opcao('paralelo', 1));
const LUGARES = texto('lugares', 'root-casa,usuario-casa,acentos,pai-ro').split(',');
const RAIZ = new URL('../', import.meta.url).pathname;
const SISTEMA = '/var/lib/mascate';
const USUARIO = `mascatepp${process.pid % 10000}`;
const VERIFICAR = tem('verificar');
/** Why a check failed (with --verificar the exit code is 1 when there is any). */
const falhas: string[] = [];

if (process.getuid?.() !== 0) {
  console.error('bench/primeira-partida precisa de root (cria um usuário, monta pastas); nada foi feito.');
  process.exit(1);
}

type Dono = { uid: number; gid: number; casa: string; nome: string };
type Linha = {
  lugar: string;
  usuario: string;
  instalar: string;
  primeira: string;
  segunda: string;
  resultado: string;
};

// Undone last first: a mount before the folder it sits in, the user last.
const limpezas: (() => void)[] = [];
const sistemaExistia = existsSync(SISTEMA);
const entradasSistema = new Set(sistemaExistia ? listarSistema() : []);
const cabecaGit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: RAIZ, encoding: 'utf8' }).trim();

function listarSistema(): string[] {
  const dados = join(SISTEMA, 'dados');
  return [
    ...readdirSync(SISTEMA).map((n) => join(SISTEMA, n)),
    ...(existsSync(dados) ? readdirSync(dados).map((n) => join(dados, n)) : []),
  ];
}

function sh(programa: string, args: string[], opcoes: { cwd?: string } = {}): string {
  return execFileSync(programa, args, {
    cwd: opcoes.cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function clonar(destino: string, dono?: Dono): void {
  sh('git', ['clone', '--quiet', '--no-hardlinks', '--no-checkout', RAIZ, destino]);
  sh('git', ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', cabecaGit], { cwd: destino });
  if (dono) sh('chown', ['-R', `${dono.uid}:${dono.gid}`, destino]);
}

function ambiente(dono?: Dono, porta = PORTA): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    PORT: String(porta),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  return dono
    ? { ...base, HOME: dono.casa, USER: dono.nome, LOGNAME: dono.nome }
    : { ...base, HOME: '/root' };
}

function rodar(
  args: string[],
  cwd: string,
  dono?: Dono,
  env: NodeJS.ProcessEnv = {},
): Promise<{ codigo: number; saida: string; erro: string }> {
  return new Promise((ok) => {
    const p = spawn('npm', args, {
      cwd,
      env: { ...ambiente(dono), ...env },
      ...(dono ? { uid: dono.uid, gid: dono.gid } : {}),
    });
    let saida = '';
    let erro = '';
    p.stdout.on('data', (d) => {
      saida += d;
    });
    p.stderr.on('data', (d) => {
      erro += d;
    });
    p.on('close', (codigo) => ok({ codigo: codigo ?? -1, saida, erro }));
  });
}

async function saudavel(porta: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${porta}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** `npm start` until /api/health answers; then SIGTERM to its process group and wait for it to end. */
async function iniciar(
  cwd: string,
  porta: number,
  dono?: Dono,
): Promise<{ segundos: number; ok: boolean; log: string }> {
  if (await saudavel(porta)) throw new Error(`a porta ${porta} já responde: escolha outra com --porta`);
  const inicio = performance.now();
  const p: ChildProcess = spawn('npm', ['start'], {
    cwd,
    env: ambiente(dono, porta),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(dono ? { uid: dono.uid, gid: dono.gid } : {}),
  });
  let log = '';
  p.stdout?.on('data', (d) => {
    log += d;
  });
  p.stderr?.on('data', (d) => {
    log += d;
  });
  const terminou = new Promise<void>((ok) => p.once('exit', () => ok()));
  let ok = false;
  while (performance.now() - inicio < 900_000 && p.exitCode === null) {
    if (await saudavel(porta)) {
      ok = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const segundos = (performance.now() - inicio) / 1000;
  if (p.exitCode === null && p.pid) process.kill(-p.pid, 'SIGTERM');
  await terminou;
  // npm's own process ends first: wait until the server released the port.
  for (let i = 0; i < 100 && (await saudavel(porta)); i++) await new Promise((r) => setTimeout(r, 100));
  return { segundos, ok, log };
}

function bancoDoLog(log: string): string {
  return /PostgreSQL embutido em ([^)"]+)/.exec(log)?.[1] ?? '?';
}

async function medir(lugar: string, checkout: string, porta: number, dono?: Dono): Promise<Linha> {
  const usuario = dono?.nome ?? 'root';
  console.error(`… ${lugar} (${usuario}): ${checkout}`);
  const t0 = performance.now();
  const inst = await rodar(['install'], checkout, dono);
  const instalar = ((performance.now() - t0) / 1000).toFixed(1);
  const avisosMotor = (inst.saida + inst.erro).split('\n').filter((l) => l.includes('EBADENGINE')).length;
  if (inst.codigo !== 0) {
    return {
      lugar,
      usuario,
      instalar,
      primeira: '-',
      segunda: '-',
      resultado: `npm install: código ${inst.codigo}`,
    };
  }
  const primeira = await iniciar(checkout, porta, dono);
  const segunda = primeira.ok ? await iniciar(checkout, porta, dono) : undefined;
  const mudou = sh('git', ['-c', 'safe.directory=*', 'status', '--porcelain'], { cwd: checkout }).trim();
  const problemas = [
    ...(primeira.ok ? [] : [`1ª partida falhou: ${ultimaLinha(primeira.log)}`]),
    ...(segunda && !segunda.ok ? [`2ª partida falhou: ${ultimaLinha(segunda.log)}`] : []),
    ...(avisosMotor ? [`${avisosMotor} linhas EBADENGINE`] : []),
    ...(mudou ? [`o clone mudou: ${mudou.replace(/\n/g, '; ')}`] : []),
  ];
  const onde = bancoDoLog(segunda?.log ?? primeira.log);
  for (const [n, partida] of [
    [1, primeira],
    [2, segunda],
  ] as const) {
    if (partida && !partida.ok) guardarLog(`${lugar}-partida-${n}`, partida.log);
  }
  return {
    lugar,
    usuario,
    instalar,
    primeira: primeira.ok ? primeira.segundos.toFixed(1) : '-',
    segunda: segunda?.ok ? segunda.segundos.toFixed(1) : '-',
    resultado: problemas.length ? problemas.join('; ') : `ok, banco em ${onde}`,
  };
}

/** A failed start's whole output, in bench/out/ (the table keeps only its last line). */
function guardarLog(nome: string, log: string): void {
  const pasta = join(RAIZ, 'bench', 'out');
  mkdirSync(pasta, { recursive: true });
  const arquivo = join(pasta, `primeira-partida-${nome.replace(/[^A-Za-z0-9]+/g, '-')}.log`);
  writeFileSync(arquivo, log);
  console.error(`log da partida que falhou: ${arquivo}`);
}

function ultimaLinha(log: string): string {
  const linhas = log
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('npm ') && !l.startsWith('>'));
  return linhas.at(-1)?.slice(0, 300) ?? '(nada)';
}

/** Names, types, sizes, modes, owners and contents' hashes of everything under `pasta` (or its absence). */
function retrato(pasta: string): string {
  if (!existsSync(pasta)) return '(não existe)';
  const partes: string[] = [];
  const visitar = (p: string) => {
    const s = lstatSync(p);
    const conteudo = s.isFile() ? createHash('sha256').update(readFileSync(p)).digest('hex') : '';
    partes.push(`${p} ${s.mode} ${s.uid} ${s.size} ${s.mtimeMs} ${conteudo}`);
    if (s.isDirectory()) for (const n of readdirSync(p).sort()) visitar(join(p, n));
  };
  visitar(pasta);
  return partes.join('\n');
}

type Recusa = { caso: string; usuario: string; codigo: string; linha: string; intacta: string };

async function recusar(caso: string, checkout: string, dataDir: string, observar: string, dono?: Dono) {
  const antes = retrato(observar);
  const r = await rodar(['start'], checkout, dono, { DATA_DIR: dataDir });
  const linhas = r.erro
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('npm ') && !l.startsWith('>'));
  return {
    caso,
    usuario: dono?.nome ?? 'root',
    codigo: String(r.codigo),
    linha: linhas.length === 1 ? (linhas[0] ?? '') : `(${linhas.length} linhas) ${linhas.join(' | ')}`,
    intacta: retrato(observar) === antes ? 'sim' : 'NÃO',
  };
}

function tabela(cabecalho: string[], linhas: string[][]): void {
  console.log(`| ${cabecalho.join(' | ')} |`);
  console.log(`|${cabecalho.map(() => '---').join('|')}|`);
  for (const l of linhas) console.log(`| ${l.join(' | ')} |`);
}

function criarUsuario(): Dono {
  sh('useradd', ['-m', '-s', '/bin/bash', USUARIO]);
  limpezas.push(() => sh('userdel', ['-r', '-f', USUARIO]));
  const casa = `/home/${USUARIO}`;
  chmodSync(casa, 0o700);
  const dono = {
    uid: Number(sh('id', ['-u', USUARIO]).trim()),
    gid: Number(sh('id', ['-g', USUARIO]).trim()),
    casa,
    nome: USUARIO,
  };
  // The npm cache root already has (the README's install may reuse it), as the user's own copy.
  if (existsSync('/root/.npm/_cacache')) {
    mkdirSync(join(casa, '.npm'));
    sh('cp', ['-a', '/root/.npm/_cacache', join(casa, '.npm', '_cacache')]);
    sh('chown', ['-R', `${dono.uid}:${dono.gid}`, join(casa, '.npm')]);
  }
  return dono;
}

/** Whether this machine lets root mount (a container may not): the places that need it are skipped if not. */
function montagemPermitida(): boolean {
  const ponto = mkdtempSync('/tmp/mascate-pp-sonda-');
  try {
    sh('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', ponto]);
    sh('umount', [ponto]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(ponto, { recursive: true, force: true });
  }
}

function montar(args: string[], ponto: string): void {
  sh('mount', [...args, ponto]);
  limpezas.push(() => sh('umount', ['-l', ponto]));
}

async function principal(): Promise<void> {
  const [m1, m5] = loadavg();
  console.log(
    `Mascate bench/primeira-partida: HEAD ${cabecaGit.slice(0, 10)}; ${cpus().length} núcleos; ` +
      `load average ${m1?.toFixed(1)} ${m5?.toFixed(1)} no início; ${new Date().toISOString()}`,
  );
  const tarefas: ((porta: number) => Promise<Linha>)[] = [];
  const monta = montagemPermitida();
  let dono: Dono | undefined;
  if (LUGARES.includes('usuario-casa')) {
    try {
      dono = criarUsuario();
    } catch (erro) {
      // A machine without useradd (or that refuses it): that place is not measured, not failed.
      tarefas.push(async () => ({
        lugar: 'casa de um usuário (0700)',
        usuario: '-',
        instalar: '-',
        primeira: '-',
        segunda: '-',
        resultado: `não medido: não foi possível criar um usuário (${String(erro).split('\n')[0]})`,
      }));
    }
  }
  let checkoutRoot: string | undefined;

  if (LUGARES.includes('root-casa')) {
    const casa = mkdtempSync('/root/mascate-pp-');
    chmodSync(casa, 0o700);
    limpezas.push(() => rmSync(casa, { recursive: true, force: true }));
    checkoutRoot = join(casa, 'mascate');
    clonar(checkoutRoot);
    const onde = checkoutRoot;
    tarefas.push((porta) => medir('casa de root (0700)', onde, porta));
  }
  if (dono) {
    const checkout = join(dono.casa, 'mascate');
    clonar(checkout, dono);
    tarefas.push((porta) => medir('casa de um usuário (0700)', checkout, porta, dono));
  }
  if (LUGARES.includes('acentos')) {
    // A folder of its own, so a leftover of an earlier run never stops this one.
    const base = mkdtempSync('/tmp/mascate-pp-');
    chmodSync(base, 0o755); // as /tmp/meu projeto would be: open to the database's own user
    limpezas.push(() => rmSync(base, { recursive: true, force: true }));
    const checkout = join(base, 'meu projeto', 'mascate-ação');
    mkdirSync(join(base, 'meu projeto'));
    clonar(checkout);
    // Without root's home among the places, the refusals below start from this clone (also root's).
    checkoutRoot ??= checkout;
    tarefas.push((porta) => medir(`"${checkout}"`, checkout, porta));
  }
  if (LUGARES.includes('pai-ro') && !monta) {
    tarefas.push(async () => ({
      lugar: 'pai somente leitura, clone gravável',
      usuario: 'root',
      instalar: '-',
      primeira: '-',
      segunda: '-',
      resultado: 'não medido: esta máquina não permite mount',
    }));
  } else if (LUGARES.includes('pai-ro')) {
    // The parent read-only even for root (a read-only bind mount), the checkout a writable mount on it.
    const fonte = mkdtempSync('/tmp/mascate-pp-fonte-');
    const pai = mkdtempSync('/tmp/mascate-pp-pai-ro-');
    chmodSync(pai, 0o755);
    limpezas.push(() => rmSync(fonte, { recursive: true, force: true }));
    limpezas.push(() => rmSync(pai, { recursive: true, force: true }));
    clonar(join(fonte, 'mascate'));
    mkdirSync(join(pai, 'mascate'));
    montar(['--bind', pai], pai);
    sh('mount', ['-o', 'remount,bind,ro', pai]);
    montar(['--bind', join(fonte, 'mascate')], join(pai, 'mascate'));
    let somenteLeitura = false;
    try {
      writeFileSync(join(pai, 'teste'), '');
    } catch {
      somenteLeitura = true;
    }
    if (!somenteLeitura) throw new Error(`${pai} não ficou somente leitura`);
    tarefas.push((porta) => medir('pai somente leitura, clone gravável', join(pai, 'mascate'), porta));
  }
  // PARALELO places at a time, each on its own port; the table keeps the places' order.
  const linhas: Linha[] = new Array(tarefas.length);
  let proxima = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALELO, tarefas.length) }, async (_, faixa) => {
      for (let i = proxima++; i < tarefas.length; i = proxima++) {
        const tarefa = tarefas[i];
        if (tarefa) linhas[i] = await tarefa(PORTA + faixa);
      }
    }),
  );
  console.log('\nAs duas linhas do README em cada lugar (segundos até /api/health responder):\n');
  tabela(
    ['lugar', 'usuário', 'npm install (s)', '1ª partida (s)', '2ª partida (s)', 'resultado'],
    linhas.map((l) => [l.lugar, l.usuario, l.instalar, l.primeira, l.segunda, l.resultado]),
  );

  // DATA_DIR the server cannot use, from a clone already built (the start skips the build).
  const recusas: Recusa[] = [];
  if (checkoutRoot) {
    const arquivo = join(checkoutRoot, '..', 'um-arquivo');
    writeFileSync(arquivo, 'não é uma pasta\n');
    recusas.push(await recusar('DATA_DIR é um arquivo', checkoutRoot, arquivo, arquivo));
  }
  if (checkoutRoot && monta) {
    const cheio = mkdtempSync('/tmp/mascate-pp-cheio-');
    limpezas.push(() => rmSync(cheio, { recursive: true, force: true }));
    montar(['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs'], cheio);
    sh('dd', ['if=/dev/zero', `of=${join(cheio, 'enchimento')}`, 'bs=1M', 'count=15', 'status=none']);
    mkdirSync(join(cheio, 'dados'));
    recusas.push(await recusar('disco cheio (tmpfs de 16 MB)', checkoutRoot, join(cheio, 'dados'), cheio));

    const ro = mkdtempSync('/tmp/mascate-pp-ro-');
    limpezas.push(() => rmSync(ro, { recursive: true, force: true }));
    montar(['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs'], ro);
    recusas.push(await recusar('disco somente leitura', checkoutRoot, join(ro, 'dados'), ro));
  }
  if (dono) {
    const alheia = mkdtempSync('/tmp/mascate-pp-de-root-');
    chmodSync(alheia, 0o755);
    limpezas.push(() => rmSync(alheia, { recursive: true, force: true }));
    writeFileSync(join(alheia, 'nota'), 'de root\n');
    recusas.push(
      await recusar('pasta de outro usuário (root)', join(dono.casa, 'mascate'), alheia, alheia, dono),
    );
  }
  for (const l of linhas)
    if (!l.resultado.startsWith('ok') && !l.resultado.startsWith('não medido'))
      falhas.push(`${l.lugar}: ${l.resultado}`);
  for (const r of recusas)
    if (r.codigo !== '1' || r.intacta !== 'sim' || r.linha.startsWith('('))
      falhas.push(`DATA_DIR, ${r.caso}: código ${r.codigo}, pasta intacta: ${r.intacta}, ${r.linha}`);
  if (!monta)
    console.log(
      '\nEsta máquina não permite mount: o pai somente leitura e os discos simulados não foram medidos.',
    );
  if (recusas.length) {
    console.log(
      '\nDATA_DIR inutilizável (npm start; a linha é a saída do servidor, sem as linhas do npm):\n',
    );
    tabela(
      ['caso', 'usuário', 'código de saída', 'linha', 'pasta intacta'],
      recusas.map((r) => [r.caso, r.usuario, r.codigo, r.linha, r.intacta]),
    );
  }
  const [f1, f5] = loadavg();
  console.log(`\nload average ${f1?.toFixed(1)} ${f5?.toFixed(1)} no fim`);
}

function limpar(): void {
  for (const l of limpezas.reverse()) {
    try {
      l();
    } catch (erro) {
      console.error(`limpeza: ${String(erro).split('\n')[0]}`);
    }
  }
  // The system folder's entries made for these clones (cluster folders, a copy of the programs).
  if (!existsSync(SISTEMA)) return;
  if (!sistemaExistia) rmSync(SISTEMA, { recursive: true, force: true });
  else
    for (const p of listarSistema())
      if (!entradasSistema.has(p) && p !== join(SISTEMA, 'dados'))
        rmSync(p, { recursive: true, force: true });
}

try {
  await principal();
} finally {
  limpar();
}
if (falhas.length) {
  console.error(`\n${falhas.length} verificação(ões) falharam:\n- ${falhas.join('\n- ')}`);
  if (VERIFICAR) process.exitCode = 1;
}
