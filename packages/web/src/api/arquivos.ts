// Files in and out of the API: downloads (exports, templates) and the import's upload with progress.
import type { RespostaImportacao } from '@mascate/domain';
import { lerSessao, limparSessao } from '../sessao/sessao.ts';
import { ErroApi, MENSAGEM_SEM_CONEXAO } from './cliente.ts';

function nomeDoArquivo(disposicao: string | null, padrao: string): string {
  return /filename="([^"]+)"/.exec(disposicao ?? '')?.[1] ?? padrao;
}

/** Saves a file the browser already holds (a blob) under a name, as a download. */
export function salvarArquivo(dados: Blob, nome: string): void {
  const url = URL.createObjectURL(dados);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /api/{caminho}?params as a download; an error answers the envelope, shown like any other. */
export async function baixarArquivo(caminho: string, params: Record<string, unknown>): Promise<void> {
  const consulta = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') consulta.set(k, String(v));
  const token = lerSessao().token;
  let r: Response;
  try {
    r = await fetch(`/api/${caminho}?${consulta}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ErroApi(MENSAGEM_SEM_CONEXAO, 0);
  }
  if (r.status === 401 && token) limparSessao();
  if (!r.ok) {
    const corpo = (await r.json().catch(() => null)) as { retorno?: { mensagem?: string } } | null;
    throw new ErroApi(corpo?.retorno?.mensagem ?? MENSAGEM_SEM_CONEXAO, r.status);
  }
  salvarArquivo(await r.blob(), nomeDoArquivo(r.headers.get('content-disposition'), `${caminho}.csv`));
}

/**
 * POST multipart {arquivo, simular, atualizar} with upload progress (fetch has none). The report comes back
 * whatever the status: a confirmed file with errors answers 400 with the same error list.
 */
export function enviarImportacao(
  recurso: string,
  arquivo: File,
  campos: { simular: 0 | 1; atualizar: 0 | 1 },
  progresso: (fracao: number) => void,
): Promise<RespostaImportacao> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${recurso}/importar`);
    const token = lerSessao().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) progresso(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ErroApi(MENSAGEM_SEM_CONEXAO, 0));
    xhr.onload = () => {
      if (xhr.status === 401 && token) limparSessao();
      let corpo: RespostaImportacao | { retorno?: { mensagem?: string } } | null = null;
      try {
        corpo = JSON.parse(xhr.responseText);
      } catch {
        corpo = null;
      }
      if (corpo && 'registros' in corpo) resolve(corpo);
      else reject(new ErroApi(corpo?.retorno?.mensagem ?? MENSAGEM_SEM_CONEXAO, xhr.status));
    };
    const dados = new FormData();
    dados.set('simular', String(campos.simular));
    dados.set('atualizar', String(campos.atualizar));
    dados.set('arquivo', arquivo);
    xhr.send(dados);
  });
}
