import { pathToFileURL } from 'node:url';
import { isValidCpfCnpj, normalizarDocumento } from '@mascate/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { type Config, lerConfig } from './config.ts';
import type { Banco, Executor } from './db/banco.ts';
import { abrirBancoParaOperador } from './db/conectar.ts';
import { conferirArquivo, copiaParaArquivo, restaurarDeArquivo } from './db/copia-seguranca.ts';
import { migrar } from './db/migrar.ts';
import { emailsSaida, empresas, usuarios } from './db/schema.ts';

export const AJUDA = `Comandos do operador do Mascate (npm run mascate -- <comando>):

  usa-merchant <empresa> <0|1>
      Liga (1) ou desliga (0) o usaMerchant de uma empresa: com 1, unidades, rotas, formas de pagamento,
      representantes e produtos passam a vir do sistema integrado e não podem ser criados nem alterados
      pelo Mascate. <empresa> é o id da empresa, o CNPJ (com ou sem pontuação) ou o e-mail de um usuário.
      Os usuários da empresa veem a mudança ao entrar de novo.

  emails
      Lista os e-mails ainda não enviados (sem SMTP_URL, todos ficam na fila): para quem, assunto e texto,
      com o link de troca de senha ou de convite. Os links nunca vão para o log do servidor.

  backup <arquivo>
      Grava uma cópia de todo o banco no arquivo (compactado). Pode rodar com o servidor em uso: a cópia
      é consistente (um único instantâneo do banco).

  restore <arquivo>
      Restaura uma cópia em um banco novo (sem empresas), tudo ou nada. Para trocar de máquina ou voltar
      uma cópia: DATA_DIR=./nova-pasta npm run mascate -- restore copia.mascate.gz

  ajuda
      Mostra esta ajuda.

Usa o mesmo banco do servidor (DATABASE_URL ou, sem ela, o PostgreSQL embutido em DATA_DIR, padrão ./data),\ncom o servidor parado ou em execução.`;

/** A mistake of the operator: shown as is, without a stack trace. */
export class ErroCli extends Error {}

type Empresa = { id: number; nome: string; cnpj: string; usaMerchant: number };

/** The companies `alvo` names: an e-mail names its user's company; a valid CPF/CNPJ, every company with it. */
export async function empresasDoAlvo(db: Executor, alvo: string): Promise<Empresa[]> {
  const colunas = {
    id: empresas.id,
    nome: empresas.nome,
    cnpj: empresas.cnpj,
    usaMerchant: empresas.usaMerchant,
  };
  if (alvo.includes('@')) {
    return db
      .select(colunas)
      .from(empresas)
      .innerJoin(usuarios, eq(usuarios.empresaId, empresas.id))
      .where(eq(sql`lower(${usuarios.email})`, alvo.trim().toLowerCase()));
  }
  if (isValidCpfCnpj(alvo)) {
    return db
      .select(colunas)
      .from(empresas)
      .where(eq(empresas.cnpj, normalizarDocumento(alvo)))
      .orderBy(empresas.id);
  }
  if (/^\d{1,9}$/.test(alvo))
    return db
      .select(colunas)
      .from(empresas)
      .where(eq(empresas.id, Number(alvo)));
  return [];
}

const descrever = (e: Empresa) => `empresa ${e.id} (${e.nome}${e.cnpj ? `, CNPJ ${e.cnpj}` : ''})`;

/** Sets empresas.usa_merchant of the one company `alvo` names; answers the text for the operator. */
export async function definirUsaMerchant(db: Executor, alvo: string, valor: string): Promise<string> {
  if (valor !== '0' && valor !== '1') throw new ErroCli('O valor do usaMerchant deve ser 0 ou 1.');
  const achadas = await empresasDoAlvo(db, alvo);
  const [empresa] = achadas;
  if (!empresa)
    throw new ErroCli(`Nenhuma empresa encontrada para "${alvo}" (use o id, o CNPJ ou o e-mail).`);
  if (achadas.length > 1) {
    throw new ErroCli(
      `Mais de uma empresa tem o CNPJ ${normalizarDocumento(alvo)}; informe o id de uma delas:\n` +
        achadas.map((e) => `  ${descrever(e)}`).join('\n'),
    );
  }
  const novo = Number(valor);
  if (empresa.usaMerchant === novo) return `A ${descrever(empresa)} já está com usaMerchant = ${novo}.`;
  await db.update(empresas).set({ usaMerchant: novo }).where(eq(empresas.id, empresa.id));
  return `usaMerchant da ${descrever(empresa)} alterado de ${empresa.usaMerchant} para ${novo}.`;
}

/** The server's database: the running server's when there is one, else started as the server would. */
export async function abrirBancoDaCli(config: Config): Promise<{ banco: Banco; fechar(): Promise<void> }> {
  const aberto = await abrirBancoParaOperador(config);
  try {
    await migrar(aberto.banco);
    return aberto;
  } catch (erro) {
    await aberto.fechar();
    throw erro;
  }
}

/** The outbox's unsent mail, oldest first, as the operator reads it (issue 11: keys never reach a log). */
export async function emailsNaoEnviados(db: Executor): Promise<string> {
  const linhas = await db
    .select({
      para: emailsSaida.para,
      assunto: emailsSaida.assunto,
      texto: emailsSaida.texto,
      em: emailsSaida.criadoEm,
    })
    .from(emailsSaida)
    .where(isNull(emailsSaida.enviadoEm))
    .orderBy(emailsSaida.id);
  if (linhas.length === 0) return 'Nenhum e-mail aguardando envio.';
  return linhas
    .map(
      (e) =>
        `Para: ${e.para}\nAssunto: ${e.assunto}\nCriado em: ${e.em.toISOString()}\n\n${e.texto.trim()}\n`,
    )
    .join('\n----\n');
}

type Comando = {
  uso: string;
  /** The arguments' problem, if any (checked before the database is opened). */
  conferir(args: string[]): string | undefined;
  /** Work that needs no database and may refuse (a failure is exit code 1 and the database is never opened). */
  preparar?(args: string[]): Promise<void>;
  rodar(banco: Banco, args: string[]): Promise<string>;
};

const COMANDOS: Record<string, Comando> = {
  'usa-merchant': {
    uso: 'Uso: npm run mascate -- usa-merchant <empresa-id|cnpj|email> <0|1>',
    conferir: ([alvo, valor, ...mais]) => {
      if (!alvo || valor === undefined || mais.length > 0) return COMANDOS['usa-merchant']?.uso;
      return valor === '0' || valor === '1' ? undefined : 'O valor do usaMerchant deve ser 0 ou 1.';
    },
    rodar: (banco, [alvo = '', valor = '']) => definirUsaMerchant(banco.db, alvo, valor),
  },
  emails: {
    uso: 'Uso: npm run mascate -- emails',
    conferir: (args) => (args.length === 0 ? undefined : COMANDOS.emails?.uso),
    rodar: (banco) => emailsNaoEnviados(banco.db),
  },
  backup: {
    uso: 'Uso: npm run mascate -- backup <arquivo>',
    conferir: (args) => (args.length === 1 ? undefined : COMANDOS.backup?.uso),
    rodar: async (banco, [arquivo = '']) => {
      const linhas = await copiaParaArquivo(banco, arquivo);
      const total = Object.values(linhas).reduce((a, b) => a + b, 0);
      return `Cópia gravada em ${arquivo}: ${Object.keys(linhas).length} tabelas, ${total} linhas.`;
    },
  },
  restore: {
    uso: 'Uso: npm run mascate -- restore <arquivo>',
    conferir: (args) => (args.length === 1 ? undefined : COMANDOS.restore?.uso),
    // The whole file and its SHA-256 are checked before the database is opened (issue 23): a cut or
    // edited copy never starts it.
    preparar: ([arquivo = '']) => conferirArquivo(arquivo),
    rodar: async (banco, [arquivo = '']) => {
      const linhas = await restaurarDeArquivo(banco, arquivo, true);
      const total = Object.values(linhas).reduce((a, b) => a + b, 0);
      return `Cópia ${arquivo} restaurada: ${Object.keys(linhas).length} tabelas, ${total} linhas.`;
    },
  },
};

/** Runs one command; answers the exit code. The database is opened only by commands that need it. */
export async function executarCli(
  args: string[],
  abrir: () => Promise<{ banco: Banco; fechar(): Promise<void> }>,
  escrever: (texto: string) => void,
): Promise<number> {
  const [nome, ...resto] = args;
  if (!nome || nome === 'ajuda' || nome === '--help' || nome === '-h') {
    escrever(AJUDA);
    return 0;
  }
  const comando = COMANDOS[nome];
  if (!comando) {
    escrever(`Comando desconhecido: ${nome}\n\n${AJUDA}`);
    return 2;
  }
  const problema = comando.conferir(resto);
  if (problema) {
    escrever(problema);
    return 2;
  }
  try {
    await comando.preparar?.(resto);
    const { banco, fechar } = await abrir();
    try {
      escrever(await comando.rodar(banco, resto));
      return 0;
    } finally {
      await fechar();
    }
  } catch (erro) {
    escrever(erro instanceof Error ? erro.message : String(erro));
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const codigo = await executarCli(
    process.argv.slice(2),
    () => abrirBancoDaCli(lerConfig({ ...process.env, LOG_LEVEL: 'silent' })),
    (texto) => console.log(texto),
  );
  process.exit(codigo);
}
