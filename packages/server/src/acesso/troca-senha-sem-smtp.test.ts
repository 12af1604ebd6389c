import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsSaida } from '../db/schema.ts';
import { type Ambiente, criarAmbiente } from '../../test/ambiente.ts';

/** A port nothing listens on: taken from the system, then released. */
async function portaFechada(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

const CNPJ = '11.222.333/0001-81';

let smtpFora: Ambiente;
let semSmtp: Ambiente;
beforeAll(async () => {
  smtpFora = await criarAmbiente({ env: { SMTP_URL: `smtp://127.0.0.1:${await portaFechada()}` } });
  semSmtp = await criarAmbiente();
});
afterAll(async () => {
  await smtpFora.fechar();
  await semSmtp.fechar();
});

describe('troca de senha quando o SMTP falha ou não existe', () => {
  it('SMTP fora do ar: responde 503 e o e-mail fica na caixa de saída com o erro', async () => {
    const e = await smtpFora.novaEmpresa({ cnpj: CNPJ });
    const r = await smtpFora.chamar('POST', '/api/estabelecimentos/solicitar_troca_senha', {
      email: e.email,
      cnpj: CNPJ,
    });
    expect(r).toEqual({
      status: 503,
      corpo: {
        retorno: {
          sucesso: false,
          mensagem: 'Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.',
        },
      },
    });
    const [saida] = await smtpFora.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, e.email));
    expect(saida?.enviadoEm).toBeNull();
    expect(saida?.erro).toMatch(/ECONNREFUSED/);
    expect(saida?.texto).toMatch(/\/troca-senha\/[A-Za-z0-9_-]{43}/);
  });

  it('sem SMTP_URL: responde sucesso e o link fica guardado na caixa de saída', async () => {
    const e = await semSmtp.novaEmpresa({ cnpj: CNPJ });
    const r = await semSmtp.chamar('POST', '/api/estabelecimentos/solicitar_troca_senha', {
      email: e.email,
      cnpj: CNPJ,
    });
    expect(r.status).toBe(200);
    const [saida] = await semSmtp.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, e.email));
    expect(saida?.erro).toBeNull();
    const chave = /\/troca-senha\/([A-Za-z0-9_-]+)/.exec(saida?.texto ?? '')?.[1] ?? '';
    expect(saida?.texto).toContain(`${semSmtp.config.publicUrl}/troca-senha/${chave}`);
    const troca = await semSmtp.chamar('POST', '/api/estabelecimentos/troca_senha', {
      email: e.email,
      cnpj: CNPJ,
      senha: 'senha-nova-123',
      chave,
    });
    expect(troca.corpo.retorno.mensagem).toBe('Senha alterada com sucesso!');
  });
});
