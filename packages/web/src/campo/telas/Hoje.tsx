import { contagem, formatarMoeda, hojeSaoPaulo, rotaVendeNoDia } from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { banco } from '../banco.ts';
import { ir } from '../rota.ts';

/** Today's planned customers: those on routes that sell on today's weekday, visited or not. */
export function Hoje() {
  const hoje = hojeSaoPaulo();
  const dados = useLiveQuery(async () => {
    const rotas = (await banco.rotas.toArray()).filter((r) => rotaVendeNoDia(r.dias_semana_venda, hoje));
    const ids = new Set(rotas.map((r) => r.id));
    const clientes = (await banco.clientes.toArray())
      .filter((c) => c.rota_id !== null && ids.has(c.rota_id))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    // Today's work on the device (sent or not): who was attended and the day's orders.
    const doDia = (await banco.outbox.toArray()).filter((e) => hojeSaoPaulo(new Date(e.feito_em)) === hoje);
    return { clientes, doDia };
  }, [hoje]);
  if (!dados) return null;
  const atendidos = new Set(dados.doDia.map((e) => Number(e.dados.cliente_id ?? e.dados.participante_id)));
  const pedidos = dados.doDia.filter((e) => e.tipo === 'pedido' && e.situacao !== 'recusado');
  const total = pedidos.reduce((s, e) => s + e.totalCentavos, 0);
  return (
    <section>
      <h1>Hoje</h1>
      <p className="resumo">
        {contagem(dados.clientes.length, 'cliente planejado', 'clientes planejados')} ·{' '}
        {contagem(atendidos.size, 'atendido', 'atendidos')} · {contagem(pedidos.length, 'pedido', 'pedidos')}{' '}
        · {formatarMoeda(total)}
      </p>
      {dados.clientes.length === 0 && <p className="vazio">Nenhum cliente planejado para hoje.</p>}
      <ul className="lista">
        {dados.clientes.map((c) => (
          <li key={c.id}>
            <button type="button" onClick={() => ir('cliente', c.id)}>
              <span className="nome">{c.apelido || c.nome}</span>
              <span className="detalhe">
                {c.cidade}
                {atendidos.has(c.id) ? ' · ✓ atendido' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
