import type { Mensagem } from '../mail/correio.ts';

const escaparHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const VALIDADE_CONVITE_MS = 7 * 24 * 60 * 60_000;

/**
 * The invite: a link to the invitation's page (/troca-senha/{chave}?convite=1: single use, expires in 7
 * days). The link names the account, so the page asks only for the new password.
 */
export function emailConvite(d: { para: string; nome: string; empresa: string; link: string }): Mensagem {
  const linhas = [
    `Olá, ${d.nome}.`,
    `Você foi convidado para acessar o Mascate da empresa ${d.empresa}.`,
    `Para aceitar, abra o link abaixo (válido por 7 dias e por um único uso) e crie sua senha. Depois, entre com o seu e-mail (${d.para}) e essa senha.`,
    // One text whether or not the address already has a person (issue 51): the mail tells nothing either.
    'Se você já usa o Mascate em outra empresa com este e-mail, digite no link a senha que você já tem: a nova empresa entra na sua conta.',
  ];
  const link = escaparHtml(d.link);
  return {
    para: d.para,
    assunto: 'Mascate: convite para acessar',
    texto: [...linhas, d.link].join('\n'),
    html: [...linhas.map((l) => `<p>${escaparHtml(l)}</p>`), `<p><a href="${link}">${link}</a></p>`].join(
      '\n',
    ),
  };
}
