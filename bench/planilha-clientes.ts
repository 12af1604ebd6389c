// The customers' spreadsheet the import benches send: the screen's columns, a BOM and CRLF lines, as the
// export writes it and as people save it from a spreadsheet program.
import { COLUNAS_CLIENTES } from '@mascate/domain';

/** A valid CPF from a 9-digit base `inicio + i` (check digits computed), distinct for each i. */
export function cpfDoNumero(i: number, inicio: number): string {
  const base = String(inicio + i)
    .padStart(9, '0')
    .slice(-9);
  const dv = (s: string) => {
    const r = (s.split('').reduce((t, c, k) => t + Number(c) * (s.length + 1 - k), 0) * 10) % 11;
    return String(r === 10 ? 0 : r);
  };
  const d1 = dv(base);
  return base + d1 + dv(base + d1);
}

/** One customer's cells after the name, trade name and document: address in São Paulo, then `contato`. */
type Linha = { nome: string; fantasia: string; documento: string; contato: [string, string, string] };

/** The CSV text of `n` customers, row i from `linha(i)`. */
export function planilhaClientes(n: number, linha: (i: number) => Linha): string {
  const linhas = [COLUNAS_CLIENTES.map((c) => c.titulo).join(';')];
  for (let i = 0; i < n; i++) {
    const l = linha(i);
    const endereco = ['01001-000', `Rua ${i}`, String(i % 999), 'Centro', '', 'São Paulo', 'SP'];
    linhas.push([l.nome, l.fantasia, l.documento, '', ...endereco, ...l.contato].join(';'));
  }
  return `\uFEFF${linhas.join('\r\n')}\r\n`;
}
