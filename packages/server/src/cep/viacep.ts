import { ErroApi, naoEncontrado } from '../http/erros.ts';

export type Endereco = {
  localidade: string;
  bairro: string;
  logradouro: string;
  uf: string;
  complemento: string;
  ddd: string;
};

/** Tests shorten the wait so a slow provider does not slow the suite; nothing else changes it. */
export const ajustesCep = { tempoLimiteMs: 4000 };

const INDISPONIVEL = 'Serviço de CEP indisponível no momento. Preencha o endereço manualmente.';

const textoDe = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Asks the provider (ViaCEP or one that answers like it) for one 8-digit CEP. */
export async function consultarProvedor(urlModelo: string, cep: string): Promise<Endereco> {
  let dados: unknown;
  try {
    const resposta = await fetch(urlModelo.replace('{cep}', cep), {
      signal: AbortSignal.timeout(ajustesCep.tempoLimiteMs),
      headers: { accept: 'application/json' },
    });
    if (!resposta.ok) throw new Error(`provedor de CEP respondeu ${resposta.status}`);
    dados = await resposta.json();
  } catch {
    // A timeout, a refused connection and an answer that is not JSON all leave the user typing by hand.
    throw new ErroApi('indisponivel', INDISPONIVEL);
  }
  if (typeof dados !== 'object' || dados === null) throw new ErroApi('indisponivel', INDISPONIVEL);
  const d = dados as Record<string, unknown>;
  // ViaCEP has sent the flag both as a boolean and as the string "true".
  if (d.erro === true || d.erro === 'true') throw naoEncontrado('CEP não encontrado.');
  return {
    localidade: textoDe(d.localidade),
    bairro: textoDe(d.bairro),
    logradouro: textoDe(d.logradouro),
    uf: textoDe(d.uf),
    complemento: textoDe(d.complemento),
    ddd: textoDe(d.ddd),
  };
}
