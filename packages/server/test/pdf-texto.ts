import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reads a PDF back as a PDF reader would: the text of each page (real, selectable text only). */
export async function textoDoPdf(dados: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(dados), verbosity: 0 }).promise;
  const paginas: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const conteudo = await (await doc.getPage(n)).getTextContent();
    paginas.push(conteudo.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return paginas;
}
