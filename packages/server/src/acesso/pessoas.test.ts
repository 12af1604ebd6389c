// Issue 51: one person with memberships in two companies. Each token names one membership: its company's
// data, its role, its sessions; switching needs no password and ends the session that asked.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import type { EmpresaTeste } from '../../test/chamadas.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { sessoes, usuarios } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb, { nome: 'Representada Alfa' });
const b = empresaDoArquivo(amb, { nome: 'Representada Beta' });
const outra = empresaDoArquivo(amb, { nome: 'Outra Empresa' });

const representante = async (e: EmpresaTeste, nome: string) => {
  const r = await amb.chamar(
    'POST',
    '/api/representantes/create',
    { nome, email: '', cnpj_cpf: '52998224725' },
    e.token,
  );
  return Number(r.corpo.retorno.id);
};

/** Joins membership `id` into the person of membership `de` (what "Juntar contas" does). */
async function mesmaPessoa(de: number, id: number): Promise<void> {
  const [p] = await amb.banco.db
    .select({ pessoaId: usuarios.pessoaId })
    .from(usuarios)
    .where(eq(usuarios.id, de));
  await amb.banco.db
    .update(usuarios)
    .set({ pessoaId: p?.pessoaId ?? 0 })
    .where(eq(usuarios.id, id));
}

const login = (email: string) =>
  amb.chamar('POST', '/api/estabelecimentos/login', { email, senha: 'senha-equipe-1' });
const trocar = (corpo: unknown, token?: string) =>
  amb.chamar('POST', '/api/estabelecimentos/trocar_empresa', corpo, token);

// The person: vendedor in A (with A's representative), administrador in B.
let email = '';
let vinculoA = 0;
let vinculoB = 0;
beforeAll(async () => {
  const repA = await representante(a, 'Rep MARCA-ALFA');
  await representante(b, 'Rep MARCA-BETA');
  const naA = await usuarioDaEmpresa(amb, a, 'vendedor', repA);
  const naB = await usuarioDaEmpresa(amb, b, 'administrador');
  await mesmaPessoa(naA.id, naB.id);
  email = naA.email;
  vinculoA = naA.id;
  vinculoB = naB.id;
});

async function entrarEm(empresaId: number): Promise<string> {
  const r = await login(email);
  expect(r.status).toBe(200);
  if (r.corpo.retorno.id === empresaId) return String(r.corpo.retorno.token);
  const t = await trocar({ empresa_id: empresaId }, String(r.corpo.retorno.token));
  expect(t.status).toBe(200);
  return String(t.corpo.retorno.token);
}

describe('uma pessoa em duas empresas', () => {
  it('o login responde as empresas da pessoa, a da sessão primeiro; a troca não pede senha', async () => {
    const r = await login(email);
    expect(r.status).toBe(200);
    const empresas = r.corpo.retorno.empresas as { id: number; nome: string }[];
    expect(empresas.map((e) => e.id).sort()).toEqual([a.empresaId, b.empresaId].sort());
    expect(empresas[0]?.id).toBe(r.corpo.retorno.id);
    const destino = r.corpo.retorno.id === a.empresaId ? b : a;
    const t = await trocar({ empresa_id: destino.empresaId }, String(r.corpo.retorno.token));
    expect(t.status).toBe(200);
    expect(t.corpo.retorno).toMatchObject({ sucesso: true, id: destino.empresaId, email });
    expect((t.corpo.retorno.empresas as { id: number }[])[0]?.id).toBe(destino.empresaId);
    // The session that asked ended; the next sign-in opens the last used company first.
    expect((await amb.chamar('POST', '/api/empresas/read', {}, String(r.corpo.retorno.token))).status).toBe(
      401,
    );
    expect((await login(email)).corpo.retorno.id).toBe(destino.empresaId);
  });

  it('o token de A lê só os dados de A e o de B só os de B', async () => {
    const tokenA = await entrarEm(a.empresaId);
    const tokenB = await entrarEm(b.empresaId);
    for (const [token, propria, alheia] of [
      [tokenA, 'MARCA-ALFA', 'MARCA-BETA'],
      [tokenB, 'MARCA-BETA', 'MARCA-ALFA'],
    ] as const) {
      const reps = await amb.chamar('POST', '/api/representantes/read', {}, token);
      expect(reps.status).toBe(200);
      expect(JSON.stringify(reps.corpo)).toContain(propria);
      expect(JSON.stringify(reps.corpo)).not.toContain(alheia);
    }
    const empresaA = await amb.chamar('POST', '/api/empresas/read', {}, tokenA);
    expect(JSON.stringify(empresaA.corpo)).toContain('Representada Alfa');
    expect(JSON.stringify(empresaA.corpo)).not.toContain('Representada Beta');
    const empresaB = await amb.chamar('POST', '/api/empresas/read', {}, tokenB);
    expect(JSON.stringify(empresaB.corpo)).toContain('Representada Beta');
    expect(JSON.stringify(empresaB.corpo)).not.toContain('Representada Alfa');
    // B's ids through A's token: not found.
    expect((await amb.chamar('POST', '/api/empresas/read_one', { id: b.empresaId }, tokenA)).status).toBe(
      404,
    );
  });

  it('vendedor em A e administrador em B: cada papel só onde ele é', async () => {
    const tokenA = await entrarEm(a.empresaId);
    const tokenB = await entrarEm(b.empresaId);
    const usuariosA = await amb.chamar('POST', '/api/usuarios/read', {}, tokenA);
    expect(usuariosA.status).toBe(403);
    const usuariosB = await amb.chamar('POST', '/api/usuarios/read', {}, tokenB);
    expect(usuariosB.status).toBe(200);
    const ids = (usuariosB.corpo.registros as { id: number }[]).map((u) => u.id);
    expect(ids).toContain(vinculoB);
    expect(ids).not.toContain(vinculoA);
  });

  it('trocar_empresa: sem sessão 401; corpo ruim 400 sem trocar; empresa de que a pessoa não participa 404', async () => {
    expect((await trocar({ empresa_id: b.empresaId })).status).toBe(401);
    expect((await trocar({ empresa_id: 'x' }, 'token-falso')).status).toBe(401);
    const token = await entrarEm(a.empresaId);
    const antes = await amb.banco.db.select().from(sessoes);
    for (const corpo of [{}, { empresa_id: 'x' }, { empresa_id: 0 }, { empresa_id: 1.5 }]) {
      const r = await trocar(corpo, token);
      expect(r.status).toBe(400);
      expect(r.corpo.retorno.sucesso).toBe(false);
      expect(String(r.corpo.retorno.mensagem).length).toBeGreaterThan(0);
    }
    expect((await trocar({}, token)).corpo.retorno.mensagem).toBe('Escolha a empresa.');
    const r = await trocar({ empresa_id: outra.empresaId }, token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Empresa não encontrada.');
    // Nothing changed: no session opened or ended, the token still works in A.
    expect(await amb.banco.db.select().from(sessoes)).toEqual(antes);
    expect((await amb.chamar('POST', '/api/empresas/read', {}, token)).status).toBe(200);
  });

  it('desativar o vínculo em A encerra só as sessões de A; a sessão de B continua', async () => {
    const tokenA = await entrarEm(a.empresaId);
    const tokenB = await entrarEm(b.empresaId);
    expect((await amb.chamar('POST', '/api/usuarios/delete', { id: vinculoA }, a.token)).status).toBe(200);
    expect((await amb.chamar('POST', '/api/empresas/read', {}, tokenA)).status).toBe(401);
    expect((await amb.chamar('POST', '/api/empresas/read', {}, tokenB)).status).toBe(200);
    // A is no longer offered nor reachable; the sign-in opens B.
    const r = await login(email);
    expect(r.corpo.retorno).toMatchObject({
      id: b.empresaId,
      empresas: [{ id: b.empresaId, nome: 'Representada Beta' }],
    });
    expect((await trocar({ empresa_id: a.empresaId }, String(r.corpo.retorno.token))).status).toBe(404);
  });
});
