import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { construirApp } from '../app.ts';
import { type Config, lerConfig } from '../config.ts';
import { abrirBanco, type Banco } from '../db/banco.ts';
import { migrar } from '../db/migrar.ts';
import type { Correio } from '../mail/correio.ts';
import { criarCorreio } from '../mail/criar-correio.ts';

export type Resposta = {
  status: number;
  corpo: {
    retorno: { sucesso: boolean; mensagem: string } & Record<string, unknown>;
    registros?: Record<string, unknown>[];
    total?: number;
  };
};

export type Ambiente = {
  app: FastifyInstance;
  banco: Banco;
  config: Config;
  /** Moves the app's clock (expiry, throttling windows). */
  relogio: { deslocamentoMs: number };
  chamar(metodo: 'GET' | 'POST' | 'PUT', url: string, corpo?: unknown, token?: string): Promise<Resposta>;
  /** Registers a company and signs in; each call makes a new, separate company. */
  novaEmpresa(
    dados?: Partial<{ email: string; nome: string; cnpj: string; senha: string }>,
  ): Promise<EmpresaTeste>;
  fechar(): Promise<void>;
};

export type EmpresaTeste = { token: string; empresaId: number; email: string; senha: string; nome: string };

let contador = 0;

/**
 * A real app over a real database: a copy of the migrated embedded database, or, when TEST_DATABASE_URL
 * is set, a new database on that PostgreSQL server (dropped at the end).
 */
export async function criarAmbiente(
  opcoes: { env?: Record<string, string>; correio?: (c: Config, b: Banco) => Correio } = {},
): Promise<Ambiente> {
  const config = lerConfig({ LOG_LEVEL: 'silent', ...opcoes.env });
  const { banco, descartar } = await bancoDeTeste();
  const relogio = { deslocamentoMs: 0 };
  const correio = opcoes.correio?.(config, banco) ?? criarCorreio(config, banco);
  const app = await construirApp(
    { config, banco, correio, agora: () => new Date(Date.now() + relogio.deslocamentoMs) },
    { logger: false },
  );
  await app.ready();

  const chamar: Ambiente['chamar'] = async (metodo, url, corpo, token) => {
    const r = await app.inject({
      method: metodo,
      url,
      ...(corpo === undefined ? {} : { payload: corpo as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: r.statusCode, corpo: r.json() };
  };

  const novaEmpresa: Ambiente['novaEmpresa'] = async (dados = {}) => {
    contador += 1;
    const e = {
      email: dados.email ?? `empresa${contador}-${process.pid}@teste.com.br`,
      nome: dados.nome ?? `Empresa ${contador}`,
      cnpj: dados.cnpj ?? '11.222.333/0001-81',
      senha: dados.senha ?? 'senha-forte-1',
    };
    const criada = await chamar('POST', '/api/estabelecimentos/create', { ...e, imagem_login: '' });
    if (criada.status !== 200) throw new Error(`cadastro falhou: ${JSON.stringify(criada.corpo)}`);
    const login = await chamar('POST', '/api/estabelecimentos/login', { email: e.email, senha: e.senha });
    const r = login.corpo.retorno;
    return { ...e, token: String(r.token), empresaId: Number(r.id) };
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

async function bancoDeTeste(): Promise<{ banco: Banco; descartar: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const modelo = new Blob([readFileSync(inject('modeloPglite'))]);
    return { banco: await abrirBanco({ dataDir: 'memory://', modelo }), descartar: async () => undefined };
  }
  const nome = `mascate_teste_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  await admin.end();
  const urlTeste = new URL(url);
  urlTeste.pathname = `/${nome}`;
  const banco = await abrirBanco({ databaseUrl: urlTeste.toString() });
  await migrar(banco);
  return {
    banco,
    descartar: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await c.end();
    },
  };
}
