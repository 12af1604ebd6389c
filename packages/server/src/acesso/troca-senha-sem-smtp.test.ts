import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ambiente } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { esperarRecebidos, filaRapida } from '../../test/fila-emails.ts';
import { chaveDoEmail, iniciarSmtp } from '../../test/pares/smtp.ts';
import { construirApp } from '../app.ts';
import { lerConfig } from '../config.ts';
import { emailsSaida } from '../db/schema.ts';
import { criarCorreio } from '../mail/criar-correio.ts';
import { ajustesFila } from '../mail/fila.ts';
import { aguardarSegundoPlano } from './segundo-plano.ts';

/** A port nothing listens on: taken from the system, then released. */
async function portaFechada(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

const CNPJ = '11.222.333/0001-81';
const SOLICITAR = '/api/estabelecimentos/solicitar_troca_senha';

beforeAll(filaRapida);
const smtpFora = ambienteDoArquivo(async () => ({
  env: { SMTP_URL: `smtp://127.0.0.1:${await portaFechada()}` },
}));
const semSmtp = ambienteDoArquivo();

/** Sets a new password with the e-mailed key, on the given app; the answer's message. */
async function trocarSenha(app: FastifyInstance, email: string, chave: string): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/estabelecimentos/troca_senha',
    payload: { email, cnpj: CNPJ, senha: 'senha-nova-123', chave },
  });
  return r.json().retorno.mensagem;
}

const saidaDe = async (amb: Ambiente, para: string) =>
  (await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, para)))[0];

describe('troca de senha quando o SMTP falha ou não existe', () => {
  it('SMTP fora do ar: responde na hora; a fila tenta de novo com espera e entrega depois de reiniciar', async () => {
    const e = await smtpFora.novaEmpresa({ cnpj: CNPJ });
    const r = await smtpFora.chamar('POST', SOLICITAR, { email: e.email, cnpj: CNPJ });
    expect(r.status).toBe(200);
    // The first attempt failed and was put off by the base wait (30 s), with the error kept.
    const falha = await vi.waitFor(async () => {
      const s = await saidaDe(smtpFora, e.email);
      if (!s?.erro) throw new Error('ainda sem tentativa');
      return s;
    });
    expect(falha).toMatchObject({ enviadoEm: null, tentativas: 1 });
    expect(falha.erro).toMatch(/ECONNREFUSED/);
    expect(falha.proximaEm?.getTime() ?? 0).toBeGreaterThan(Date.now() + ajustesFila.esperaBaseMs - 5_000);
    expect(falha.segredo).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The server stops; another starts on the same database, now with SMTP, after the wait.
    await smtpFora.app.close();
    const smtp = await iniciarSmtp();
    const config = lerConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
    const outro = await construirApp(
      {
        config,
        banco: smtpFora.banco,
        correio: criarCorreio(config, smtpFora.banco),
        agora: () => new Date(Date.now() + ajustesFila.esperaBaseMs + 1_000),
      },
      { logger: false },
    );
    try {
      await outro.ready();
      await esperarRecebidos(smtp.recebidos, 1);
      const chave = chaveDoEmail(smtp.recebidos[0] ?? { para: [], bruto: '' });
      expect(chave).toBe(falha.segredo);
      await vi.waitFor(async () => expect((await saidaDe(smtpFora, e.email))?.enviadoEm).not.toBeNull());
      const enviado = await saidaDe(smtpFora, e.email);
      expect(enviado).toMatchObject({ tentativas: 2, erro: null, segredo: null, proximaEm: null });
      expect(enviado?.texto).not.toContain(chave);
      expect(await trocarSenha(outro, e.email, chave)).toBe('Senha alterada com sucesso!');
    } finally {
      await outro.close();
      await smtp.fechar();
    }
  });

  it('sem SMTP_URL: responde sucesso, o e-mail fica na caixa de saída e a chave nunca vai ao log', async () => {
    const e = await semSmtp.novaEmpresa({ cnpj: CNPJ });
    const linhas: string[] = [];
    const config = lerConfig({ LOG_LEVEL: 'info' });
    const comLog = await construirApp(
      { config, banco: semSmtp.banco, correio: criarCorreio(config, semSmtp.banco), agora: () => new Date() },
      { destinoLog: { write: (l: string) => linhas.push(l) } },
    );
    try {
      comLog.deps.correio = criarCorreio(config, semSmtp.banco, comLog.log);
      const r = await comLog.inject({
        method: 'POST',
        url: SOLICITAR,
        payload: { email: e.email, cnpj: CNPJ },
      });
      expect(r.statusCode).toBe(200);
      await aguardarSegundoPlano();
      const saida = await saidaDe(semSmtp, e.email);
      expect(saida).toMatchObject({ erro: null, enviadoEm: null });
      const chave = /\/troca-senha\/([A-Za-z0-9_-]+)/.exec(saida?.texto ?? '')?.[1] ?? '';
      expect(saida?.texto).toContain(`${config.publicUrl}/troca-senha/${chave}`);
      // Opening the link (the web app's page) is logged without the key.
      await comLog.inject({ method: 'GET', url: `/troca-senha/${chave}?origem=email` });
      const log = linhas.join('\n');
      expect(log).toContain('ficou na caixa de saída');
      expect(log).toContain('/troca-senha/[removido]?origem=[removido]');
      expect(log).not.toContain(chave);

      expect(await trocarSenha(comLog, e.email, chave)).toBe('Senha alterada com sucesso!');
    } finally {
      await comLog.close();
    }
  });
});
