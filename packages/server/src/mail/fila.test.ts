import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { emailsSaida } from '../db/schema.ts';
import { esperaAposFalha, processarFila, SEGREDO_REMOVIDO } from './fila.ts';

// No SMTP_URL: the worker does not run, so only the passes called here send.
const amb = ambienteDoArquivo();

const mensagem = (para: string) => ({
  para,
  assunto: 'Assunto',
  texto: `Chave: segredo-${para}`,
  html: `<p>Chave: segredo-${para}</p>`,
  segredo: `segredo-${para}`,
});

describe('fila de e-mails: uma rodada', () => {
  it('envia as devidas com o texto reservado, marca as enviadas e reagenda a que falhou', async () => {
    const agora = new Date(Date.now() + 60_000);
    const inseridas = await amb.banco.db
      .insert(emailsSaida)
      .values([mensagem('a@teste.com.br'), mensagem('b@teste.com.br'), mensagem('falha@teste.com.br')])
      .returning({ id: emailsSaida.id });
    const ids = inseridas.map((l) => l.id);
    const enviadas: string[] = [];
    const enviados = await processarFila(
      amb.banco,
      async (m) => {
        if (m.para.startsWith('falha')) throw new Error('SMTP recusou');
        // The message as claimed: full text, its key still in it.
        expect(m.texto).toBe(`Chave: segredo-${m.para}`);
        enviadas.push(m.para);
      },
      agora,
    );
    expect(enviados).toBe(2);
    expect(enviadas.sort()).toEqual(['a@teste.com.br', 'b@teste.com.br']);

    const linhas = await amb.banco.db.select().from(emailsSaida).where(inArray(emailsSaida.id, ids));
    for (const l of linhas.filter((x) => !x.para.startsWith('falha'))) {
      expect(l).toMatchObject({ tentativas: 1, erro: null, proximaEm: null, segredo: null });
      expect(l.enviadoEm).not.toBeNull();
      expect(l.texto).toBe(`Chave: ${SEGREDO_REMOVIDO}`);
    }
    const [falha] = linhas.filter((x) => x.para.startsWith('falha'));
    expect(falha).toMatchObject({ tentativas: 1, erro: 'SMTP recusou', enviadoEm: null });
    expect(falha?.proximaEm?.getTime()).toBe(agora.getTime() + esperaAposFalha(1));

    // Nothing is due at the same instant: the next pass sends nothing.
    expect(await processarFila(amb.banco, async () => expect.unreachable(), agora)).toBe(0);
    const [depois] = await amb.banco.db
      .select()
      .from(emailsSaida)
      .where(eq(emailsSaida.id, falha?.id ?? 0));
    expect(depois?.tentativas).toBe(1);
  });
});
