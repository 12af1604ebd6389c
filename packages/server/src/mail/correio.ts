export type Mensagem = { para: string; assunto: string; texto: string; html: string };

/** Sends mail (SMTP when configured); every message is also kept in the emails_saida outbox. */
export type Correio = { enviar(m: Mensagem): Promise<void> };
