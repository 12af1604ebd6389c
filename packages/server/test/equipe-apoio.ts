import { eq } from 'drizzle-orm';
import { hashSenha } from '../src/acesso/senhas.ts';
import { pessoas, usuarios } from '../src/db/schema.ts';
import type { Ambiente, EmpresaTeste } from './ambiente.ts';

let contador = 0;

/**
 * A user of `empresa` created by its administrator through usuarios/create, given a password directly
 * (the invite's own path is tested in usuarios.test.ts), and signed in: answers the token and the id.
 */
export async function usuarioDaEmpresa(
  amb: Ambiente,
  empresa: EmpresaTeste,
  papel: 'administrador' | 'vendedor',
  representanteId: number | null = null,
): Promise<{ token: string; id: number; email: string }> {
  contador += 1;
  const email = `${papel}${contador}-${process.pid}@equipe.com.br`;
  const criado = await amb.chamar(
    'POST',
    '/api/usuarios/create',
    { nome: `${papel} ${contador}`, email, papel, representante_id: representanteId },
    empresa.token,
  );
  const id = Number(criado.corpo.retorno.id);
  if (criado.status !== 200) throw new Error(`usuarios/create falhou: ${JSON.stringify(criado.corpo)}`);
  return { ...(await entrarComo(amb, id)), id };
}

/** Gives an existing (invited) user a password directly and signs them in. */
export async function entrarComo(amb: Ambiente, id: number): Promise<{ token: string; email: string }> {
  const senhaHash = await hashSenha('senha-equipe-1');
  const [u] = await amb.banco.db
    .update(usuarios)
    .set({ convitePendente: false })
    .where(eq(usuarios.id, id))
    .returning({ email: usuarios.email, pessoaId: usuarios.pessoaId });
  const email = u?.email ?? '';
  await amb.banco.db
    .update(pessoas)
    .set({ senhaHash })
    .where(eq(pessoas.id, u?.pessoaId ?? 0));
  const login = await amb.chamar('POST', '/api/estabelecimentos/login', { email, senha: 'senha-equipe-1' });
  if (login.status !== 200) throw new Error(`login falhou: ${JSON.stringify(login.corpo)}`);
  return { token: String(login.corpo.retorno.token), email };
}
