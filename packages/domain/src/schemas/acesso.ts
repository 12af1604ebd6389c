import { z } from 'zod';
import { isValidCpfCnpj } from '../documentos.ts';
import { MSG } from '../mensagens.ts';
import { PAPEIS } from '../papeis.ts';
import { MSG_SENHA_LONGA, problemaDaSenha, SENHA_MAXIMO } from '../senhas.ts';
import { inteiroSchema, MAXIMO_ID, texto } from './comum.ts';
import { envelopeRetorno } from './envelope.ts';

/** A required text whose absence gives the screen's own 'fill every field' message. */
const obrigatorio = (vazio: string) => z.string({ error: vazio }).trim().min(1, { error: vazio });

export const loginSchema = z.object({
  email: obrigatorio(MSG.preenchaTodosCampos).pipe(texto('usuário', 150)),
  senha: z
    .string({ error: MSG.preenchaTodosCampos })
    .min(1, { error: MSG.preenchaTodosCampos })
    .max(200, { error: 'A senha deve ter no máximo 200 caracteres.' }),
});
export type Login = z.infer<typeof loginSchema>;

// Emptiness is checked before length (pipe), so an empty password reads 'fill every field', as the spec says.
const senhaNova = (vazio: string) =>
  z
    .string({ error: vazio })
    .min(1, { error: vazio })
    .pipe(
      z.string().superRefine((senha, ctx) => {
        // One rule for every screen that sets a password (senhas.ts): length, then the common list.
        const problema = problemaDaSenha(senha);
        if (problema) ctx.addIssue({ code: 'custom', message: problema });
      }),
    );

const email = (vazio: string) =>
  obrigatorio(vazio).pipe(
    z
      .string()
      .max(150, { error: 'O campo email deve ter no máximo 150 caracteres.' })
      .pipe(z.email({ error: 'Informe um e-mail válido.' })),
  );

const documento = (vazio: string, invalido: string) =>
  obrigatorio(vazio).pipe(z.string().refine(isValidCpfCnpj, { error: invalido }));

/** The tax id is optional at registration (spec), but when given it must be a valid CPF or CNPJ. */
const cnpjOpcional = z
  .string()
  .trim()
  .max(18, { error: MSG.cpfCnpjInvalido })
  .refine((v) => v === '' || isValidCpfCnpj(v), { error: MSG.cpfCnpjInvalido })
  .default('');

export const cadastroEmpresaSchema = z.object({
  email: email(MSG.todosCamposExclamacao),
  nome: obrigatorio(MSG.todosCamposExclamacao).pipe(texto('nome', 150)),
  cnpj: cnpjOpcional,
  senha: senhaNova(MSG.todosCamposExclamacao),
  imagem_login: texto('imagem_login', 1000).default(''),
});
export type CadastroEmpresa = z.infer<typeof cadastroEmpresaSchema>;

export const solicitarTrocaSenhaSchema = z.object({
  email: email(MSG.todosCamposExclamacao),
  cnpj: documento(MSG.todosCamposExclamacao, MSG.cpfCnpjInvalido),
});
export type SolicitarTrocaSenha = z.infer<typeof solicitarTrocaSenhaSchema>;

export const trocaSenhaSchema = z.object({
  email: email(MSG.todosCamposPonto),
  cnpj: documento(MSG.todosCamposPonto, MSG.cnpjCpfInvalido),
  senha: senhaNova(MSG.todosCamposPonto),
  chave: z
    .string({ error: 'Link de troca de senha inválido ou expirado. Solicite um novo.' })
    .min(1, { error: 'Link de troca de senha inválido ou expirado. Solicite um novo.' })
    .max(200, { error: 'Link de troca de senha inválido ou expirado. Solicite um novo.' }),
});
export type TrocaSenha = z.infer<typeof trocaSenhaSchema>;

/**
 * Accepting an invitation (issue 45): its link already names the account, so only the new password. The
 * key is the link's secret (an invitation's key only; a reset key asks for e-mail and CNPJ above).
 */
export const aceitarConviteSchema = trocaSenhaSchema.pick({ chave: true }).extend({
  // A new person's password follows the rules (the server checks them: problemaDaSenha); a person who
  // already has one (issue 51) types it as it is, so here it is only bounded, like the login's.
  senha: z
    .string({ error: MSG.todosCamposPonto })
    .min(1, { error: MSG.todosCamposPonto })
    .max(SENHA_MAXIMO, { error: MSG_SENHA_LONGA }),
});
export type AceitarConvite = z.infer<typeof aceitarConviteSchema>;

/** Another company of the signed-in person (issue 51): a session of their membership there, no password. */
export const trocarEmpresaSchema = z.object({
  empresa_id: inteiroSchema(1, MAXIMO_ID, 'Escolha a empresa.'),
});
export type TrocarEmpresa = z.infer<typeof trocarEmpresaSchema>;

/**
 * "Juntar contas" (issue 51): the signed-in person proves the password of another account with the same
 * e-mail (accounts of two companies made before people existed), and its companies become theirs.
 */
export const juntarContasSchema = z.object({
  senha: z
    .string({ error: 'Informe a senha da outra conta.' })
    .min(1, { error: 'Informe a senha da outra conta.' })
    .max(SENHA_MAXIMO, { error: MSG_SENHA_LONGA }),
});
export type JuntarContas = z.infer<typeof juntarContasSchema>;

/** What estabelecimentos/login answers inside `retorno` (the spec's local-storage values). */
export const retornoLogin = {
  token: z.string(),
  email: z.string(),
  nome: z.string(),
  /** The company's id. */
  id: z.number().int(),
  imagem_login: z.string(),
  usa_merchant: z.number().int(),
  /** The user's role (issue 14) and, for a vendedor, their representative. */
  papel: z.enum(PAPEIS),
  representante_id: z.number().int().nullable(),
  /**
   * The companies where the person has an active membership (issue 51), this session's first, then the
   * last used: with more than one the web asks which to open and switches with estabelecimentos/trocar_empresa.
   */
  empresas: z.array(z.object({ id: z.number().int(), nome: z.string() })).max(50),
};
export type RetornoLogin = z.infer<z.ZodObject<typeof retornoLogin>>;

/**
 * What the OpenID pop-up (oidc/retorno) posts to the registration form: the account's data, or a message
 * to show. The server writes it into the page; the form reads it with this schema.
 */
export const mensagemOidcSchema = z.union([
  z.object({ tipo: z.literal('mascate-oidc'), erro: z.string() }),
  z.object({ tipo: z.literal('mascate-oidc'), email: z.string(), nome: z.string(), imagem: z.string() }),
]);
export type MensagemOidc = z.infer<typeof mensagemOidcSchema>;
/** The account's data the form is filled with. */
export type DadosOidc = Omit<Extract<MensagemOidc, { email: string }>, 'tipo'>;

export const respostasAcesso = {
  login: envelopeRetorno(retornoLogin),
  create: envelopeRetorno(),
  logout: envelopeRetorno(),
  /** The session of the person's membership in the chosen company: the same values as the login's. */
  trocar_empresa: envelopeRetorno(retornoLogin),
  /** The person's companies after the join, this session's first (as the login's `empresas`). */
  juntar_contas: envelopeRetorno({ empresas: retornoLogin.empresas }),
  solicitar_troca_senha: envelopeRetorno(),
  troca_senha: envelopeRetorno(),
  /** The new password is set and the user is signed in: the same values as the login's. */
  aceitar_convite: envelopeRetorno(retornoLogin),
  /** oidc/config: whether sign-up with the OpenID provider (Google) is available. */
  oidc_config: envelopeRetorno({ configurado: z.boolean() }),
  /** The pages of the OpenID pop-up (oidc/inicio on failure, oidc/retorno) and their script. */
  pagina: z.string(),
};
