import type { Mensagem } from '../mail/correio.ts';

const escaparHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset mail, in plain text and simple HTML with the same words. */
export function emailTrocaSenha(d: { para: string; nome: string; link: string }): Mensagem {
  const linhas = [
    `Olá, ${d.nome}.`,
    'Recebemos um pedido para criar uma nova senha de acesso ao Mascate.',
    'Para criar a nova senha, abra o link abaixo (válido por 1 hora e por um único uso):',
  ];
  const aviso = 'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.';
  const link = escaparHtml(d.link);
  return {
    para: d.para,
    assunto: 'Mascate: criar uma nova senha',
    texto: [...linhas, d.link, '', aviso].join('\n'),
    html: [
      ...linhas.map((l) => `<p>${escaparHtml(l)}</p>`),
      `<p><a href="${link}">${link}</a></p>`,
      `<p>${escaparHtml(aviso)}</p>`,
    ].join('\n'),
  };
}
