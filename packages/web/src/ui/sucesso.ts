/** The spec's /alerta-sucesso/{texto}&{pagina}; the page is read after the last '&'. */
export function caminhoSucesso(mensagem: string, pagina: string): string {
  return `/alerta-sucesso/${encodeURIComponent(mensagem)}&${pagina}`;
}

export function lerParametroSucesso(param: string): { texto: string; pagina: string } {
  const i = param.lastIndexOf('&');
  if (i < 0) return { texto: decodificar(param), pagina: '' };
  return { texto: decodificar(param.slice(0, i)), pagina: param.slice(i + 1) };
}

// React Router already decodes the segment; a second decode of a literal '%' would throw.
function decodificar(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
