import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, relogioRealEmCadaTeste, smtpDoArquivo } from '../../test/arquivo.ts';
import { esperarRecebidos } from '../../test/fila-emails.ts';
import { chaveDoEmail, decodificarQp } from '../../test/pares/smtp.ts';
import { chavesTrocaSenha, emailsSaida, pessoas } from '../db/schema.ts';
import { aguardarSegundoPlano } from './segundo-plano.ts';

const SOLICITADA =
  'Se os dados informados estiverem corretos, você receberá um e-mail com o link para criar uma nova senha.';
const LINK_INVALIDO = 'Link de troca de senha inválido ou expirado. Solicite um novo.';
const CNPJ_A = '11.222.333/0001-81';
const CNPJ_B = '11.444.777/0001-61';

const smtp = smtpDoArquivo();
const amb = ambienteDoArquivo(() => ({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://mascate.exemplo' } }));
relogioRealEmCadaTeste(amb);

const solicitar = (email: string, cnpj: string) =>
  amb.chamar('POST', '/api/estabelecimentos/solicitar_troca_senha', { email, cnpj });
const trocar = (corpo: { email: string; cnpj: string; senha: string; chave: string }) =>
  amb.chamar('POST', '/api/estabelecimentos/troca_senha', corpo);
const entrar = (email: string, senha: string) =>
  amb.chamar('POST', '/api/estabelecimentos/login', { email, senha });

type Conta = EmpresaTeste & { cnpj: string };
/** A new company that remembers its tax id (the test environment's record does not keep it). */
const novaConta = async (cnpj = CNPJ_A): Promise<Conta> => ({ ...(await amb.novaEmpresa({ cnpj })), cnpj });

/** Asks for a reset of `e` and answers the key of the link that arrived by SMTP. */
async function pedirChave(e: Conta): Promise<string> {
  const antes = smtp.recebidos.length;
  const r = await solicitar(e.email, e.cnpj);
  expect(r.status).toBe(200);
  await esperarRecebidos(smtp.recebidos, antes + 1);
  const recebido = await vi.waitFor(() => {
    const m = smtp.recebidos.slice(antes).find((x) => x.para.includes(e.email));
    if (!m) throw new Error(`nenhum e-mail para ${e.email}`);
    return m;
  });
  if (!recebido) throw new Error('nenhum e-mail');
  return chaveDoEmail(recebido);
}

describe('solicitar troca de senha', () => {
  it('envia por SMTP um e-mail em português com o link da chave e guarda só o hash', async () => {
    const e = await novaConta();
    const antes = smtp.recebidos.length;
    const r = await solicitar(e.email.toUpperCase(), '11222333000181');
    expect(r).toEqual({ status: 200, corpo: { retorno: { sucesso: true, mensagem: SOLICITADA } } });
    await esperarRecebidos(smtp.recebidos, antes + 1);
    const recebido = smtp.recebidos.at(-1);
    expect(recebido?.para).toEqual([e.email]);
    const corpo = decodificarQp(recebido?.bruto ?? '');
    expect(corpo).toContain('Subject: Mascate: criar uma nova senha');
    expect(corpo).toContain('Recebemos um pedido para criar uma nova senha');
    expect(corpo).toContain('text/html');
    const chave = chaveDoEmail(recebido ?? { para: [], bruto: '' });
    expect(corpo).toContain(`https://mascate.exemplo/troca-senha/${chave}`);
    expect(chave.length).toBeGreaterThanOrEqual(43);
    const guardadas = await amb.banco.db.select().from(chavesTrocaSenha);
    expect(guardadas.some((c) => c.chaveHash === chave)).toBe(false);
    // The outbox keeps the mail as sent, with the key blanked: the stored copy opens nothing.
    await vi.waitFor(async () => {
      const [saida] = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, e.email));
      expect(saida?.enviadoEm).not.toBeNull();
    });
    const [saida] = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, e.email));
    expect(saida).toMatchObject({ erro: null, segredo: null, proximaEm: null, tentativas: 1 });
    for (const guardado of [saida?.texto, saida?.html]) {
      expect(guardado).not.toContain(chave);
      expect(guardado).toContain('https://mascate.exemplo/troca-senha/[removida]');
    }
  });

  it('dados que não conferem recebem a mesma resposta, sem e-mail e sem chave', async () => {
    const e = await novaConta();
    const antes = smtp.recebidos.length;
    const chavesAntes = (await amb.banco.db.select().from(chavesTrocaSenha)).length;
    for (const [email, cnpj] of [
      ['ninguem@teste.com.br', e.cnpj],
      [e.email, CNPJ_B],
    ] as const) {
      const r = await solicitar(email, cnpj);
      expect(r).toEqual({ status: 200, corpo: { retorno: { sucesso: true, mensagem: SOLICITADA } } });
    }
    await aguardarSegundoPlano();
    expect(smtp.recebidos).toHaveLength(antes);
    expect(await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, e.email))).toEqual([]);
    expect(await amb.banco.db.select().from(chavesTrocaSenha)).toHaveLength(chavesAntes);
  });

  it('valida os campos com as mensagens da tela', async () => {
    const casos: [unknown, string][] = [
      [{ cnpj: '11222333000181' }, 'Todos os campos devem ser preenchidos!'],
      [{ email: '', cnpj: '11222333000181' }, 'Todos os campos devem ser preenchidos!'],
      [{ email: 'a@b.com.br', cnpj: '' }, 'Todos os campos devem ser preenchidos!'],
      [{ email: 'a@b.com.br', cnpj: '11222333000100' }, 'CPF/CNPJ inválido!'],
      [{ email: 'a@b.com.br', cnpj: '1234' }, 'CPF/CNPJ inválido!'],
      [{ email: 'sem-arroba', cnpj: '11222333000181' }, 'Informe um e-mail válido.'],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await amb.chamar('POST', '/api/estabelecimentos/solicitar_troca_senha', corpo);
      expect({ status: r.status, retorno: r.corpo.retorno }).toEqual({
        status: 400,
        retorno: { sucesso: false, mensagem },
      });
    }
  });

  it('aceita no máximo 5 pedidos por e-mail por hora', async () => {
    const e = await novaConta();
    const inicio = smtp.recebidos.length;
    for (let i = 0; i < 5; i++) expect((await solicitar(e.email, e.cnpj)).status).toBe(200);
    await esperarRecebidos(smtp.recebidos, inicio + 5);
    const antes = smtp.recebidos.length;
    const r = await amb.app.inject({
      method: 'POST',
      url: '/api/estabelecimentos/solicitar_troca_senha',
      payload: { email: e.email.toUpperCase(), cnpj: e.cnpj },
    });
    expect(r.statusCode).toBe(429);
    expect(r.json().retorno).toEqual({
      sucesso: false,
      mensagem: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
    });
    // The window started with the first request: about an hour to wait.
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await aguardarSegundoPlano();
    expect(smtp.recebidos).toHaveLength(antes);
    amb.relogio.deslocamentoMs = 61 * 60_000;
    expect((await solicitar(e.email, e.cnpj)).status).toBe(200);
    await esperarRecebidos(smtp.recebidos, antes + 1);
  });
});

describe('troca de senha pelo link', () => {
  it('troca a senha, revoga as sessões e a chave vale uma vez só', async () => {
    const e = await novaConta();
    const chave = await pedirChave(e);
    const nova = 'senha-nova-123';
    const r = await trocar({ email: e.email, cnpj: '11.222.333/0001-81', senha: nova, chave });
    expect(r).toEqual({
      status: 200,
      corpo: { retorno: { sucesso: true, mensagem: 'Senha alterada com sucesso!' } },
    });

    expect((await entrar(e.email, nova)).status).toBe(200);
    const antiga = await entrar(e.email, e.senha);
    expect(antiga.status).toBe(401);
    const sessaoAntiga = await amb.chamar('POST', '/api/estabelecimentos/logout', {}, e.token);
    expect(sessaoAntiga.status).toBe(401);

    const deNovo = await trocar({ email: e.email, cnpj: e.cnpj, senha: 'outra-senha-456', chave });
    expect(deNovo.status).toBe(400);
    expect(deNovo.corpo.retorno.mensagem).toBe(LINK_INVALIDO);
    expect((await entrar(e.email, nova)).status).toBe(200);
  });

  it('recusa a chave vencida (mais de 1 hora)', async () => {
    const e = await novaConta();
    const chave = await pedirChave(e);
    amb.relogio.deslocamentoMs = 61 * 60_000;
    const r = await trocar({ email: e.email, cnpj: e.cnpj, senha: 'senha-nova-123', chave });
    expect(r).toEqual({ status: 400, corpo: { retorno: { sucesso: false, mensagem: LINK_INVALIDO } } });
    amb.relogio.deslocamentoMs = 0;
    expect((await entrar(e.email, e.senha)).status).toBe(200);
  });

  it('recusa a chave com o CNPJ de outra empresa ou outro e-mail, sem gastá-la', async () => {
    const a = await novaConta();
    const b = await novaConta(CNPJ_B);
    const chave = await pedirChave(a);
    for (const [email, cnpj] of [
      [a.email, CNPJ_B],
      [b.email, CNPJ_B],
      [b.email, a.cnpj],
      ['outro@teste.com.br', a.cnpj],
    ] as const) {
      const r = await trocar({ email, cnpj, senha: 'senha-intrusa-1', chave });
      expect(r).toEqual({ status: 400, corpo: { retorno: { sucesso: false, mensagem: LINK_INVALIDO } } });
    }
    expect((await entrar(b.email, b.senha)).status).toBe(200);
    const certa = await trocar({
      email: a.email.toUpperCase(),
      cnpj: a.cnpj,
      senha: 'senha-nova-123',
      chave,
    });
    expect(certa.status).toBe(200);
  });

  it('uma troca invalida os links pedidos antes', async () => {
    const e = await novaConta();
    const primeira = await pedirChave(e);
    const segunda = await pedirChave(e);
    expect(
      (await trocar({ email: e.email, cnpj: e.cnpj, senha: 'senha-nova-123', chave: segunda })).status,
    ).toBe(200);
    const r = await trocar({ email: e.email, cnpj: e.cnpj, senha: 'senha-outra-456', chave: primeira });
    expect(r.status).toBe(400);
    expect((await entrar(e.email, 'senha-nova-123')).status).toBe(200);
  });

  it('recusa chave inexistente e valida os campos com as mensagens da tela', async () => {
    const e = await novaConta();
    const [usuario] = await amb.banco.db.select().from(pessoas).where(eq(pessoas.email, e.email));
    const casos: [Record<string, unknown>, number, string][] = [
      [{ email: e.email, cnpj: e.cnpj, senha: 'senha-nova-123', chave: 'x'.repeat(43) }, 400, LINK_INVALIDO],
      [{ email: e.email, cnpj: e.cnpj, senha: 'senha-nova-123' }, 400, LINK_INVALIDO],
      [
        { email: e.email, cnpj: e.cnpj, senha: '', chave: 'abc' },
        400,
        'Todos os campos devem ser preenchidos.',
      ],
      [
        { cnpj: e.cnpj, senha: 'senha-nova-123', chave: 'abc' },
        400,
        'Todos os campos devem ser preenchidos.',
      ],
      [
        { email: e.email, senha: 'senha-nova-123', chave: 'abc' },
        400,
        'Todos os campos devem ser preenchidos.',
      ],
      [{ email: e.email, cnpj: '123', senha: 'senha-nova-123', chave: 'abc' }, 400, 'CNPJ / CPF invalido'],
      [
        { email: e.email, cnpj: e.cnpj, senha: '1234567', chave: 'abc' },
        400,
        'A senha deve ter pelo menos 8 caracteres.',
      ],
      [
        { email: e.email, cnpj: e.cnpj, senha: 'password1', chave: 'abc' },
        400,
        'Esta senha é muito comum e fácil de adivinhar. Escolha outra (uma frase curta é fácil de lembrar).',
      ],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await amb.chamar('POST', '/api/estabelecimentos/troca_senha', corpo);
      expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({ status, mensagem });
    }
    const [depois] = await amb.banco.db.select().from(pessoas).where(eq(pessoas.email, e.email));
    expect(depois?.senhaHash).toBe(usuario?.senhaHash);
  });
});
