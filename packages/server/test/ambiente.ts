import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { construirApp } from '../src/app.ts';
import { type Config, lerConfig } from '../src/config.ts';
import { abrirBanco, type Banco } from '../src/db/banco.ts';
import type { Correio } from '../src/mail/correio.ts';
import { criarCorreio } from '../src/mail/criar-correio.ts';
import { type Chamar, cadastrarEmpresa, chamadorDe, type EmpresaTeste } from './chamadas.ts';
import { administrar, urlDoBanco } from './preparar-banco.ts';

export type { EmpresaTeste, Resposta } from './chamadas.ts';

export type Ambiente = {
  app: FastifyInstance;
  banco: Banco;
  config: Config;
  /** Moves the app's clock (expiry, throttling windows). */
  relogio: { deslocamentoMs: number };
  chamar: Chamar;
  /** Registers a company and signs in; each call makes a new, separate company. */
  novaEmpresa(
    dados?: Partial<{ email: string; nome: string; cnpj: string; senha: string }>,
  ): Promise<EmpresaTeste>;
  fechar(): Promise<void>;
};

export type OpcoesAmbiente = { env?: Record<string, string>; correio?: (c: Config, b: Banco) => Correio };

let contador = 0;

/**
 * A real app over a real database: its own copy of the migrated template on the run's PostgreSQL
 * (embedded, or TEST_DATABASE_URL's server), dropped at the end.
 */
export async function criarAmbiente(opcoes: OpcoesAmbiente = {}): Promise<Ambiente> {
  // Every test file calls from one address (inject's 127.0.0.1), so request limits are scaled up here;
  // the tests of the limits themselves pass RATE_LIMIT_MULTIPLIER: '1'. Likewise one account's cap of
  // requests in flight (acesso/concorrencia-conta.ts): the tests firing dozens at once measure the pool and
  // the database, not the cap; its own test sets it.
  const config = lerConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '1000',
    ACCOUNT_CONCURRENCY: '64',
    COMPANY_CONCURRENCY: '64',
    ...opcoes.env,
  });
  const { banco, descartar } = await bancoDeTeste(config);
  const relogio = { deslocamentoMs: 0 };
  const correio = opcoes.correio?.(config, banco) ?? criarCorreio(config, banco);
  const app = await construirApp(
    { config, banco, correio, agora: () => new Date(Date.now() + relogio.deslocamentoMs) },
    { logger: false },
  );
  await app.ready();

  const chamar = chamadorDe(app);

  const novaEmpresa: Ambiente['novaEmpresa'] = async (dados = {}) => {
    contador += 1;
    return cadastrarEmpresa(chamar, {
      email: dados.email ?? `empresa${contador}-${process.pid}@teste.com.br`,
      nome: dados.nome ?? `Empresa ${contador}`,
      cnpj: dados.cnpj ?? '11.222.333/0001-81',
      senha: dados.senha ?? 'senha-forte-1',
    });
  };

  return {
    app,
    banco,
    config,
    relogio,
    chamar,
    novaEmpresa,
    async fechar() {
      await app.close();
      await banco.fechar();
      await descartar();
    },
  };
}

let copias = 0;

/** This test file's own database: a copy of the run's migrated template, dropped at the end. */
export async function bancoDeTeste(
  config?: Pick<Config, 'DB_POOL_MAX' | 'DB_POOL_ACQUIRE_TIMEOUT_MS'>,
): Promise<{ banco: Banco; descartar: () => Promise<void> }> {
  const { url, modelo } = inject('bancoTeste');
  copias += 1;
  const nome = `mascate_teste_${process.pid}_${copias}_${Date.now()}`;
  // Copying a template needs it idle; files started together may collide for a moment: retry.
  for (let tentativa = 0; ; tentativa++) {
    try {
      await administrar(url, `CREATE DATABASE ${nome} TEMPLATE ${modelo}`);
      break;
    } catch (erro) {
      if (tentativa >= 50 || !String(erro).includes('is being accessed by other users')) throw erro;
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  const banco = abrirBanco({
    url: urlDoBanco(url, nome),
    maxConexoes: config?.DB_POOL_MAX ?? 8,
    esperaConexaoMs: config?.DB_POOL_ACQUIRE_TIMEOUT_MS,
  });
  return {
    banco,
    descartar: () => administrar(url, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`),
  };
}
