import { eq } from 'drizzle-orm';
import { clientes, empresas, pedidoItens, pedidos, unidades } from '../src/db/schema.ts';
import type { Ambiente, EmpresaTeste, Resposta } from './ambiente.ts';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Arquivo = { nome: string; tipo: string; dados: Buffer };

/** A multipart/form-data body written by hand, as a browser would send it; the file in `campoArquivo`. */
export function multipart(
  campos: Record<string, string | number>,
  arquivo?: Arquivo,
  campoArquivo = 'imagem',
) {
  const limite = `----mascate${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos)) {
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
    );
  }
  if (arquivo) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${campoArquivo}"; filename="${arquivo.nome}"\r\n` +
          `Content-Type: ${arquivo.tipo}\r\n\r\n`,
      ),
      arquivo.dados,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { corpo: Buffer.concat(partes), tipo: `multipart/form-data; boundary=${limite}` };
}

export async function enviarMultipart(
  amb: Ambiente,
  url: string,
  campos: Record<string, string | number>,
  arquivo?: Arquivo,
  token?: string,
): Promise<Resposta> {
  const { corpo, tipo } = multipart(campos, arquivo);
  const r = await amb.app.inject({
    method: 'POST',
    url,
    payload: corpo,
    headers: { 'content-type': tipo, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: r.statusCode, corpo: r.json() };
}

export async function novaUnidade(amb: Ambiente, e: EmpresaTeste, sigla = 'UN'): Promise<number> {
  const [u] = await amb.banco.db
    .insert(unidades)
    .values({ empresaId: e.empresaId, sigla, descricao: `Unidade ${sigla}` })
    .returning({ id: unidades.id });
  if (!u) throw new Error('unidade não criada');
  return u.id;
}

export const produtoValido = (unidadeId: number) => ({
  codigo: 'P001',
  descricao: 'Café torrado 500g',
  unidade: 'UN',
  unidade_id: unidadeId,
  preco: 12.5,
  status: 0,
  estoque: 10.25,
  tipo: 0,
  meu_id: 0,
});

export async function novoProduto(
  amb: Ambiente,
  e: EmpresaTeste,
  campos: Partial<ReturnType<typeof produtoValido>> = {},
) {
  const unidadeId = await novaUnidade(amb, e);
  const r = await amb.chamar(
    'POST',
    '/api/produtos/create',
    { ...produtoValido(unidadeId), ...campos },
    e.token,
  );
  if (r.status !== 200) throw new Error(JSON.stringify(r.corpo));
  return { id: Number(r.corpo.retorno.id), unidadeId };
}

export async function definirMerchant(amb: Ambiente, e: EmpresaTeste, valor: number) {
  await amb.banco.db.update(empresas).set({ usaMerchant: valor }).where(eq(empresas.id, e.empresaId));
}

let numero = 0;
/** An order row written straight to the database (the orders API is another feature's). */
export async function novoPedido(
  amb: Ambiente,
  e: EmpresaTeste,
  data: string,
  opcoes: { valor?: string; produtoId?: number } = {},
) {
  const db = amb.banco.db;
  const [c] = await db
    .insert(clientes)
    .values({ empresaId: e.empresaId, nome: 'Cliente Teste', cnpjCpf: '11144477735' })
    .returning({ id: clientes.id });
  numero += 1;
  const [p] = await db
    .insert(pedidos)
    .values({
      empresaId: e.empresaId,
      numero,
      data,
      participanteId: c?.id ?? 0,
      valor: opcoes.valor ?? '10.00',
    })
    .returning({ id: pedidos.id });
  if (opcoes.produtoId !== undefined && p) {
    await db.insert(pedidoItens).values({
      empresaId: e.empresaId,
      pedidoId: p.id,
      seq: 1,
      produtoId: opcoes.produtoId,
      descricao: 'Item',
      qt: '1',
      preco: '10.00',
      total: '10.00',
    });
  }
  return p?.id ?? 0;
}
