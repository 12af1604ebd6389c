import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { RAIZ } from './caminhos.ts';

// A PDF shown as an image, as a person sees it: pdf.js (the reader Firefox uses; the server's tests read
// PDFs with the same installed pdfjs-dist, test/pdf-texto.ts) draws its first page on a canvas in
// Chromium, served from an address that exists only inside the test (page.route): nothing leaves the
// machine. Its two files are read from the installed modules, not imported: the browser runs them.
const ARQUIVO = (nome: string) => readFileSync(`${RAIZ}node_modules/pdfjs-dist/build/${nome}`);
const ORIGEM = 'http://pdf.e2e.invalid';

const PAGINA = `<!doctype html><html><head><meta charset="utf-8"><title>PDF</title>
<style>body{margin:0;background:#888}canvas{display:block;margin:0 auto;background:#fff}</style></head>
<body><canvas aria-label="Página 1 do PDF"></canvas><pre id="texto" hidden></pre><script type="module">
import * as pdfjs from './pdf.min.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
const doc = await pdfjs.getDocument('./documento.pdf').promise;
const pagina = await doc.getPage(1);
const vista = pagina.getViewport({ scale: 1.6 });
const canvas = document.querySelector('canvas');
canvas.width = vista.width;
canvas.height = vista.height;
await pagina.render({ canvas, canvasContext: canvas.getContext('2d'), viewport: vista }).promise;
const conteudo = await pagina.getTextContent();
document.getElementById('texto').textContent = conteudo.items.map((i) => i.str).join(' ');
document.title = 'desenhado';
</script></body></html>`;

/** Opens `pdf` in `page` as an image of its first page; answers the page's text (what the image says). */
export async function abrirPdfComoImagem(page: Page, pdf: Buffer): Promise<string> {
  await page.route(`${ORIGEM}/**`, (rota) => {
    const nome = new URL(rota.request().url()).pathname.slice(1);
    if (nome === 'documento.pdf') return rota.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (nome.endsWith('.mjs')) return rota.fulfill({ body: ARQUIVO(nome), contentType: 'text/javascript' });
    return rota.fulfill({ body: PAGINA, contentType: 'text/html' });
  });
  await page.goto(`${ORIGEM}/`);
  await expect(page).toHaveTitle('desenhado', { timeout: 30_000 });
  return (await page.locator('#texto').textContent()) ?? '';
}
