// Issue 23: usuarios/create and usuarios/update answer the same whether or not another company uses the
// e-mail (uniqueness is per company, migration 0026); sign-in opens the account whose password matches; an
// invited user's sign-in is verified against the dummy hash; deactivating a user ends its invite and
// reset links.
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { MSG_EMAIL_CADASTRADO } from '../acesso/routes.ts';
import { HASH_FICTICIO, hashParaVerificar, hashSenha } from '../acesso/senhas.ts';
import { MSG_LINK_INVALIDO } from '../acesso/troca-senha-routes.ts';
import { emailsSaida } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const CNPJ_E = '11.222.333/0001-81';
const CNPJ_X = '11.444.777/0001-61';
const e = empresaDoArquivo(amb, { nome: 'Distribuidora E', cnpj: CNPJ_E });
const x = empresaDoArquivo(amb, { nome: 'Atacado X', cnpj: CNPJ_X, senha: 'senha-da-x-1' });

const chamar = (url: string, corpo: unknown, token = e.token) =>
  amb.chamar(url.endsWith('/update') ? 'PUT' : 'POST', url, corpo, token);
const login = (email: string, senha: string) =>
  amb.chamar('POST', '/api/estabelecimentos/login', { email, senha });

/** The invite link's key of the last invite mailed to `email` by the company named `empresa`. */
async function chaveDoConvite(email: string, empresa: string): Promise<string> {
  const [mail] = await amb.banco.db
    .select()
    .from(emailsSaida)
    .where(and(eq(emailsSaida.para, email), like(emailsSaida.texto, `%${empresa}%`)))
    .orderBy(desc(emailsSaida.id))
    .limit(1);
  return mail?.texto.match(/\/troca-senha\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
}

describe('e-mail de outra empresa: a resposta não depende dele', () => {
  it('create: o e-mail de um usuário de outra empresa recebe a mesma resposta que um e-mail novo', async () => {
    const novo = await chamar('/api/usuarios/create', {
      nome: 'Nova',
      email: `nova-${process.pid}@e.com.br`,
      papel: 'administrador',
    });
    const deOutra = await chamar('/api/usuarios/create', {
      nome: 'Dono da X',
      email: x.email,
      papel: 'administrador',
    });
    expect(deOutra.status).toBe(novo.status);
    expect(deOutra.corpo.retorno.mensagem).toBe(novo.corpo.retorno.mensagem);
    expect(deOutra.corpo.retorno.sucesso).toBe(true);
    // The company's own e-mail is still refused (the administrator sees their own users anyway).
    const proprio = await chamar('/api/usuarios/create', {
      nome: 'De novo',
      email: x.email,
      papel: 'administrador',
    });
    expect(proprio.status).toBe(409);
    expect(proprio.corpo.retorno.mensagem).toBe(MSG_EMAIL_CADASTRADO);
    // Upper case is the same e-mail.
    const maiusculo = await chamar('/api/usuarios/create', {
      nome: 'De novo',
      email: x.email.toUpperCase(),
      papel: 'administrador',
    });
    expect(maiusculo.status).toBe(409);
  });

  it('update: trocar para o e-mail de outra empresa é aceito como qualquer e-mail livre', async () => {
    const criado = await chamar('/api/usuarios/create', {
      nome: 'Troca',
      email: `troca-${process.pid}@e.com.br`,
      papel: 'administrador',
    });
    const id = Number(criado.corpo.retorno.id);
    const outraX = await amb.novaEmpresa({ cnpj: CNPJ_X });
    const r = await chamar('/api/usuarios/update', {
      id,
      nome: 'Troca',
      email: outraX.email,
      papel: 'administrador',
      ativo: true,
    });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno.mensagem).toBe('Usuário alterado com sucesso!');
  });

  it('login: o mesmo e-mail em duas empresas abre a conta cuja senha confere', async () => {
    // E invited X's owner (first test); they accept with E's CNPJ and a password of their own.
    const chave = await chaveDoConvite(x.email, 'Distribuidora E');
    expect(chave).not.toBe('');
    const troca = { email: x.email, cnpj: CNPJ_E, senha: 'senha-na-e-1', chave };
    expect((await amb.chamar('POST', '/api/estabelecimentos/troca_senha', troca)).status).toBe(200);
    const naE = await login(x.email, 'senha-na-e-1');
    expect(naE.status).toBe(200);
    expect(naE.corpo.retorno.id).toBe(e.empresaId);
    const naX = await login(x.email, 'senha-da-x-1');
    expect(naX.status).toBe(200);
    expect(naX.corpo.retorno.id).toBe(x.empresaId);
    expect((await login(x.email, 'senha-errada-1')).status).toBe(401);
  });
});

describe('login de convidado e desativação', () => {
  it('o convidado sem senha é conferido contra o hash fictício (o tempo não o revela)', async () => {
    expect(hashParaVerificar('!convite')).toBe(HASH_FICTICIO);
    expect(hashParaVerificar(undefined)).toBe(HASH_FICTICIO);
    expect(hashParaVerificar('')).toBe(HASH_FICTICIO);
    const real = await hashSenha('uma-senha-1');
    expect(hashParaVerificar(real)).toBe(real);
    const email = `convidada-${process.pid}@e.com.br`;
    await chamar('/api/usuarios/create', { nome: 'Convidada', email, papel: 'administrador' });
    const r = await login(email, 'qualquer-senha');
    expect(r.status).toBe(401);
    expect(r.corpo).toEqual((await login(`ninguem-${process.pid}@e.com.br`, 'qualquer-senha')).corpo);
  });

  it.each(['delete', 'update'])('desativar (usuarios/%s) encerra o convite pendente', async (rota) => {
    const email = `desativada-${rota}-${process.pid}@e.com.br`;
    const criado = await chamar('/api/usuarios/create', {
      nome: 'Desativada',
      email,
      papel: 'administrador',
    });
    const id = Number(criado.corpo.retorno.id);
    const chave = await chaveDoConvite(email, 'Distribuidora E');
    const desativar =
      rota === 'delete'
        ? await chamar('/api/usuarios/delete', { id })
        : await chamar('/api/usuarios/update', {
            id,
            nome: 'Desativada',
            email,
            papel: 'administrador',
            ativo: false,
          });
    expect(desativar.status).toBe(200);
    const troca = { email, cnpj: CNPJ_E, senha: 'senha-nova-1', chave };
    const r = await amb.chamar('POST', '/api/estabelecimentos/troca_senha', troca);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(MSG_LINK_INVALIDO);
  });

  it('desativar encerra também as chaves de troca de senha pedidas', async () => {
    const email = `reset-${process.pid}@e.com.br`;
    const criado = await chamar('/api/usuarios/create', { nome: 'Reset', email, papel: 'administrador' });
    const id = Number(criado.corpo.retorno.id);
    const convite = await chaveDoConvite(email, 'Distribuidora E');
    const troca = { email, cnpj: CNPJ_E, senha: 'senha-reset-1', chave: convite };
    expect((await amb.chamar('POST', '/api/estabelecimentos/troca_senha', troca)).status).toBe(200);
    // A reset requested afterwards (the forgotten-password mail), then the user is deactivated.
    const pedido = await amb.chamar('POST', '/api/estabelecimentos/solicitar_troca_senha', {
      email,
      cnpj: CNPJ_E,
    });
    expect(pedido.status).toBe(200);
    // The key and its mail are made after the answer: wait for the mail.
    let chave = convite;
    for (let i = 0; i < 100 && chave === convite; i++) {
      await new Promise((r) => setTimeout(r, 50));
      chave = await chaveDoConvite(email, '');
    }
    expect(chave).not.toBe(convite);
    expect((await chamar('/api/usuarios/delete', { id })).status).toBe(200);
    const r = await amb.chamar('POST', '/api/estabelecimentos/troca_senha', { ...troca, chave });
    expect(r.status).toBe(400);
  });
});
