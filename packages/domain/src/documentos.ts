export function somenteDigitos(v: string): string {
  return v.replace(/\D/g, '');
}

// Upper-casing first keeps letters typed in lower case in alphanumeric CNPJs.
export function normalizarDocumento(v: string): string {
  return v.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function todosIguais(v: string): boolean {
  return v.split('').every((c) => c === v[0]);
}

// Alphanumeric CNPJ (Receita Federal, 2026) values each character as its ASCII code minus 48,
// which leaves digits unchanged.
function valor(c: string): number {
  return c.charCodeAt(0) - 48;
}

function somaPonderada(v: string, pesos: readonly number[]): number {
  return pesos.reduce((soma, peso, i) => soma + valor(v.charAt(i)) * peso, 0);
}

function digitoCpf(v: string, pesoInicial: number): number {
  const pesos = Array.from({ length: pesoInicial - 1 }, (_, i) => pesoInicial - i);
  const resto = (somaPonderada(v, pesos) * 10) % 11;
  return resto === 10 ? 0 : resto;
}

export function isValidCpf(v: string): boolean {
  const cpf = normalizarDocumento(v);
  if (!/^\d{11}$/.test(cpf) || todosIguais(cpf) || cpf === '12345678909') return false;
  return digitoCpf(cpf, 10) === valor(cpf.charAt(9)) && digitoCpf(cpf, 11) === valor(cpf.charAt(10));
}

const PESOS_CNPJ_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const PESOS_CNPJ_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function digitoCnpj(v: string, pesos: readonly number[]): number {
  const resto = somaPonderada(v, pesos) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function isValidCnpj(v: string): boolean {
  const cnpj = normalizarDocumento(v);
  if (!/^[A-Z0-9]{12}\d{2}$/.test(cnpj) || todosIguais(cnpj)) return false;
  return (
    digitoCnpj(cnpj, PESOS_CNPJ_1) === valor(cnpj.charAt(12)) &&
    digitoCnpj(cnpj, PESOS_CNPJ_2) === valor(cnpj.charAt(13))
  );
}

// The spec checks the raw typed text: 11 to 18 characters covers a bare CPF up to a masked CNPJ.
export function isValidCpfCnpj(v: string): boolean {
  if (v.length < 11 || v.length > 18) return false;
  const doc = normalizarDocumento(v);
  if (doc.length === 11) return isValidCpf(doc);
  if (doc.length === 14) return isValidCnpj(doc);
  return false;
}
