import { formatarCep, formatarCpfCnpj, formatarFone, type Pedido } from '@mascate/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Banco, Tx } from '../db/banco.ts';
import { clientes, empresas, formasPagamento, usuarios } from '../db/schema.ts';
import { naoEncontrado } from '../http/erros.ts';
import { comQr, type PixParcelaComQr, pixDasParcelas } from '../pix/parcelas.ts';
import { PEDIDO_NAO_ENCONTRADO } from './gravacao.ts';
import { lerPedidos } from './leitura.ts';

/** Everything the PDF and the public page show of one order, already formatted where it is text. */
export type DocumentoPedido = {
  empresa: { nome: string; documento: string; endereco: string; contato: string };
  /** A data: URL (PNG or JPEG) of the company's image, when it has one stored inline. */
  logo: string | undefined;
  cliente: { nome: string; documento: string; endereco: string; email: string; fone: string };
  pedido: Pedido;
  /** Issue 27: the payment method's and the representative's names ('' for none). */
  formaPagamento: string;
  representante: string;
  /** Issue 49: the Pix of each open instalment (none without the company's key or anything open). */
  pix: PixParcelaComQr[];
};

type Endereco = {
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
};

function endereco(e: Endereco): string {
  const rua = [e.logradouro, e.numero].filter(Boolean).join(', ');
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/');
  return [rua, e.complemento, e.bairro, cidade, e.cep.length === 8 ? `CEP ${formatarCep(e.cep)}` : '']
    .filter(Boolean)
    .join(' - ');
}

/**
 * The order with its company and customer, in the company's transaction (another company's: 404),
 * without the logo: that one is read with `comLogo` after the transaction ended, since code holding a
 * pooled connection never asks the pool for a second one (db/banco.ts ConexaoAninhada).
 */
export async function carregarDocumento(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
): Promise<DocumentoPedido> {
  const [pedido] = (await lerPedidos(tx, empresaId, { id: pedidoId })).linhas;
  if (!pedido) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
  const [e] = await tx.select().from(empresas).where(eq(empresas.id, empresaId));
  const [c] = await tx
    .select()
    .from(clientes)
    .where(and(eq(clientes.empresaId, empresaId), eq(clientes.id, pedido.participante_id)));
  if (!e || !c) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
  const [forma] = pedido.forma_pagamento_id
    ? await tx
        .select({ descricao: formasPagamento.descricao })
        .from(formasPagamento)
        .where(
          and(eq(formasPagamento.empresaId, empresaId), eq(formasPagamento.id, pedido.forma_pagamento_id)),
        )
    : [];
  return {
    empresa: {
      nome: e.fantasia || e.nome,
      documento: e.cnpj ? `CNPJ ${formatarCpfCnpj(e.cnpj)}` : '',
      endereco: endereco(e),
      contato: [e.fone ? formatarFone(e.fone) : '', e.email].filter(Boolean).join(' - '),
    },
    logo: undefined,
    cliente: {
      nome: c.nome,
      documento: c.cnpjCpf ? `${c.cnpjCpf.length > 11 ? 'CNPJ' : 'CPF'} ${formatarCpfCnpj(c.cnpjCpf)}` : '',
      endereco: endereco(c),
      email: c.email,
      fone: c.fone1 ? formatarFone(c.fone1) : '',
    },
    pedido,
    formaPagamento: forma?.descricao ?? '',
    representante: pedido.vendedor_nome ?? '',
    pix: await comQr(await pixDasParcelas(tx, empresaId, pedidoId)),
  };
}

/** The document with its company's logo, read on its own connection (call it outside any transaction). */
export async function comLogo(
  banco: Banco,
  empresaId: number,
  doc: DocumentoPedido,
): Promise<DocumentoPedido> {
  return { ...doc, logo: await logoDaEmpresa(banco, empresaId) };
}

/**
 * The company's image, when its first user registered one as an inline PNG or JPEG (imagem_login). A
 * remote address is never fetched: the PDF is made from what the database holds. Read as the owner
 * (the users table is outside row-level security).
 */
async function logoDaEmpresa(banco: Banco, empresaId: number): Promise<string | undefined> {
  const [u] = await banco.db
    .select({ imagem: usuarios.imagemLogin })
    .from(usuarios)
    .where(eq(usuarios.empresaId, empresaId))
    .orderBy(asc(usuarios.id))
    .limit(1);
  return u && /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(u.imagem) ? u.imagem : undefined;
}
