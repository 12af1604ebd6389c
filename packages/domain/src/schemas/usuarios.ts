// Users of a company (issue 14): request and answer schemas of usuarios/create|read|read_one|update|delete.
import { z } from 'zod';
import { MSG } from '../mensagens.ts';
import { PAPEIS } from '../papeis.ts';
import { limparTexto } from '../valores.ts';
import { idSchema, paginacao } from './comum.ts';
import { envelopeRetorno, idCriado, respostasDeCadastro } from './envelope.ts';

export const MSG_REPRESENTANTE_OBRIGATORIO = 'Selecione o representante do usuário vendedor.';

const obrigatorio = (campo: string, max: number) =>
  z
    .string({ error: MSG.preenchaTodosCampos })
    .overwrite(limparTexto)
    .min(1, { error: MSG.preenchaTodosCampos })
    .max(max, { error: `O campo ${campo} deve ter no máximo ${max} caracteres.` });

const papel = z.enum(PAPEIS, { error: 'O papel deve ser administrador ou vendedor.' });

/** Empty, null or absent: no representative (an administrator). */
const representanteId = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

const campos = z.object({
  nome: obrigatorio('nome', 150),
  email: obrigatorio('email', 150).pipe(z.email({ error: 'Informe um e-mail válido.' })),
  papel,
  representante_id: representanteId,
});

/** A vendedor is always one representative's; an administrator is none's. */
const comRepresentante = <T extends { papel: string; representante_id: number | null }>(v: T) =>
  v.papel !== 'vendedor' || v.representante_id !== null;
const regraRepresentante = { error: MSG_REPRESENTANTE_OBRIGATORIO, path: ['representante_id'] };

export const usuarioSchema = campos.refine(comRepresentante, regraRepresentante);
export type UsuarioEntrada = z.input<typeof usuarioSchema>;
export type UsuarioCorpo = z.output<typeof usuarioSchema>;

export const alterarUsuarioSchema = campos
  .extend({ id: idSchema, ativo: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }) })
  .refine(comRepresentante, regraRepresentante);
export type AlterarUsuarioEntrada = z.input<typeof alterarUsuarioSchema>;
export type AlterarUsuarioCorpo = z.output<typeof alterarUsuarioSchema>;

/** The screen's form (invite and edit): the user's fields and ativo; the page adds the id to an edit. */
export const usuarioFormularioSchema = campos
  .extend({ ativo: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }) })
  .refine(comRepresentante, regraRepresentante);
export type UsuarioFormularioEntrada = z.input<typeof usuarioFormularioSchema>;
export type UsuarioFormulario = z.output<typeof usuarioFormularioSchema>;

export const lerUsuariosSchema = paginacao;

export const usuarioLidoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(PAPEIS),
  representante_id: z.number().int().nullable(),
  representante_nome: z.string(),
  ativo: z.boolean(),
  /** Invited and not yet accepted: the user has no password until they open the invite. */
  convite_pendente: z.boolean(),
  /** The signed-in user: the screen offers neither deactivating it nor changing its role. */
  proprio: z.boolean(),
});
export type Usuario = z.infer<typeof usuarioLidoSchema>;

export const MSG_CONVITE_REENVIADO =
  'Convite reenviado! Enviamos um novo e-mail com o link para criar a senha.';
export const MSG_CONVITE_NAO_PENDENTE =
  'Este usuário já criou a senha: não há convite para reenviar. Ele pode usar "Esqueci minha senha".';
export const MSG_CONVITE_USUARIO_INATIVO = 'Este usuário está inativo: ative-o antes de reenviar o convite.';

/**
 * Without an e-mail server (no SMTP_URL) nothing is sent: the invitation's link comes back to the one who
 * invited, to copy or send by WhatsApp (issue 45). With one, null: the link goes by e-mail only.
 */
const linkConvite = { link_convite: z.string().nullable() };

export const MSG_USUARIO_CONVIDADO =
  'Usuário convidado com sucesso! Enviamos um e-mail com o link para criar a senha.';
export const MSG_USUARIO_CONVIDADO_SEM_EMAIL =
  'Usuário convidado com sucesso! O envio de e-mails não está configurado, então nenhum e-mail foi enviado: copie o link do convite ou envie-o pelo WhatsApp.';
export const MSG_CONVITE_REENVIADO_SEM_EMAIL =
  'Novo convite criado! O envio de e-mails não está configurado, então nenhum e-mail foi enviado: copie o link do convite ou envie-o pelo WhatsApp.';

export const respostasUsuarios = {
  ...respostasDeCadastro(usuarioLidoSchema),
  create: envelopeRetorno({ ...idCriado, ...linkConvite }),
  reenviar_convite: envelopeRetorno(linkConvite),
};
