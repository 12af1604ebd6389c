// Hand-made .xlsx files for the import's limits: a zip written entry by entry (deflated), so a test can
// put any sheet XML, any row number or any amount of padding in it.
import { crc32, deflateRawSync } from 'node:zlib';

function zipar(entradas: { nome: string; dados: Buffer | string }[]): Buffer {
  const locais: Buffer[] = [];
  const diretorio: Buffer[] = [];
  let deslocamento = 0;
  for (const e of entradas) {
    const cru = Buffer.isBuffer(e.dados) ? e.dados : Buffer.from(e.dados, 'utf8');
    const comprimido = deflateRawSync(cru);
    const nome = Buffer.from(e.nome, 'utf8');
    const crc = crc32(cru);
    // What a local header holds after its signature (version needed, flags, method, time, date, CRC,
    // sizes, name's length, extra's length) its central directory entry repeats after the version made by.
    const comum = Buffer.alloc(26);
    comum.writeUInt16LE(20, 0);
    comum.writeUInt16LE(8, 4);
    comum.writeUInt32LE(crc, 10);
    comum.writeUInt32LE(comprimido.length, 14);
    comum.writeUInt32LE(cru.length, 18);
    comum.writeUInt16LE(nome.length, 22);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    comum.copy(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    comum.copy(central, 6);
    central.writeUInt32LE(deslocamento, 42);
    locais.push(local, nome, comprimido);
    diretorio.push(central, nome);
    deslocamento += 30 + nome.length + comprimido.length;
  }
  const tamanhoDiretorio = diretorio.reduce((t, b) => t + b.length, 0);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(entradas.length, 8);
  fim.writeUInt16LE(entradas.length, 10);
  fim.writeUInt32LE(tamanhoDiretorio, 12);
  fim.writeUInt32LE(deslocamento, 16);
  return Buffer.concat([...locais, ...diretorio, fim]);
}

const celula = (ref: string, texto: string) => `<c r="${ref}" t="inlineStr"><is><t>${texto}</t></is></c>`;

/** An .xlsx of one sheet: `linhas` as [row number, cells] (inline strings), then `recheio` inside the sheet. */
export function xlsxCru(linhas: [number, string[]][], recheio: Buffer | string = ''): Buffer {
  const coluna = (i: number) => String.fromCharCode(65 + i);
  const corpo = linhas
    .map(([n, cs]) => `<row r="${n}">${cs.map((t, i) => celula(`${coluna(i)}${n}`, t)).join('')}</row>`)
    .join('');
  const folha = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
    Buffer.from(corpo),
    Buffer.from('</sheetData>'),
    Buffer.isBuffer(recheio) ? recheio : Buffer.from(recheio),
    Buffer.from('</worksheet>'),
  ]);
  return zipar([
    {
      nome: '[Content_Types].xml',
      dados:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      nome: '_rels/.rels',
      dados:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      nome: 'xl/workbook.xml',
      dados:
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      nome: 'xl/_rels/workbook.xml.rels',
      dados:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { nome: 'xl/worksheets/sheet1.xml', dados: folha },
  ]);
}
