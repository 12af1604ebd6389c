// The companies bench/gerar.ts creates and the id range of each of their tables, fixed before any COPY
// so orders can name customers and products without reading them back.

export type Tamanho = {
  clientes: number;
  produtos: number;
  pedidos: number;
  representantes: number;
  rotas: number;
};

export type PlanoEmpresa = Tamanho & {
  id: number;
  usuarioId: number;
  email: string;
  nome: string;
  /** First id of each table for this company (ids are global: one identity sequence per table). */
  primeiro: {
    unidade: number;
    forma: number;
    rota: number;
    representante: number;
    cliente: number;
    produto: number;
    pedido: number;
  };
};

export const EMAIL_GRANDE = 'grande@bench.local';
export const SENHA_BENCH = 'senha-bench';
export const emailPequena = (n: number) => `pequena-${String(n).padStart(4, '0')}@bench.local`;
/** The session token gerar stores for each company (its hash in sessoes), so carga can skip login. */
export const tokenBench = (empresaId: number) => `bench-sessao-${empresaId}`;

const PEQUENA: Tamanho = { clientes: 30, produtos: 60, pedidos: 200, representantes: 2, rotas: 3 };
export const UNIDADES_POR_EMPRESA = 5;
export const FORMAS_POR_EMPRESA = 5;

export function planejar(escala: number, pequenas: number): PlanoEmpresa[] {
  const n = (v: number, minimo: number) => Math.max(minimo, Math.round(v * escala));
  const grande: Tamanho = {
    clientes: n(100_000, 100),
    produtos: n(600_000, 100),
    pedidos: n(1_000_000, 100),
    representantes: n(200, 2),
    rotas: n(2_000, 3),
  };
  const proximo = { unidade: 1, forma: 1, rota: 1, representante: 1, cliente: 1, produto: 1, pedido: 1 };
  const tamanhos = [grande, ...Array.from({ length: pequenas }, () => PEQUENA)];
  return tamanhos.map((t, i) => {
    const primeiro = { ...proximo };
    proximo.unidade += UNIDADES_POR_EMPRESA;
    proximo.forma += FORMAS_POR_EMPRESA;
    proximo.rota += t.rotas;
    proximo.representante += t.representantes;
    proximo.cliente += t.clientes;
    proximo.produto += t.produtos;
    proximo.pedido += t.pedidos;
    return {
      ...t,
      id: i + 1,
      usuarioId: i + 1,
      email: i === 0 ? EMAIL_GRANDE : emailPequena(i),
      nome: i === 0 ? 'Distribuidora Grande Bench Ltda' : `Comercial Pequena ${i} Ltda`,
      primeiro,
    };
  });
}
