import { type EmpresaCorpo, percentualDecimal } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { empresas } from '../db/schema.ts';

// The spec's field names (snake_case, telefone as `fone`), so the answer is the row as the screens read it.
const colunas = {
  id: empresas.id,
  nome: empresas.nome,
  fantasia: empresas.fantasia,
  cnpj: empresas.cnpj,
  ie: empresas.ie,
  cep: empresas.cep,
  logradouro: empresas.logradouro,
  numero: empresas.numero,
  bairro: empresas.bairro,
  complemento: empresas.complemento,
  cidade: empresas.cidade,
  uf: empresas.uf,
  email: empresas.email,
  fone: empresas.fone,
  link_mapa_google: empresas.linkMapaGoogle,
  token: empresas.token,
  financeiro_venda: empresas.financeiroVenda,
  permite_desconto: empresas.permiteDesconto,
  venda_cliente_autorizado: empresas.vendaClienteAutorizado,
  venda_sem_estoque: empresas.vendaSemEstoque,
  altera_preco_pedido: empresas.alteraPrecoPedido,
  usa_merchant: empresas.usaMerchant,
  raio_visita_m: empresas.raioVisitaM,
  bloquear_vencidos_dias: empresas.bloquearVencidosDias,
  bloquear_limite: empresas.bloquearLimite,
  comissao_padrao: empresas.comissaoPadrao,
  comissao_quando: empresas.comissaoQuando,
  regime_tributario: empresas.regimeTributario,
};

export async function empresaPorId(db: Executor, id: number) {
  const [linha] = await db.select(colunas).from(empresas).where(eq(empresas.id, id));
  // numeric arrives as text; the answer is a plain percent (issue 31).
  return (
    linha && {
      ...linha,
      comissao_padrao: linha.comissao_padrao === null ? null : Number(linha.comissao_padrao),
    }
  );
}

export async function alterarEmpresa(db: Executor, e: EmpresaCorpo): Promise<boolean> {
  const alteradas = await db
    .update(empresas)
    .set({
      nome: e.nome,
      fantasia: e.fantasia,
      cnpj: e.cnpj,
      ie: e.ie,
      cep: e.cep,
      logradouro: e.logradouro,
      numero: e.numero,
      bairro: e.bairro,
      complemento: e.complemento,
      cidade: e.cidade,
      uf: e.uf,
      email: e.email,
      fone: e.fone,
      linkMapaGoogle: e.link_mapa_google,
      financeiroVenda: e.financeiro_venda,
      permiteDesconto: e.permite_desconto,
      vendaClienteAutorizado: e.venda_cliente_autorizado,
      vendaSemEstoque: e.venda_sem_estoque,
      alteraPrecoPedido: e.altera_preco_pedido,
      ...(e.raio_visita_m === undefined ? {} : { raioVisitaM: e.raio_visita_m }),
      // Issue 30: absent keeps the stored credit settings.
      ...(e.bloquear_vencidos_dias === undefined ? {} : { bloquearVencidosDias: e.bloquear_vencidos_dias }),
      ...(e.bloquear_limite === undefined ? {} : { bloquearLimite: e.bloquear_limite }),
      // Issue 31: left out of the body, the commission settings stay as they were.
      ...(e.comissao_padrao === undefined ? {} : { comissaoPadrao: percentualDecimal(e.comissao_padrao) }),
      ...(e.comissao_quando === undefined ? {} : { comissaoQuando: e.comissao_quando }),
      // Issue 48: absent keeps the stored regime.
      ...(e.regime_tributario === undefined ? {} : { regimeTributario: e.regime_tributario }),
    })
    .where(eq(empresas.id, e.id))
    .returning({ id: empresas.id });
  return alteradas.length > 0;
}
