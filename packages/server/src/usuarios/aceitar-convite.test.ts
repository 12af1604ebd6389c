// Issue 45: without an e-mail server the invitation's link comes back to the one who invited, and the
// invitation's page asks only for the new password and signs the user in.
import {
  MSG_USUARIO_CONVIDADO,
  MSG_USUARIO_CONVIDADO_SEM_EMAIL,
  mensagemWhatsAppConvite,
} from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo, smtpDoArquivo } from '../../test/arquivo.ts';
import { esperarRecebidos } from '../../test/fila-emails.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import { chaveDoEmail } from '../../test/pares/smtp.ts';
import { MSG_CONVITE_INVALIDO } from '../acesso/troca-senha-routes.ts';
import { emailsSaida } from '../db/schema.ts';

const ACEITAR = '/api/estabelecimentos/aceitar_convite';
const SENHA = 'pão de queijo quente';

let sequencia = 0;
const novoEmail = () => {
  sequencia += 1;
  return `aceite-${sequencia}-${process.pid}@convite.com.br`;
};

describe('sem servidor de e-mail', () => {
  const amb = ambienteDoArquivo();
  const empresa = empresaDoArquivo(amb, { nome: 'Distribuidora Sem Email' });
  const outra = empresaDoArquivo(amb);

  async function convidar(papel: 'administrador' | 'vendedor' = 'administrador', representanteId?: number) {
    const email = novoEmail();
    const r = await amb.chamar(
      'POST',
      '/api/usuarios/create',
      { nome: `Convidada ${sequencia}`, email, papel, representante_id: representanteId ?? null },
      empresa.token,
    );
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    const link = String(r.corpo.retorno.link_convite);
    const chave = /\/troca-senha\/([A-Za-z0-9_-]+)\?convite=1$/.exec(link)?.[1] ?? '';
    return { id: Number(r.corpo.retorno.id), email, link, chave, mensagem: r.corpo.retorno.mensagem };
  }

  it('o convite diz que nada foi enviado e devolve o link, o mesmo do e-mail guardado', async () => {
    const c = await convidar();
    expect(c.mensagem).toBe(MSG_USUARIO_CONVIDADO_SEM_EMAIL);
    expect(c.link.startsWith(`${amb.config.publicUrl.replace(/\/+$/, '')}/troca-senha/`)).toBe(true);
    expect(c.chave.length).toBeGreaterThan(20);
    const [mail] = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, c.email));
    expect(mail?.texto).toContain(c.link);
    expect(mail?.enviadoEm).toBeNull();
    // The mail no longer asks for the company's CNPJ: the link names the account.
    expect(mail?.texto).not.toContain('CNPJ');
    expect(mensagemWhatsAppConvite('Ana', c.link)).toContain(c.link);
  });

  it('aceitar: só a senha; entra (token que vale) e o link não abre de novo', async () => {
    const c = await convidar();
    const r = await amb.chamar('POST', ACEITAR, { chave: c.chave, senha: SENHA });
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    expect(r.corpo.retorno).toMatchObject({
      sucesso: true,
      email: c.email,
      papel: 'administrador',
      id: empresa.empresaId,
      token: expect.any(String),
    });
    const token = String(r.corpo.retorno.token);
    expect((await amb.chamar('POST', '/api/usuarios/read', {}, token)).status).toBe(200);
    const login = await amb.chamar('POST', '/api/estabelecimentos/login', { email: c.email, senha: SENHA });
    expect(login.status).toBe(200);
    const lido = await amb.chamar('POST', '/api/usuarios/read_one', { id: c.id }, empresa.token);
    expect(lido.corpo.registros?.[0]).toMatchObject({ convite_pendente: false });

    const de_novo = await amb.chamar('POST', ACEITAR, { chave: c.chave, senha: 'outra senha comprida' });
    expect({ status: de_novo.status, mensagem: de_novo.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_CONVITE_INVALIDO,
    });
    // The password is still the first one.
    expect(
      (await amb.chamar('POST', '/api/estabelecimentos/login', { email: c.email, senha: SENHA })).status,
    ).toBe(200);
  });

  it('um vendedor aceita e recebe o seu representante (o app de campo abre com ele)', async () => {
    const rep = await amb.chamar(
      'POST',
      '/api/representantes/create',
      { nome: 'Rep Convite', email: '', cnpj_cpf: '52998224725' },
      empresa.token,
    );
    const representanteId = Number(rep.corpo.retorno.id);
    const c = await convidar('vendedor', representanteId);
    const r = await amb.chamar('POST', ACEITAR, { chave: c.chave, senha: SENHA });
    expect(r.corpo.retorno).toMatchObject({ papel: 'vendedor', representante_id: representanteId });
  });

  it('entrada ruim: 400 em pt-BR e nada gravado', async () => {
    const c = await convidar();
    const antes = await impressaoDados(amb.banco);
    const casos: [unknown, RegExp][] = [
      [{ chave: c.chave, senha: '123' }, /senha/i],
      [{ chave: c.chave }, /Todos os campos devem ser preenchidos/],
      [{ senha: SENHA }, /inválido ou expirado/],
      [{ chave: 'x'.repeat(201), senha: SENHA }, /inválido ou expirado/],
      [{ chave: 'nao-existe', senha: SENHA }, /inválido ou expirado/],
      [{ chave: c.chave, senha: 'x'.repeat(201) }, /senha/i],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await amb.chamar('POST', ACEITAR, corpo);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.corpo.retorno.mensagem).toMatch(mensagem);
    }
    expect(await impressaoDados(amb.banco)).toEqual(antes);
    // The link still works after the refusals.
    expect((await amb.chamar('POST', ACEITAR, { chave: c.chave, senha: SENHA })).status).toBe(200);
  });

  it('a chave de troca de senha não serve de convite; a de um usuário desativado, nem a de outra empresa', async () => {
    const c = await convidar();
    // A reset key for the company's administrator: asked with e-mail and CNPJ, it never opens the
    // invitation's page, which asks for neither.
    await amb.chamar('POST', '/api/estabelecimentos/solicitar_troca_senha', {
      email: empresa.email,
      cnpj: '11.222.333/0001-81',
    });
    await expect
      .poll(
        async () =>
          (await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, empresa.email))).length,
      )
      .toBeGreaterThan(0);
    const [reset] = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, empresa.email));
    const chaveReset = /\/troca-senha\/([A-Za-z0-9_-]+)/.exec(reset?.texto ?? '')?.[1] ?? '';
    expect(chaveReset).not.toBe('');
    const r = await amb.chamar('POST', ACEITAR, { chave: chaveReset, senha: SENHA });
    expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({
      status: 400,
      mensagem: MSG_CONVITE_INVALIDO,
    });

    // Deactivated before accepting: the link opens nothing.
    await amb.chamar('POST', '/api/usuarios/delete', { id: c.id }, empresa.token);
    const desativado = await amb.chamar('POST', ACEITAR, { chave: c.chave, senha: SENHA });
    expect(desativado.status).toBe(400);

    // Another company cannot re-send (or learn the link of) this company's invitation.
    const d = await convidar();
    const alheio = await amb.chamar('POST', '/api/usuarios/reenviar_convite', { id: d.id }, outra.token);
    expect(alheio.status).toBe(404);
    expect(alheio.corpo.retorno.link_convite).toBeUndefined();
  });

  it('sem sessão: convidar e reenviar são 401 e não devolvem link', async () => {
    const r = await amb.chamar('POST', '/api/usuarios/create', {
      nome: 'X',
      email: novoEmail(),
      papel: 'administrador',
    });
    expect(r.status).toBe(401);
    expect(r.corpo.retorno.link_convite).toBeUndefined();
    expect((await amb.chamar('POST', '/api/usuarios/reenviar_convite', { id: 1 })).status).toBe(401);
  });
});

describe('com servidor de e-mail', () => {
  const smtp = smtpDoArquivo();
  const amb = ambienteDoArquivo(() => ({ env: { SMTP_URL: smtp.url } }));
  const empresa = empresaDoArquivo(amb, { nome: 'Distribuidora Com Email' });

  it('o link vai só pelo e-mail: a resposta não o traz, e o e-mail abre a página do convite', async () => {
    const email = novoEmail();
    const r = await amb.chamar(
      'POST',
      '/api/usuarios/create',
      { nome: 'Com Email', email, papel: 'administrador' },
      empresa.token,
    );
    expect(r.corpo.retorno).toEqual({
      sucesso: true,
      mensagem: MSG_USUARIO_CONVIDADO,
      id: expect.any(Number),
      link_convite: null,
    });
    await esperarRecebidos(smtp.recebidos, 1);
    const recebido = smtp.recebidos.find((m) => m.para.includes(email));
    if (!recebido) throw new Error('o convite não chegou ao servidor de e-mail');
    const chave = chaveDoEmail(recebido);
    const aceito = await amb.chamar('POST', ACEITAR, { chave, senha: SENHA });
    expect(aceito.status).toBe(200);
  });
});
