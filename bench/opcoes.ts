// Command-line options of the bench scripts: `--nome valor` and bare `--flag`.
export function opcao(nome: string, padrao: number): number {
  const i = process.argv.indexOf(`--${nome}`);
  const valor = i >= 0 ? Number(process.argv[i + 1]) : padrao;
  if (!Number.isFinite(valor)) throw new Error(`--${nome} precisa de um número`);
  return valor;
}

export function texto(nome: string, padrao: string): string {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? (process.argv[i + 1] ?? padrao) : padrao;
}

export const tem = (nome: string) => process.argv.includes(`--${nome}`);

export function urlBanco(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Defina DATABASE_URL (ex.: postgres://postgres:postgres@127.0.0.1:5432/mascate_bench)');
  return url;
}
