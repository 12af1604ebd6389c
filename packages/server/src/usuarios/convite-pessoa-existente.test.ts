// Issue 51: a company invites an e-mail whose person already works for another company. The inviting
// company's answer (status, message, the mail sent) is the same as for a new e-mail, so an invitation
// never tells which addresses have accounts (decision 011); the person accepts with the password they
// already have, and the membership joins them: one sign-in, both companies.
import { MSG_SENHA_CURTA } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import {
  MSG_CONVITE_INVALIDO,
  MSG_CONVITE_JA_NA_EMPRESA,
  MSG_CONVITE_SENHA_DA_CONTA,
} from '../acesso/troca-senha-routes.ts';
import { emailsSaida, pessoas, usuarios } from '../db/schema.ts';

const ACEITAR = '/api/estabelecimentos/aceitar_convite';
const LOGIN = '/api/estabelecimentos/login';

const amb = ambienteDoArquivo();
// Company A was registered by the person (their own password); B and C invite them.
const a = empresaDoArquivo(amb, { nome: 'Representada Alfa' });
const b = empresaDoArquivo(amb, { nome: 'Representada Beta' });
const c = empresaDoArquivo(amb, { nome: 'Representada Gama' });

let sequencia = 0;
const novoEmail = () => {
  sequencia += 1;
  return `convite-novo-${sequencia}-${process.pid}@pessoas.com.br`;
};

async function convidar(empresa: typeof b, email: string, nome = 'Pessoa Convidada') {
  const r = await amb.chamar(
    'POST',
    '/api/usuarios/create',
    { nome, email, papel: 'administrador', representante_id: null },
    empresa.token,
  );
  const link = String(r.corpo.retorno.link_convite ?? '');
  const chave = /\/troca-senha\/([A-Za-z0-9_-]+)\?convite=1$/.exec(link)?.[1] ?? '';
  return { r, chave, link };
}

/** The invite mail kept in the outbox for this address (no SMTP here, so it stays there). */
async function mailPara(email: string) {
  const linhas = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, email));
  expect(linhas).toHaveLength(1);
  return linhas[0];
}

/** What differs by nature between two invitations (the id, the secret and the address) made equal. */
const semVariaveis = (texto: string, email: string, link: string) =>
  texto.replaceAll(link, '<link>').replaceAll(email, '<email>');

describe('convite a um e-mail que já tem pessoa', () => {
  it('a resposta é a mesma de um e-mail novo: status, mensagem, campos e o e-mail enviado', async () => {
    const existente = await convidar(b, a.email);
    const emailNovo = novoEmail();
    const novo = await convidar(b, emailNovo);
    expect(existente.r.status).toBe(novo.r.status);
    const corpo = (x: typeof novo) => ({
      ...x.r.corpo,
      retorno: { ...x.r.corpo.retorno, id: 0, link_convite: x.link.replace(x.chave, '<chave>') },
    });
    expect(JSON.stringify(corpo(existente))).toBe(JSON.stringify(corpo(novo)));
    // The ids follow each other: nothing tells one invitation from the other.
    expect(Number(novo.r.corpo.retorno.id)).toBe(Number(existente.r.corpo.retorno.id) + 1);

    const mailExistente = await mailPara(a.email);
    const mailNovo = await mailPara(emailNovo);
    for (const campo of ['assunto', 'texto', 'html'] as const) {
      expect(semVariaveis(String(mailExistente?.[campo]), a.email, existente.link)).toBe(
        semVariaveis(String(mailNovo?.[campo]), emailNovo, novo.link),
      );
    }
    // The company's list shows both as pending invitations, alike.
    const lista = await amb.chamar('POST', '/api/usuarios/read', { busca: 'Pessoa Convidada' }, b.token);
    const pendentes = (lista.corpo.registros ?? []) as { convite_pendente: boolean; ativo: boolean }[];
    expect(pendentes.map((u) => [u.convite_pendente, u.ativo])).toEqual([
      [true, true],
      [true, true],
    ]);
  });

  it('a pessoa aceita com a senha que já tem e entra nas duas empresas com um só login', async () => {
    const convite = await convidar(c, a.email, 'Dona da Alfa');
    const antes = await amb.banco.db.select({ id: pessoas.id }).from(pessoas);

    // A new password is not how an existing person accepts: theirs is asked, nothing changes.
    const impressao = await impressaoDados(amb.banco);
    const outra = await amb.chamar('POST', ACEITAR, { chave: convite.chave, senha: 'uma senha nova e boa' });
    expect({ status: outra.status, mensagem: outra.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_CONVITE_SENHA_DA_CONTA,
    });
    expect(await impressaoDados(amb.banco)).toEqual(impressao);

    const aceito = await amb.chamar('POST', ACEITAR, { chave: convite.chave, senha: a.senha });
    expect(aceito.status, JSON.stringify(aceito.corpo)).toBe(200);
    expect(aceito.corpo.retorno).toMatchObject({ id: c.empresaId, papel: 'administrador', email: a.email });
    expect(
      (aceito.corpo.retorno.empresas as { id: number }[]).map((e) => e.id).sort((x, y) => x - y),
    ).toEqual([a.empresaId, c.empresaId].sort((x, y) => x - y));
    // The invitation's own person (never signed in) is gone: one person fewer.
    expect(await amb.banco.db.select({ id: pessoas.id }).from(pessoas)).toHaveLength(antes.length - 1);

    // A's session keeps working (the password did not change), and each token reads its own company.
    expect((await amb.chamar('POST', '/api/empresas/read', {}, a.token)).corpo.registros?.[0]).toMatchObject({
      id: a.empresaId,
    });
    const tokenC = String(aceito.corpo.retorno.token);
    expect((await amb.chamar('POST', '/api/empresas/read', {}, tokenC)).corpo.registros?.[0]).toMatchObject({
      id: c.empresaId,
    });

    // One sign-in with the old password offers both companies; switching opens C without a password.
    const login = await amb.chamar('POST', LOGIN, { email: a.email, senha: a.senha });
    expect(login.status).toBe(200);
    const empresas = (login.corpo.retorno.empresas as { id: number; nome: string }[]).map((e) => e.nome);
    expect(empresas.sort()).toEqual(['Representada Alfa', 'Representada Gama']);
    const troca = await amb.chamar(
      'POST',
      '/api/estabelecimentos/trocar_empresa',
      { empresa_id: login.corpo.retorno.id === a.empresaId ? c.empresaId : a.empresaId },
      String(login.corpo.retorno.token),
    );
    expect(troca.status).toBe(200);

    // The link is used up.
    const de_novo = await amb.chamar('POST', ACEITAR, { chave: convite.chave, senha: a.senha });
    expect({ status: de_novo.status, mensagem: de_novo.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_CONVITE_INVALIDO,
    });
  });

  it('um e-mail novo ainda cria a senha, com as regras de senha', async () => {
    const email = novoEmail();
    const convite = await convidar(b, email);
    const curta = await amb.chamar('POST', ACEITAR, { chave: convite.chave, senha: 'curta' });
    expect({ status: curta.status, mensagem: curta.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_SENHA_CURTA,
    });
    const aceito = await amb.chamar('POST', ACEITAR, { chave: convite.chave, senha: 'pão de queijo quente' });
    expect(aceito.status).toBe(200);
    expect(aceito.corpo.retorno.empresas).toEqual([{ id: b.empresaId, nome: 'Representada Beta' }]);
  });

  it('a pessoa que já é da empresa (com outro e-mail no vínculo) não ganha um segundo vínculo', async () => {
    // B's membership of A's person, then B changes that membership's e-mail and invites A's e-mail again.
    const email = novoEmail();
    const primeiro = await convidar(b, email, 'Primeiro Vinculo');
    await amb.chamar('POST', ACEITAR, { chave: primeiro.chave, senha: 'pão de queijo quente' });
    const segundo = await convidar(b, email.replace('convite-novo', 'outro-endereco'), 'Segundo Vinculo');
    // The second invitation's e-mail is made the first person's, as if the person had changed address.
    const [vinculo] = await amb.banco.db
      .select({ pessoaId: usuarios.pessoaId })
      .from(usuarios)
      .where(eq(usuarios.id, Number(primeiro.r.corpo.retorno.id)));
    await amb.banco.db
      .update(pessoas)
      .set({ email: email.replace('convite-novo', 'outro-endereco') })
      .where(eq(pessoas.id, vinculo?.pessoaId ?? 0));
    const r = await amb.chamar('POST', ACEITAR, { chave: segundo.chave, senha: 'pão de queijo quente' });
    expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({
      status: 409,
      mensagem: MSG_CONVITE_JA_NA_EMPRESA,
    });
    // Nothing was used up: the invitation is still pending.
    const [pendente] = await amb.banco.db
      .select({ convitePendente: usuarios.convitePendente })
      .from(usuarios)
      .where(eq(usuarios.id, Number(segundo.r.corpo.retorno.id)));
    expect(pendente?.convitePendente).toBe(true);
  });

  it('o link do convite não serve para adivinhar a senha da pessoa: as esperas do login valem', async () => {
    const convite = await convidar(b, c.email, 'Alvo');
    let ultima = 0;
    for (let i = 0; i < 12; i += 1) {
      const r = await amb.chamar('POST', ACEITAR, { chave: convite.chave, senha: `chute-${i}-errado` });
      ultima = r.status;
      if (r.status === 429) break;
    }
    expect(ultima).toBe(429);
    // The waits are the login's own: the right password from this address waits as well.
    const login = await amb.chamar('POST', LOGIN, { email: c.email, senha: c.senha });
    expect(login.status).toBe(429);
  });
});
