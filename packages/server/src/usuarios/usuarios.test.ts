import { MSG_REPRESENTANTE_OBRIGATORIO, MSG_SEM_PERMISSAO } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import { MSG_EMAIL_CADASTRADO } from '../acesso/routes.ts';
import { emailsSaida } from '../db/schema.ts';
import {
  conferirMudanca,
  MSG_PROPRIO_USUARIO,
  MSG_REPRESENTANTE_COM_USUARIO,
  MSG_ULTIMO_ADMINISTRADOR,
} from './regras.ts';

let representanteId: number;
let representanteOutra: number;

const representante = async (e: EmpresaTeste, nome: string) => {
  const r = await amb.chamar(
    'POST',
    '/api/representantes/create',
    { nome, email: '', cnpj_cpf: '52998224725' },
    e.token,
  );
  return Number(r.corpo.retorno.id);
};

const amb = ambienteDoArquivo();
const empresa = empresaDoArquivo(amb, { nome: 'Distribuidora Equipe' });
const outra = empresaDoArquivo(amb);
beforeAll(async () => {
  representanteId = await representante(empresa, 'Rep Ana');
  representanteOutra = await representante(outra, 'Rep Outra');
});

const chamar = (url: string, corpo: unknown, token = empresa.token) =>
  amb.chamar(url.endsWith('/update') ? 'PUT' : 'POST', url, corpo, token);

describe('usuarios: convite', () => {
  it('o administrador convida; o e-mail traz o link; a senha criada dá o login de vendedor', async () => {
    const email = `ana-${process.pid}@equipe.com.br`;
    const r = await chamar('/api/usuarios/create', {
      nome: 'Ana',
      email,
      papel: 'vendedor',
      representante_id: representanteId,
    });
    expect(r.status).toBe(200);
    const [mail] = await amb.banco.db.select().from(emailsSaida).where(eq(emailsSaida.para, email));
    expect(mail?.assunto).toBe('Mascate: convite para acessar');
    // The link names the account (issue 45): the mail no longer asks for the CNPJ, only says the e-mail.
    expect(mail?.texto).not.toContain('11.222.333/0001-81');
    expect(mail?.texto).toContain(email);
    const chave = mail?.texto.match(/\/troca-senha\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    // Before the password exists nobody can sign in with this e-mail.
    expect(
      (await amb.chamar('POST', '/api/estabelecimentos/login', { email, senha: '!convite' })).status,
    ).toBe(401);
    // The password screen with e-mail and CNPJ still takes an invitation's key; single use.
    const troca = { email, cnpj: '11.222.333/0001-81', senha: 'senha-da-ana', chave };
    expect((await amb.chamar('POST', '/api/estabelecimentos/troca_senha', troca)).status).toBe(200);
    expect((await amb.chamar('POST', '/api/estabelecimentos/troca_senha', troca)).status).toBe(400);
    const aceite = { chave, senha: 'outra-senha-da-ana' };
    expect((await amb.chamar('POST', '/api/estabelecimentos/aceitar_convite', aceite)).status).toBe(400);
    const login = await amb.chamar('POST', '/api/estabelecimentos/login', { email, senha: 'senha-da-ana' });
    expect(login.corpo.retorno).toMatchObject({
      papel: 'vendedor',
      representante_id: representanteId,
      id: empresa.empresaId,
    });
    const lista = await chamar('/api/usuarios/read', {});
    expect(lista.corpo.registros).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, papel: 'vendedor', representante_nome: 'Rep Ana', ativo: true }),
        expect.objectContaining({ email: empresa.email, papel: 'administrador', representante_id: null }),
      ]),
    );
  });

  it('dados ruins: mensagem clara e nada gravado', async () => {
    const antes = await impressaoDados(amb.banco);
    const casos: [unknown, number, string][] = [
      [{ nome: 'Bia', email: 'bia@x.com.br', papel: 'vendedor' }, 400, MSG_REPRESENTANTE_OBRIGATORIO],
      [{ nome: '', email: 'bia@x.com.br', papel: 'administrador' }, 400, 'Preencha todos os campos'],
      [{ nome: 'Bia', email: 'sem-arroba', papel: 'administrador' }, 400, 'Informe um e-mail válido.'],
      [
        { nome: 'Bia', email: 'bia@x.com.br', papel: 'dono' },
        400,
        'O papel deve ser administrador ou vendedor.',
      ],
      [{ nome: 'Bia', email: empresa.email, papel: 'administrador' }, 409, MSG_EMAIL_CADASTRADO],
      [
        { nome: 'Bia', email: 'bia@x.com.br', papel: 'vendedor', representante_id: representanteId },
        409,
        MSG_REPRESENTANTE_COM_USUARIO,
      ],
      [
        { nome: 'Bia', email: 'bia@x.com.br', papel: 'vendedor', representante_id: representanteOutra },
        400,
        'Representante não encontrado: selecione um representante cadastrado.',
      ],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await chamar('/api/usuarios/create', corpo);
      expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({
        status,
        mensagem: expect.stringContaining(mensagem),
      });
    }
    expect(await impressaoDados(amb.banco)).toEqual(antes);
  });
});

describe('usuarios: alteração e desativação', () => {
  it('o administrador não desativa nem rebaixa a si mesmo (409)', async () => {
    const [eu] = (await chamar('/api/usuarios/read', { busca: empresa.email })).corpo.registros as {
      id: number;
    }[];
    const id = eu?.id ?? 0;
    const base = { id, nome: empresa.nome, email: empresa.email, ativo: true };
    for (const [url, corpo] of [
      ['/api/usuarios/delete', { id }],
      ['/api/usuarios/update', { ...base, ativo: false, papel: 'administrador' }],
      ['/api/usuarios/update', { ...base, papel: 'vendedor', representante_id: representanteId }],
    ] as const) {
      const r = await chamar(url, corpo);
      expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({
        status: 409,
        mensagem: MSG_PROPRIO_USUARIO,
      });
    }
    // Renaming oneself is allowed.
    expect(
      (await chamar('/api/usuarios/update', { ...base, nome: 'Dono', papel: 'administrador' })).status,
    ).toBe(200);
  });

  it('o último administrador ativo não deixa de sê-lo (a regra, que só a concorrência alcança pela API)', () => {
    const antes = { papel: 'administrador', ativo: true };
    expect(() =>
      conferirMudanca({
        proprio: false,
        antes,
        depois: { ...antes, ativo: false },
        administradoresAtivos: [7],
      }),
    ).toThrow(MSG_ULTIMO_ADMINISTRADOR);
    expect(() =>
      conferirMudanca({
        proprio: false,
        antes,
        depois: { papel: 'vendedor', ativo: true },
        administradoresAtivos: [7, 8],
      }),
    ).not.toThrow();
  });

  it('desativar ou mudar o papel encerra as sessões do usuário na hora', async () => {
    const vendedor = await usuarioDaEmpresa(
      amb,
      empresa,
      'vendedor',
      await representante(empresa, 'Rep Caio'),
    );
    expect((await chamar('/api/clientes/read', {}, vendedor.token)).status).toBe(200);
    expect((await chamar('/api/usuarios/delete', { id: vendedor.id })).status).toBe(200);
    expect((await chamar('/api/clientes/read', {}, vendedor.token)).status).toBe(401);
    const login = await amb.chamar('POST', '/api/estabelecimentos/login', {
      email: vendedor.email,
      senha: 'senha-equipe-1',
    });
    expect(login.status).toBe(401);

    const admin2 = await usuarioDaEmpresa(amb, empresa, 'administrador');
    const rep = await representante(empresa, 'Rep Duda');
    const r = await chamar('/api/usuarios/update', {
      id: admin2.id,
      nome: 'Duda',
      email: admin2.email,
      papel: 'vendedor',
      representante_id: rep,
      ativo: true,
    });
    expect(r.status).toBe(200);
    expect((await chamar('/api/empresas/read', {}, admin2.token)).status).toBe(401);
  });

  it('o vendedor não administra usuários (403); outra empresa não alcança (404, nada muda)', async () => {
    const vendedor = await usuarioDaEmpresa(
      amb,
      empresa,
      'vendedor',
      await representante(empresa, 'Rep Eva'),
    );
    const r = await chamar('/api/usuarios/read', {}, vendedor.token);
    expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({
      status: 403,
      mensagem: MSG_SEM_PERMISSAO,
    });
    const antes = await impressaoDados(amb.banco);
    for (const [url, corpo] of [
      ['/api/usuarios/read_one', { id: vendedor.id }],
      ['/api/usuarios/delete', { id: vendedor.id }],
      [
        '/api/usuarios/update',
        { id: vendedor.id, nome: 'X', email: 'x@x.com.br', papel: 'administrador', ativo: true },
      ],
    ] as const) {
      expect((await chamar(url, corpo, outra.token)).status).toBe(404);
    }
    expect(await impressaoDados(amb.banco)).toEqual(antes);
  });
});
