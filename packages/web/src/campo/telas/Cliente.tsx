import {
  formatarCpfCnpj,
  formatarData,
  formatarFone,
  formatarMoeda,
  linkMapaEndereco,
  paraCentavos,
} from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { banco } from '../banco.ts';
import { lerCredito } from '../credito.ts';
import { ir } from '../rota.ts';

const SITUACOES: Record<string, string> = {
  orcamento: 'Orçamento',
  pedido: 'Pedido',
  faturado: 'Faturado',
  cancelado: 'Cancelado',
};

export function Cliente({ id }: { id: number }) {
  const dados = useLiveQuery(async () => {
    const cliente = await banco.clientes.get(id);
    const pedidos = (await banco.pedidos.where('participante_id').equals(id).toArray()).sort(
      (a, b) => b.data.localeCompare(a.data) || b.id - a.id,
    );
    return { cliente, pedidos, credito: await lerCredito(id) };
  }, [id]);
  if (!dados) return null;
  const { cliente: c, pedidos, credito } = dados;
  if (!c)
    return (
      <p className="vazio">Cliente não encontrado neste aparelho. Sincronize para atualizar a carteira.</p>
    );
  const endereco = [
    c.logradouro && `${c.logradouro}, ${c.numero}`,
    c.bairro,
    c.cidade && `${c.cidade}/${c.uf}`,
  ]
    .filter(Boolean)
    .join(' - ');
  return (
    <section>
      <h1>{c.nome}</h1>
      {c.apelido && <p className="detalhe">{c.apelido}</p>}
      <dl className="ficha">
        <dt>CNPJ/CPF</dt>
        <dd>{formatarCpfCnpj(c.cnpj_cpf)}</dd>
        {endereco && (
          <>
            <dt>Endereço</dt>
            <dd>
              <a href={linkMapaEndereco(endereco, c.cep)} target="_blank" rel="noreferrer">
                {endereco}
              </a>
            </dd>
          </>
        )}
        {c.fone1 && (
          <>
            <dt>Telefone</dt>
            <dd>
              <a href={`tel:${c.fone1}`}>{formatarFone(c.fone1)}</a>
            </dd>
          </>
        )}
        {c.email && (
          <>
            <dt>E-mail</dt>
            <dd>{c.email}</dd>
          </>
        )}
      </dl>
      {credito && (
        <section className="credito" aria-label="Crédito">
          <h2>Crédito</h2>
          <dl className="ficha">
            <dt>Limite</dt>
            <dd>{credito.limiteCentavos === null ? 'Sem limite' : formatarMoeda(credito.limiteCentavos)}</dd>
            <dt>Em aberto</dt>
            <dd>{formatarMoeda(credito.emAbertoCentavos)}</dd>
            <dt>Vencido</dt>
            <dd className={credito.vencidoCentavos > 0 ? 'negativo' : ''}>
              {formatarMoeda(credito.vencidoCentavos)}
              {credito.maiorAtrasoDias > 0 ? ` (há ${credito.maiorAtrasoDias} dias)` : ''}
            </dd>
            {credito.disponivelCentavos !== null && (
              <>
                <dt>Disponível</dt>
                <dd className={credito.disponivelCentavos < 0 ? 'negativo' : 'positivo'}>
                  {formatarMoeda(credito.disponivelCentavos)}
                </dd>
              </>
            )}
          </dl>
          {credito.doAparelhoCentavos > 0 && (
            <p className="detalhe">
              Inclui {formatarMoeda(credito.doAparelhoCentavos)} em pedidos feitos neste aparelho desde a
              última sincronização.
            </p>
          )}
        </section>
      )}
      <div className="acoes">
        <button type="button" className="principal" onClick={() => ir('pedido', c.id)}>
          Novo pedido
        </button>
        <button type="button" onClick={() => ir('visita', c.id)}>
          Visita
        </button>
      </div>
      <h2>Últimos pedidos</h2>
      {pedidos.length === 0 && <p className="vazio">Nenhum pedido deste cliente.</p>}
      <ul className="lista">
        {pedidos.map((p) => (
          <li key={p.id} className="linha-pedido">
            <div>
              <span className="nome">
                Nº {p.numero} · {formatarData(p.data)}
              </span>
              <span className="detalhe">
                {SITUACOES[p.situacao] ?? p.situacao} ·{' '}
                {formatarMoeda(paraCentavos(p.valor) - paraCentavos(p.desconto))} · {p.itens.length} item(ns)
              </span>
            </div>
            <button type="button" className="acao" onClick={() => ir('pedido', c.id, `repetir-${p.id}`)}>
              Repetir pedido
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
