import { formatarCpfCnpj } from '@mascate/domain';
import type { Mensagem } from '../mail/correio.ts';

const escaparHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const VALIDADE_CONVITE_MS = 7 * 24 * 60 * 60_000;

/**
 * The invite: a link to the password screen (/troca-senha/{chave}?convite=1, the reset machinery: single use,
 * expires in 7 days). That screen asks for the company's CNPJ, so the mail says it.
 */
export function emailConvite(d: {
  para: string;
  nome: string;
  empresa: string;
  cnpj: string;
  link: string;
}): Mensagem {
  const linhas = [
    `Olá, ${d.nome}.`,
    `Você foi convidado para acessar o Mascate da empresa ${d.empresa}.`,
    `Para criar sua senha, abra o link abaixo (válido por 7 dias e por um único uso) e informe seu e-mail (${d.para}) e o CNPJ da empresa: ${formatarCpfCnpj(d.cnpj)}.`,
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
