import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Ambiente, criarAmbiente, type EmpresaTeste, type OpcoesAmbiente } from './ambiente.ts';
import { type Carteira, carteira } from './campo-apoio.ts';
import { entrarComo } from './equipe-apoio.ts';
import { filaRapida } from './fila-emails.ts';
import { iniciarSmtp } from './pares/smtp.ts';
import { type Cadastros, semear } from './pedidos-dados.ts';
import { type Cadastro, cadastrarTudo } from './seguranca-dados.ts';

// What one test file shares between its tests, written at its top (or at the top of a describe block, for
// that block only):
//   const amb = ambienteDoArquivo();
//   const a = empresaDoArquivo(amb);
// Each call returns an empty object at once and fills it in a beforeAll (vitest runs a file's beforeAll
// hooks one after another, in the order written), so read them inside tests and hooks only.

function preenchidoAntes<T extends object>(criar: () => Promise<T>): T {
  const alvo = {} as T;
  beforeAll(async () => {
    Object.assign(alvo, await criar());
  });
  return alvo;
}

/**
 * The file's own app and database (criarAmbiente), closed after its last test. Options that depend on
 * something started before it (a peer's address) are given as a function, called then.
 */
export function ambienteDoArquivo(
  opcoes: OpcoesAmbiente | (() => OpcoesAmbiente | Promise<OpcoesAmbiente>) = {},
): Ambiente {
  let criado: Ambiente | undefined;
  const amb = preenchidoAntes(async () => {
    criado = await criarAmbiente(typeof opcoes === 'function' ? await opcoes() : opcoes);
    return criado;
  });
  afterAll(() => criado?.fechar());
  return amb;
}

/** A local peer server (OpenID provider, ViaCEP), started before what is written after it, stopped at the end. */
export function parDoArquivo<T extends object>(
  iniciar: () => Promise<T>,
  parar: (par: T) => Promise<void>,
): T {
  let iniciado: T | undefined;
  const par = preenchidoAntes(async () => {
    iniciado = await iniciar();
    return iniciado;
  });
  afterAll(() => (iniciado ? parar(iniciado) : undefined));
  return par;
}

/** The local SMTP server (pares/smtp.ts), with the mail queue looking for due mail every few ms. */
export function smtpDoArquivo(): Awaited<ReturnType<typeof iniciarSmtp>> {
  return parDoArquivo(
    () => {
      filaRapida();
      return iniciarSmtp();
    },
    (s) => s.fechar(),
  );
}

/** A company registered and signed in once for the whole file (a new, separate company each call). */
export function empresaDoArquivo(
  amb: Ambiente,
  dados?: Parameters<Ambiente['novaEmpresa']>[0],
): EmpresaTeste {
  return preenchidoAntes(() => amb.novaEmpresa(dados));
}

/** The rows an order needs (pedidos-dados' `semear`), inserted once for the company. */
export function cadastrosDoArquivo(amb: Ambiente, e: EmpresaTeste): Cadastros {
  return preenchidoAntes(() => semear(amb, e.empresaId));
}

/** Two companies for the file, each with the rows an order needs (the usual pair of an isolation test). */
export function duasEmpresasDoArquivo(amb: Ambiente) {
  const a = empresaDoArquivo(amb);
  const b = empresaDoArquivo(amb);
  return { a, b, ca: cadastrosDoArquivo(amb, a), cb: cadastrosDoArquivo(amb, b) };
}

/**
 * Representatives A and B of company `e`, each with a route, a customer, a visit, an order and its own
 * vendedor (seguranca-dados' `cadastrarTudo`), and the two vendedores signed in: a portfolio test's cast.
 */
export function doisRepresentantesDoArquivo(
  amb: Ambiente,
  e: EmpresaTeste,
): { a: Cadastro; b: Cadastro; vendA: { token: string }; vendB: { token: string } } {
  const a = preenchidoAntes(() => cadastrarTudo(amb, e, 'A'));
  const b = preenchidoAntes(() => cadastrarTudo(amb, e, 'B'));
  const vendA = preenchidoAntes(() => entrarComo(amb, a.usuarioId));
  const vendB = preenchidoAntes(() => entrarComo(amb, b.usuarioId));
  return { a, b, vendA, vendB };
}

/** A company's portfolio for the field app (campo-apoio's `carteira`), set up once for the file. */
export function carteiraDoArquivo(amb: Ambiente, e: EmpresaTeste): Carteira {
  return preenchidoAntes(() => carteira(amb, e));
}

/** For files whose tests move the app's clock: each test starts at the real time. */
export function relogioRealEmCadaTeste(amb: Ambiente): void {
  afterEach(() => {
    amb.relogio.deslocamentoMs = 0;
  });
}
