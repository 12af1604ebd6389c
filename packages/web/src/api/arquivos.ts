// Files in and out of the API: downloads (exports, templates, the order's PDF) and the import's upload
// with progress, both through the one client (api/http.ts).
import type { EndpointArquivo, RespostaEndpoint } from '@mascate/domain';
import { buscarArquivo, enviarComProgresso } from './http.ts';

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

/** GET an endpoint's file with the screen's filters, as a download; a refusal throws its message. */
export async function baixarArquivo(
  endpoint: EndpointArquivo,
  consulta: Record<string, unknown>,
  params?: Record<string, string | number>,
): Promise<void> {
  const { dados, nome } = await buscarArquivo(endpoint, consulta, { params });
  salvarArquivo(dados, nome);
}

type RespostaImportacao = RespostaEndpoint<'clientes/importar'>;
const ehRelatorio = (corpo: unknown): corpo is RespostaImportacao =>
  typeof corpo === 'object' && corpo !== null && 'registros' in corpo;

/**
 * POST multipart {arquivo, simular, atualizar} with upload progress. The report comes back whatever the
 * status: a confirmed file with errors answers 400 with the same error list.
 */
export function enviarImportacao(
  recurso: 'clientes' | 'produtos',
  arquivo: File,
  campos: { simular: 0 | 1; atualizar: 0 | 1 },
  progresso: (fracao: number) => void,
): Promise<RespostaImportacao> {
  const dados = new FormData();
  dados.set('simular', String(campos.simular));
  dados.set('atualizar', String(campos.atualizar));
  dados.set('arquivo', arquivo);
  return enviarComProgresso(`${recurso}/importar`, dados, progresso, ehRelatorio);
}
