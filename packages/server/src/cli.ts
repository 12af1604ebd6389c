import { pathToFileURL } from 'node:url';
import { isValidCpfCnpj, normalizarDocumento } from '@mascate/domain';
import { eq, sql } from 'drizzle-orm';
import { type Config, lerConfig } from './config.ts';
import type { Banco, Executor } from './db/banco.ts';
import { abrirBancoParaOperador } from './db/conectar.ts';
import { migrar } from './db/migrar.ts';
import { empresas, usuarios } from './db/schema.ts';

export const AJUDA = `Comandos do operador do Mascate (npm run mascate -- <comando>):

  usa-merchant <empresa> <0|1>
      Liga (1) ou desliga (0) o usaMerchant de uma empresa: com 1, unidades, rotas, formas de pagamento,
      representantes e produtos passam a vir do sistema integrado e não podem ser criados nem alterados
      pelo Mascate. <empresa> é o id da empresa, o CNPJ (com ou sem pontuação) ou o e-mail de um usuário.
      Os usuários da empresa veem a mudança ao entrar de novo.

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

/** Runs one command; answers the exit code. The database is opened only by commands that need it. */
export async function executarCli(
  args: string[],
  abrir: () => Promise<{ banco: Banco; fechar(): Promise<void> }>,
  escrever: (texto: string) => void,
): Promise<number> {
  const [comando, ...resto] = args;
  if (!comando || comando === 'ajuda' || comando === '--help' || comando === '-h') {
    escrever(AJUDA);
    return 0;
  }
  if (comando !== 'usa-merchant') {
    escrever(`Comando desconhecido: ${comando}\n\n${AJUDA}`);
    return 2;
  }
  const [alvo, valor] = resto;
  if (!alvo || valor === undefined || resto.length > 2) {
    escrever('Uso: npm run mascate -- usa-merchant <empresa-id|cnpj|email> <0|1>');
    return 2;
  }
  if (valor !== '0' && valor !== '1') {
    escrever('O valor do usaMerchant deve ser 0 ou 1.');
    return 2;
  }
  try {
    const { banco, fechar } = await abrir();
    try {
      escrever(await definirUsaMerchant(banco.db, alvo, valor));
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
