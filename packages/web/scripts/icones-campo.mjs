// Draws the field app's icons (192 and 512 px PNG) with no image library: a teal square (maskable: the
// mark stays inside the central 80 %) with a white "M" of three strokes. Run once; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTabela = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTabela[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const bloco = (tipo, dados) => {
  const t = Buffer.from(tipo, 'ascii');
  const tam = Buffer.alloc(4);
  tam.writeUInt32BE(dados.length);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(Buffer.concat([t, dados])));
  return Buffer.concat([tam, t, dados, c]);
};

function dentroDoM(x, y) {
  // Coordinates in 0..1; the mark spans 0.28..0.72 horizontally and 0.3..0.7 vertically.
  const l = 0.085;
  if (y < 0.3 || y > 0.7) return false;
  if (x >= 0.28 && x <= 0.28 + l) return true;
  if (x >= 0.72 - l && x <= 0.72) return true;
  // The two diagonals meeting at (0.5, 0.55).
  const t = (y - 0.3) / 0.25;
  if (t <= 1) {
    const xe = 0.28 + t * 0.22;
    const xd = 0.72 - t * 0.22;
    if (Math.abs(x - xe) < l / 1.4 || Math.abs(x - xd) < l / 1.4) return true;
  }
  return false;
}

function png(tamanho) {
  const linhas = [];
  for (let y = 0; y < tamanho; y += 1) {
    const linha = Buffer.alloc(1 + tamanho * 3);
    for (let x = 0; x < tamanho; x += 1) {
      const branco = dentroDoM((x + 0.5) / tamanho, (y + 0.5) / tamanho);
      const [r, g, b] = branco ? [255, 255, 255] : [0, 105, 92];
      linha[1 + x * 3] = r;
      linha[2 + x * 3] = g;
      linha[3 + x * 3] = b;
    }
    linhas.push(linha);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(tamanho, 0);
  ihdr.writeUInt32BE(tamanho, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', deflateSync(Buffer.concat(linhas))),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

for (const t of [192, 512]) writeFileSync(new URL(`../campo/public/icone-${t}.png`, import.meta.url), png(t));
