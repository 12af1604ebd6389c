import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatarData, formatarMoeda } from '@mascate/domain';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  type Apresentacao,
  apresentar,
  COLUNAS_IMPOSTOS,
  COLUNAS_ITENS,
  COLUNAS_PARCELAS,
} from './apresentacao.ts';
import type { DocumentoPedido } from './documento.ts';

// DejaVu Sans, embedded (subset) in every PDF: PDF's standard Helvetica only knows WinAnsi, so a name in
// Greek, Cyrillic, Vietnamese or with symbols the screens accept came out as garbage (issue 23). The four
// files are read once, at start, into pdfmake's in-memory file system; no other file and no address is
// ever read (a logo comes inline, as a data: URL).
const requerer = createRequire(import.meta.url);
const ARQUIVOS = {
  normal: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italics: 'DejaVuSans-Oblique.ttf',
  bolditalics: 'DejaVuSans-BoldOblique.ttf',
} as const;
const virtual = (pdfmake as unknown as { virtualfs: { writeFileSync(nome: string, dados: Buffer): void } })
  .virtualfs;
for (const arquivo of Object.values(ARQUIVOS)) {
  virtual.writeFileSync(arquivo, readFileSync(requerer.resolve(`dejavu-fonts-ttf/ttf/${arquivo}`)));
}
const FONTE_PDF = 'DejaVuSans';
pdfmake.setFonts({ [FONTE_PDF]: ARQUIVOS });
pdfmake.setLocalAccessPolicy(() => false);
pdfmake.setUrlAccessPolicy(() => false);

const cabecalho = (colunas: readonly string[]) => colunas.map((text) => ({ text, style: 'th' }));
const direita = (text: string | undefined, bold = false): TableCell => ({
  text: text ?? '',
  alignment: 'right',
  bold,
});
const celulas = (l: string[]): TableCell[] => l.map((t) => t);

function empresa(doc: DocumentoPedido): Content {
  const e = doc.empresa;
  const texto: Content = {
    stack: [{ text: e.nome, style: 'empresa' }, e.documento, e.endereco, e.contato].filter(Boolean),
  };
  return doc.logo ? { columns: [{ image: doc.logo, fit: [80, 60], width: 90 }, texto] } : texto;
}

function itens(a: Apresentacao): Content {
  return {
    // headerRows: the header row is repeated at the top of every page the table runs onto.
    table: {
      headerRows: 1,
      widths: [50, '*', 25, 40, 62, 55, 62],
      body: [
        cabecalho(COLUNAS_ITENS),
        ...a.itens.map((l) => [...celulas(l.slice(0, 3)), ...l.slice(3).map((v) => direita(v))]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 10, 0, 6],
  };
}

/** Issue 48: each item's CFOP, IPI, ST base, MVA, ICMS-ST, FCP-ST and total, when the order pays taxes. */
function impostos(a: Apresentacao): Content[] {
  if (a.impostos.length === 0) return [];
  return [
    { text: 'Impostos por item', style: 'secao' },
    {
      table: {
        headerRows: 1,
        widths: [50, 32, '*', 58, 62, 55, 45, 60],
        body: [
          cabecalho(COLUNAS_IMPOSTOS),
          ...a.impostos.map((l) => [...celulas(l.slice(0, 2)), ...l.slice(2).map((v) => direita(v))]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

function parcelas(a: Apresentacao): Content[] {
  if (a.parcelas.length === 0) return [];
  return [
    { text: 'Parcelas', style: 'secao' },
    {
      table: {
        headerRows: 1,
        widths: [50, 80, 80],
        body: [
          cabecalho(COLUNAS_PARCELAS),
          ...a.parcelas.map((l) => [...celulas(l.slice(0, 2)), direita(l[2])]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** Issue 49: per open instalment, its QR code and the "Pix copia e cola" text beside it. */
function pix(doc: DocumentoPedido): Content[] {
  if (doc.pix.length === 0) return [];
  return [
    { text: 'Pagar com Pix', style: 'secao' },
    ...doc.pix.map(
      (p): Content => ({
        columns: [
          { qr: p.copiaECola, fit: 110, eccLevel: 'M', width: 120 },
          {
            width: '*',
            stack: [
              {
                text: `Parcela ${p.parcela} - vencimento ${formatarData(p.vencimento)} - ${formatarMoeda(p.abertoCentavos)}`,
                bold: true,
              },
              { text: 'Pix copia e cola:', margin: [0, 4, 0, 0] },
              { text: p.copiaECola, fontSize: 7 },
            ],
          },
        ],
        margin: [0, 4, 0, 6],
        unbreakable: true,
      }),
    ),
  ];
}

function definicaoPdf(doc: DocumentoPedido): TDocumentDefinitions {
  const a = apresentar(doc);
  const c = doc.cliente;
  return {
    info: { title: `${a.titulo} - ${doc.empresa.nome}` },
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: FONTE_PDF, fontSize: 9 },
    styles: {
      empresa: { fontSize: 13, bold: true },
      titulo: { fontSize: 14, bold: true, margin: [0, 12, 0, 2] },
      secao: { fontSize: 10, bold: true, margin: [0, 8, 0, 2] },
      th: { bold: true },
    },
    footer: (pagina, paginas) => ({
      text: `${a.titulo} - página ${pagina} de ${paginas}`,
      alignment: 'right',
      margin: [36, 16],
      fontSize: 8,
    }),
    content: [
      empresa(doc),
      { text: a.titulo, style: 'titulo' },
      { text: [`Situação: ${a.situacao}`, ...a.datas.map(([r, v]) => `    ${r}: ${v}`)] },
      { text: 'Cliente', style: 'secao' },
      { stack: [{ text: c.nome, bold: true }, c.documento, c.endereco].filter(Boolean) },
      ...a.dados.map(([r, v]): Content => ({ text: [{ text: `${r}: `, bold: true }, v] })),
      itens(a),
      {
        table: {
          widths: ['*', 90],
          body: a.totais.map(([r, v], i, todas) => [direita(r), direita(v, i === todas.length - 1)]),
        },
        layout: 'noBorders',
      },
      ...impostos(a),
      ...parcelas(a),
      ...pix(doc),
      ...(a.observacoes ? [{ text: 'Observações', style: 'secao' }, { text: a.observacoes }] : []),
    ],
  };
}

/** The order as a PDF of real text (selectable, searchable), several pages when it is long. */
export function gerarPdf(doc: DocumentoPedido): Promise<Buffer> {
  return pdfmake.createPdf(definicaoPdf(doc)).getBuffer();
}
