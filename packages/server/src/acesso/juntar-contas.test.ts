// Issue 51, "Juntar contas": two accounts with one e-mail in two companies (made before people existed,
// migration 0180) stay two people until the person, signed in to one, types the other's password once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import type { EmpresaTeste } from '../../test/chamadas.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import { pessoas, usuarios } from '../db/schema.ts';
import { MSG_CONTAS_NA_MESMA_EMPRESA, MSG_SEM_OUTRA_CONTA } from './routes.ts';
import { hashSenha } from './senhas.ts';

const JUNTAR = '/api/estabelecimentos/juntar_contas';
const LOGIN = '/api/estabelecimentos/login';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb, { nome: 'Conta Antiga Alfa' });
const b = empresaDoArquivo(amb, { nome: 'Conta Antiga Beta' });
const c = empresaDoArquivo(amb, { nome: 'Conta Antiga Gama' });

/**
 * A separate account of `empresa`'s owner e-mail in `outra`, with its own password, as accounts were
 * before people: the invitation's person given a password directly (not joined by the invitation).
 */
async function contaSeparada(dono: EmpresaTeste, outra: EmpresaTeste, senha: string) {
  const r = await amb.chamar(
    'POST',
    '/api/usuarios/create',
    { nome: 'Conta Separada', email: dono.email, papel: 'administrador', representante_id: null },
    outra.token,
  );
  expect(r.status).toBe(200);
  const id = Number(r.corpo.retorno.id);
  const [u] = await amb.banco.db
    .update(usuarios)
    .set({ convitePendente: false })
    .where(eq(usuarios.id, id))
    .returning({ pessoaId: usuarios.pessoaId });
  await amb.banco.db
    .update(pessoas)
    .set({ senhaHash: await hashSenha(senha) })
    .where(eq(pessoas.id, u?.pessoaId ?? 0));
  return id;
}

const entrar = (email: string, senha: string) => amb.chamar('POST', LOGIN, { email, senha });
const empresasDe = (r: { corpo: { retorno: Record<string, unknown> } }) =>
  ((r.corpo.retorno.empresas ?? []) as { nome: string }[]).map((e) => e.nome);

describe('juntar contas', () => {
  it('sem sessão: 401; senha vazia ou longa: 400 em pt-BR', async () => {
    expect((await amb.chamar('POST', JUNTAR, { senha: 'qualquer coisa' })).status).toBe(401);
    for (const corpo of [{}, { senha: '' }, { senha: 'x'.repeat(201) }]) {
      const r = await amb.chamar('POST', JUNTAR, corpo, a.token);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(String(r.corpo.retorno.mensagem)).toMatch(/senha/i);
    }
  });

  it('a senha errada (ou nenhuma outra conta) tem uma só resposta, e nada muda', async () => {
    const sozinha = await amb.chamar('POST', JUNTAR, { senha: 'nao ha outra conta' }, c.token);
    expect({ status: sozinha.status, mensagem: sozinha.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_SEM_OUTRA_CONTA,
    });
    await contaSeparada(a, b, 'senha da conta beta');
    const antes = await impressaoDados(amb.banco);
    const errada = await amb.chamar('POST', JUNTAR, { senha: 'nao e a senha da beta' }, a.token);
    expect({ status: errada.status, mensagem: errada.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_SEM_OUTRA_CONTA,
    });
    expect(await impressaoDados(amb.banco)).toEqual(antes);
    // Still two people: each password opens its own company only.
    expect(empresasDe(await entrar(a.email, a.senha))).toEqual(['Conta Antiga Alfa']);
    expect(empresasDe(await entrar(a.email, 'senha da conta beta'))).toEqual(['Conta Antiga Beta']);
  });

  it('com a senha da outra conta: uma pessoa, as duas empresas, a senha de quem juntou', async () => {
    // The account of Beta (made in the test above) and a session of it that must keep working.
    const sessaoBeta = await entrar(a.email, 'senha da conta beta');
    const tokenBeta = String(sessaoBeta.corpo.retorno.token);
    const r = await amb.chamar('POST', JUNTAR, { senha: 'senha da conta beta' }, a.token);
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    expect(empresasDe(r)).toEqual(['Conta Antiga Alfa', 'Conta Antiga Beta']);

    const login = await entrar(a.email, a.senha);
    expect(empresasDe(login).sort()).toEqual(['Conta Antiga Alfa', 'Conta Antiga Beta']);
    // The joined account's password no longer signs in: the person has one, the one who joined.
    expect((await entrar(a.email, 'senha da conta beta')).status).toBe(401);
    // Beta's session is still Beta's, and switches to Alfa without a password now.
    const empresa = await amb.chamar('POST', '/api/empresas/read', {}, tokenBeta);
    expect(empresa.corpo.registros?.[0]).toMatchObject({ id: b.empresaId });
    const troca = await amb.chamar(
      'POST',
      '/api/estabelecimentos/trocar_empresa',
      { empresa_id: a.empresaId },
      tokenBeta,
    );
    expect(troca.status).toBe(200);
    expect(troca.corpo.retorno.id).toBe(a.empresaId);
    const [alfa] = await amb.banco.db
      .select({ pessoaId: usuarios.pessoaId })
      .from(usuarios)
      .where(eq(usuarios.empresaId, a.empresaId));
    const daPessoa = await amb.banco.db
      .select({ empresaId: usuarios.empresaId })
      .from(usuarios)
      .where(eq(usuarios.pessoaId, alfa?.pessoaId ?? 0));
    expect(daPessoa.map((v) => v.empresaId).sort((x, y) => x - y)).toEqual(
      [a.empresaId, b.empresaId].sort((x, y) => x - y),
    );
  });

  it('duas contas com acesso à mesma empresa: 409, e nada muda', async () => {
    // Gama's owner has a separate account in Beta, which also has a membership in Gama (under another
    // membership e-mail, as two old accounts could): one person may hold one membership per company.
    const emBeta = await contaSeparada(c, b, 'gama em beta 1');
    const [p2] = await amb.banco.db
      .select({ pessoaId: usuarios.pessoaId })
      .from(usuarios)
      .where(eq(usuarios.id, emBeta));
    const convite = await amb.chamar(
      'POST',
      '/api/usuarios/create',
      {
        nome: 'Outro Endereco',
        email: `outro-${process.pid}@gama.com.br`,
        papel: 'administrador',
        representante_id: null,
      },
      c.token,
    );
    await amb.banco.db
      .update(usuarios)
      .set({ pessoaId: p2?.pessoaId ?? 0, convitePendente: false })
      .where(eq(usuarios.id, Number(convite.corpo.retorno.id)));
    const antes = await impressaoDados(amb.banco);
    const r = await amb.chamar('POST', JUNTAR, { senha: 'gama em beta 1' }, c.token);
    expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({
      status: 409,
      mensagem: MSG_CONTAS_NA_MESMA_EMPRESA,
    });
    expect(await impressaoDados(amb.banco)).toEqual(antes);
  });
});
