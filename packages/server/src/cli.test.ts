import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../test/arquivo.ts';
import { abrirBancoDaCli, executarCli } from './cli.ts';
import { lerConfig } from './config.ts';
import { abrirBancoDoServidor } from './db/conectar.ts';
import { migrar } from './db/migrar.ts';
import { emailsSaida, empresas } from './db/schema.ts';

const amb = ambienteDoArquivo();

/** Runs the CLI against the test database (left open: the environment closes it). */
async function rodar(...args: string[]) {
  const saida: string[] = [];
  const codigo = await executarCli(
    args,
    async () => ({ banco: amb.banco, fechar: async () => undefined }),
    (t) => saida.push(t),
  );
  return { codigo, saida: saida.join('\n') };
}

const usaMerchantDe = async (id: number) =>
  (await amb.banco.db.select().from(empresas).where(eq(empresas.id, id)))[0]?.usaMerchant;

describe('npm run mascate -- usa-merchant', () => {
  it('liga e desliga pelo id da empresa, e o login passa a informar o valor', async () => {
    const e = await amb.novaEmpresa({ nome: 'Distribuidora Norte' });
    const r = await rodar('usa-merchant', String(e.empresaId), '1');
    expect(r).toEqual({
      codigo: 0,
      saida: `usaMerchant da empresa ${e.empresaId} (Distribuidora Norte, CNPJ 11222333000181) alterado de 0 para 1.`,
    });
    expect(await usaMerchantDe(e.empresaId)).toBe(1);
    const login = await amb.chamar('POST', '/api/estabelecimentos/login', { email: e.email, senha: e.senha });
    expect(login.corpo.retorno.usa_merchant).toBe(1);
    expect((await rodar('usa-merchant', String(e.empresaId), '1')).saida).toMatch(
      /já está com usaMerchant = 1/,
    );
    expect((await rodar('usa-merchant', String(e.empresaId), '0')).codigo).toBe(0);
    expect(await usaMerchantDe(e.empresaId)).toBe(0);
  });

  it('encontra a empresa pelo e-mail de um usuário (sem diferenciar maiúsculas) e pelo CNPJ', async () => {
    const e = await amb.novaEmpresa({ cnpj: '45.723.174/0001-10' });
    expect((await rodar('usa-merchant', e.email.toUpperCase(), '1')).codigo).toBe(0);
    expect(await usaMerchantDe(e.empresaId)).toBe(1);
    expect((await rodar('usa-merchant', '45.723.174/0001-10', '0')).codigo).toBe(0);
    expect(await usaMerchantDe(e.empresaId)).toBe(0);
  });

  it('recusa um CNPJ de várias empresas e lista os ids', async () => {
    const a = await amb.novaEmpresa({ cnpj: '12.345.678/0001-95' });
    const b = await amb.novaEmpresa({ cnpj: '12.345.678/0001-95' });
    const r = await rodar('usa-merchant', '12345678000195', '1');
    expect(r.codigo).toBe(1);
    expect(r.saida).toContain('Mais de uma empresa tem o CNPJ 12345678000195');
    expect(r.saida).toContain(`empresa ${a.empresaId} `);
    expect(r.saida).toContain(`empresa ${b.empresaId} `);
    expect(await usaMerchantDe(a.empresaId)).toBe(0);
  });

  it('explica o erro quando a empresa não existe, o valor não é 0/1 ou faltam argumentos', async () => {
    expect(await rodar('usa-merchant', '999999', '1')).toEqual({
      codigo: 1,
      saida: 'Nenhuma empresa encontrada para "999999" (use o id, o CNPJ ou o e-mail).',
    });
    expect(await rodar('usa-merchant', '1', '2')).toEqual({
      codigo: 2,
      saida: 'O valor do usaMerchant deve ser 0 ou 1.',
    });
    expect((await rodar('usa-merchant', '1')).saida).toBe(
      'Uso: npm run mascate -- usa-merchant <empresa-id|cnpj|email> <0|1>',
    );
  });

  it('ajuda e comando desconhecido', async () => {
    const ajuda = await rodar('ajuda');
    expect(ajuda.codigo).toBe(0);
    expect(ajuda.saida).toContain('usa-merchant <empresa> <0|1>');
    const desconhecido = await rodar('apagar-tudo');
    expect(desconhecido.codigo).toBe(2);
    expect(desconhecido.saida).toContain('Comando desconhecido: apagar-tudo');
  });

  it('com o servidor em execução na mesma pasta de dados, usa o PostgreSQL embutido dele', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'mascate-cli-'));
    const config = lerConfig({ DATA_DIR: pasta, LOG_LEVEL: 'silent' });
    const servidor = await abrirBancoDoServidor(config);
    try {
      await migrar(servidor.banco);
      const [empresa] = await servidor.banco.db
        .insert(empresas)
        .values({ nome: 'Distribuidora Sul', cnpj: '' })
        .returning({ id: empresas.id });
      const saida: string[] = [];
      const codigo = await executarCli(
        ['usa-merchant', String(empresa?.id), '1'],
        () => abrirBancoDaCli(config),
        (t) => saida.push(t),
      );
      expect(saida.join('\n')).toBe(
        `usaMerchant da empresa ${empresa?.id} (Distribuidora Sul) alterado de 0 para 1.`,
      );
      expect(codigo).toBe(0);
      const [lida] = await servidor.banco.db.select().from(empresas);
      expect(lida?.usaMerchant).toBe(1);
    } finally {
      await servidor.fechar();
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});

describe('npm run mascate -- emails', () => {
  it('lista os e-mails não enviados com o link, e diz quando não há nenhum', async () => {
    const vazio = await rodar('emails');
    expect(vazio.codigo).toBe(0);
    await amb.banco.db.insert(emailsSaida).values({
      para: 'dona@padaria.com.br',
      assunto: 'Troca de senha',
      texto: 'Abra http://127.0.0.1:3000/troca-senha/abc123 para trocar a senha.',
      html: '',
    });
    const r = await rodar('emails');
    expect(r.codigo).toBe(0);
    expect(r.saida).toContain('Para: dona@padaria.com.br');
    expect(r.saida).toContain('Assunto: Troca de senha');
    expect(r.saida).toContain('/troca-senha/abc123');
    expect(await rodar('emails', 'demais')).toEqual({ codigo: 2, saida: 'Uso: npm run mascate -- emails' });
  });
});
