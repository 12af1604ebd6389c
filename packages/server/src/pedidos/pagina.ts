import { formatarData, formatarMoeda } from '@mascate/domain';
import { MSG_SERVIDOR_OCUPADO } from '../http/erros.ts';
import {
  type Apresentacao,
  apresentar,
  COLUNAS_IMPOSTOS,
  COLUNAS_ITENS,
  COLUNAS_PARCELAS,
} from './apresentacao.ts';
import type { DocumentoPedido } from './documento.ts';

// The public page of one order (GET /p/{chave}): plain HTML made on the server, so it opens in WhatsApp's
// in-app browser and with JavaScript off. Every value is escaped. The one script (/p/pix.js) only adds the
// copy buttons of the Pix codes, which stay selectable text without it.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const h = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ESTILO = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:900px;margin:0 auto;padding:16px;background:#fff}
h1{font-size:1.4rem;margin:.6rem 0}h2{font-size:1.05rem;margin:1.2rem 0 .4rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{padding:6px;border-bottom:1px solid #ddd;text-align:left}
td.n,th.n{text-align:right}.situacao{display:inline-block;padding:2px 10px;border-radius:12px;background:#e3f2fd}
.pdf{display:inline-block;margin:16px 0;padding:10px 18px;background:#1976d2;color:#fff;border-radius:4px;text-decoration:none}
.tabela{overflow-x:auto}p{margin:.2rem 0}.obs{white-space:pre-line;overflow-wrap:anywhere}
.pix{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;margin:8px 0 16px}.pix img{width:200px;height:200px}
.pix textarea{width:100%;min-width:260px;height:5.5rem;font:12px monospace;overflow-wrap:anywhere}
.pix div{flex:1}.copiar{margin-top:6px;padding:8px 14px}`;

function documento(titulo: string, corpo: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${h(titulo)}</title><style>${ESTILO}</style></head><body><main>${corpo}</main></body></html>`;
}

function tabela(colunas: readonly string[], linhas: string[][], numericas: number): string {
  const n = (i: number) => (i >= colunas.length - numericas ? ' class="n"' : '');
  const th = colunas.map((c, i) => `<th scope="col"${n(i)}>${h(c)}</th>`).join('');
  const tr = linhas.map((l) => `<tr>${l.map((v, i) => `<td${n(i)}>${h(v)}</td>`).join('')}</tr>`).join('');
  return `<div class="tabela"><table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table></div>`;
}

/** Issue 49: the QR code and the "Pix copia e cola" of each open instalment. */
function pix(doc: DocumentoPedido): string {
  if (doc.pix.length === 0) return '';
  const blocos = doc.pix.map((p) => {
    const id = `pix-${p.parcela}`;
    const titulo = `Parcela ${p.parcela} - vencimento ${formatarData(p.vencimento)} - ${formatarMoeda(p.abertoCentavos)}`;
    const img = `data:image/svg+xml;base64,${Buffer.from(p.qrSvg).toString('base64')}`;
    return `<section class="pix" aria-label="${h(`Pix da parcela ${p.parcela}`)}"><img src="${img}" alt="${h(`QR code Pix da parcela ${p.parcela}`)}">
<div><p><strong>${h(titulo)}</strong></p><label for="${id}">Pix copia e cola</label>
<textarea id="${id}" readonly>${h(p.copiaECola)}</textarea>
<button type="button" class="copiar" data-copiar="${id}" hidden>Copiar código Pix</button></div></section>`;
  });
  return `<h2>Pagar com Pix</h2>${blocos.join('')}<script src="/p/pix.js" defer></script>`;
}

/** Shows the copy buttons and copies the code beside each (the page works without it). */
export const SCRIPT_PIX = `document.querySelectorAll('button[data-copiar]').forEach(function (b) {
  b.hidden = false;
  b.addEventListener('click', function () {
    var t = document.getElementById(b.getAttribute('data-copiar'));
    if (!t) return;
    t.select();
    var feito = function () { b.textContent = 'Código copiado!'; };
    if (navigator.clipboard) navigator.clipboard.writeText(t.value).then(feito, function () { document.execCommand('copy'); feito(); });
    else { document.execCommand('copy'); feito(); }
  });
});
`;

export function paginaPedido(doc: DocumentoPedido, linkPdf: string): string {
  const a: Apresentacao = apresentar(doc);
  const { empresa: e, cliente: c } = doc;
  const linhas = (itens: string[]) =>
    itens
      .filter(Boolean)
      .map((t) => `<p>${h(t)}</p>`)
      .join('');
  const parcelas = a.parcelas.length ? `<h2>Parcelas</h2>${tabela(COLUNAS_PARCELAS, a.parcelas, 1)}` : '';
  // Issue 48: each item's taxes, when the order pays any on top of its products.
  const impostos = a.impostos.length
    ? `<h2>Impostos por item</h2>${tabela(COLUNAS_IMPOSTOS, a.impostos, 6)}`
    : '';
  return documento(
    `${a.titulo} - ${e.nome}`,
    `<header><p><strong>${h(e.nome)}</strong></p>${linhas([e.documento, e.endereco, e.contato])}</header>
<h1>${h(a.titulo)}</h1><p>Situação: <span class="situacao">${h(a.situacao)}</span></p>
${linhas(a.datas.map(([r, v]) => `${r}: ${v}`))}
<h2>Cliente</h2><p><strong>${h(c.nome)}</strong></p>${linhas([c.documento, c.endereco])}
${linhas(a.dados.map(([r, v]) => `${r}: ${v}`))}
<h2>Itens</h2>${tabela(COLUNAS_ITENS, a.itens, 4)}
<h2>Totais</h2>${tabela(['Total', 'Valor'], a.totais, 1)}
${impostos}
${parcelas}
${pix(doc)}
${a.observacoes ? `<h2>Observações</h2><p class="obs">${h(a.observacoes)}</p>` : ''}
<a class="pdf" href="${h(linkPdf)}" download>Baixar PDF</a>`,
  );
}

/** The one answer for a key never issued, expired or revoked: it says nothing else. */
export const PAGINA_NAO_ENCONTRADA = documento(
  'Link não encontrado',
  '<h1>Link não encontrado</h1><p>Este link não existe ou não é mais válido. Peça um novo link a quem o enviou.</p>',
);

export const PAGINA_MUITAS_TENTATIVAS = documento(
  'Muitas tentativas',
  '<h1>Muitas tentativas</h1><p>Muitos links abertos em pouco tempo. Tente novamente em um minuto.</p>',
);

export const PAGINA_OCUPADO = documento(
  'Servidor ocupado',
  `<h1>Servidor ocupado</h1><p>${MSG_SERVIDOR_OCUPADO}</p>`,
);

export const PAGINA_ERRO = documento(
  'Erro',
  '<h1>Não foi possível abrir o pedido</h1><p>Tente novamente em instantes.</p>',
);
