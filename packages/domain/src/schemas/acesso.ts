import { z } from 'zod';
import { isValidCpfCnpj } from '../documentos.ts';
import { MSG } from '../mensagens.ts';
import { texto } from './comum.ts';

export const loginSchema = z.object({
  email: texto('usuário', 150).min(1, { error: MSG.preenchaTodosCampos }),
  senha: z.string({ error: MSG.preenchaTodosCampos }).min(1, { error: MSG.preenchaTodosCampos }).max(200),
});
export type Login = z.infer<typeof loginSchema>;

const senhaNova = z
  .string({ error: MSG.todosCamposExclamacao })
  .min(6, { error: 'A senha deve ter pelo menos 6 caracteres.' })
  .max(200, { error: 'A senha deve ter no máximo 200 caracteres.' });

const emailValido = texto('email', 150).pipe(z.email({ error: 'Informe um e-mail válido.' }));

/** The tax id is optional at registration (spec), but when given it must be a valid CPF or CNPJ. */
const cnpjOpcional = z
  .string()
  .trim()
  .max(18, { error: MSG.cpfCnpjInvalido })
  .refine((v) => v === '' || isValidCpfCnpj(v), { error: MSG.cpfCnpjInvalido })
  .default('');

export const cadastroEmpresaSchema = z.object({
  email: z
    .string({ error: MSG.todosCamposExclamacao })
    .trim()
    .min(1, { error: MSG.todosCamposExclamacao })
    .pipe(emailValido),
  nome: texto('nome', 150).min(1, { error: MSG.todosCamposExclamacao }),
  cnpj: cnpjOpcional,
  senha: senhaNova.min(1, { error: MSG.todosCamposExclamacao }),
  imagem_login: z.string().trim().max(1000).default(''),
});
export type CadastroEmpresa = z.infer<typeof cadastroEmpresaSchema>;

export const solicitarTrocaSenhaSchema = z.object({
  email: z
    .string({ error: MSG.todosCamposExclamacao })
    .trim()
    .min(1, { error: MSG.todosCamposExclamacao })
    .max(150),
  cnpj: z
    .string({ error: MSG.todosCamposExclamacao })
    .trim()
    .min(1, { error: MSG.todosCamposExclamacao })
    .refine(isValidCpfCnpj, { error: MSG.cpfCnpjInvalido }),
});

export const trocaSenhaSchema = z.object({
  email: z.string({ error: MSG.todosCamposPonto }).trim().min(1, { error: MSG.todosCamposPonto }).max(150),
  cnpj: z
    .string({ error: MSG.todosCamposPonto })
    .trim()
    .min(1, { error: MSG.todosCamposPonto })
    .refine(isValidCpfCnpj, { error: MSG.cnpjCpfInvalido }),
  senha: senhaNova,
  chave: z.string({ error: 'Link de troca de senha inválido.' }).min(10).max(200),
});
