import type { RetornoLogin } from '@mascate/domain';
import { novoSegredo } from '../auth/tokens.ts';
import type { Executor } from '../db/banco.ts';
import { type Conta, criarSessao, vinculosAtivos } from './repository.ts';

/**
 * A new session for an account that has just proved itself (the login's password, an accepted invitation):
 * its token and the values the login answers, so both sign in the same way.
 */
export async function abrirSessao(db: Executor, conta: Conta, instante: Date): Promise<RetornoLogin> {
  const { segredo, hash } = novoSegredo();
  await criarSessao(db, { tokenHash: hash, usuarioId: conta.id, empresaId: conta.empresaId }, instante);
  // Read after the new session: this company comes first, then the last used (issue 51).
  const vinculos = await vinculosAtivos(db, conta.pessoaId);
  return {
    token: segredo,
    email: conta.email,
    nome: conta.nome,
    id: conta.empresaId,
    imagem_login: conta.imagemLogin,
    usa_merchant: conta.usaMerchant,
    papel: conta.papel,
    representante_id: conta.representanteId,
    empresas: vinculos.map((v) => ({ id: v.empresaId, nome: v.empresaNome })),
  };
}
