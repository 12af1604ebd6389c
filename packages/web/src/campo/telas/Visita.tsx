import { formatarMoeda } from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { banco, gravarMeta, lerMeta } from '../banco.ts';
import { pedirEnvio } from '../envio-automatico.ts';
import { representanteAtual } from '../representante.ts';
import { ir } from '../rota.ts';
import { guardarNoOutbox } from '../sincronia.ts';
import { type CheckIn, chaveDaVisita, dadosDaVisita, RESULTADOS, type Resultado } from '../visita.ts';
import { AvisoErro } from './AvisoErro.tsx';

const posicao = () =>
  new Promise<GeolocationPosition | null>((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 60_000,
    });
  });

/** Check-in (with the device's location and accuracy), the outcome, check-out. */
export function Visita({ clienteId }: { clienteId: number }) {
  const chave = chaveDaVisita(clienteId);
  const cliente = useLiveQuery(() => banco.clientes.get(clienteId), [clienteId]);
  // The company's reasons for no sale, as the last sync brought them.
  const motivos = useLiveQuery(() => banco.motivos.toArray(), [], []).sort((a, b) =>
    a.descricao.localeCompare(b.descricao, 'pt-BR'),
  );
  // The check-in survives a reload of the app (kept on the device until check-out).
  const checkIn = useLiveQuery(async () => {
    const v = await lerMeta(chave);
    return v ? (JSON.parse(v) as CheckIn) : null;
  }, [chave]);
  // The order made during the visit (the newest saved for this customer since the check-in, not refused).
  const pedidoDaVisita = useLiveQuery(async () => {
    if (!checkIn) return null;
    const feitos = await banco.outbox
      .where('feito_em')
      .aboveOrEqual(checkIn.inicio)
      .filter(
        (e) => e.tipo === 'pedido' && e.situacao !== 'recusado' && e.dados.participante_id === clienteId,
      )
      .toArray();
    return feitos.at(-1) ?? null;
  }, [checkIn, clienteId]);
  const [resultado, setResultado] = useState<Resultado>('pedido');
  const [motivoId, setMotivoId] = useState(0);
  const [obs, setObs] = useState('');
  const [aguarde, setAguarde] = useState(false);
  const [salvo, setSalvo] = useState(false);
  const [erro, setErro] = useState('');

  const entrar = async () => {
    setAguarde(true);
    const p = await posicao();
    const c: CheckIn = p
      ? {
          inicio: new Date().toISOString(),
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          precisao: p.coords.accuracy,
        }
      : { inicio: new Date().toISOString() };
    await gravarMeta(chave, JSON.stringify(c));
    setAguarde(false);
  };

  const sair = async () => {
    if (!checkIn || !cliente) return;
    const representanteId = await representanteAtual();
    if (!representanteId) {
      setErro('Escolha o representante na tela Sincronizar antes de registrar visitas.');
      return;
    }
    // The reason is chosen by the representative, never preselected (a default would be recorded unread).
    const motivo = motivoId;
    if (resultado === 'sem_venda' && motivos.length === 0) {
      setErro('Sincronize para trazer os motivos de não venda da empresa.');
      return;
    }
    if (resultado === 'sem_venda' && !motivo) {
      setErro('Escolha o motivo da não venda.');
      return;
    }
    if (resultado === 'pedido' && !pedidoDaVisita) {
      setErro('Faça o pedido deste cliente antes do check-out (toque em Novo pedido).');
      return;
    }
    const dados = dadosDaVisita({
      clienteId,
      representanteId,
      checkIn,
      fim: new Date().toISOString(),
      resultado,
      motivoId: motivo || null,
      pedidoOperacao: pedidoDaVisita?.id ?? null,
      obs,
    });
    await guardarNoOutbox({
      id: crypto.randomUUID(),
      tipo: 'visita',
      feito_em: new Date().toISOString(),
      dados: dados as Record<string, unknown>,
      titulo: cliente.apelido || cliente.nome,
      totalCentavos: 0,
    });
    await gravarMeta(chave, undefined);
    setSalvo(true);
    pedirEnvio();
  };

  if (cliente === undefined || checkIn === undefined) return null;
  if (salvo)
    return (
      <section>
        <p className="sucesso" role="status">
          Visita salva no aparelho. Ela será enviada assim que houver conexão.
        </p>
        <div className="acoes">
          <button type="button" onClick={() => ir('cliente', clienteId)}>
            Voltar ao cliente
          </button>
        </div>
      </section>
    );
  return (
    <section>
      <h1>Visita</h1>
      <p className="detalhe">{cliente ? cliente.apelido || cliente.nome : ''}</p>
      {!checkIn ? (
        <button type="button" className="principal largo" disabled={aguarde} onClick={entrar}>
          {aguarde ? 'Obtendo localização…' : 'Fazer check-in'}
        </button>
      ) : (
        <>
          <p className="resumo">
            Check-in às{' '}
            {new Date(checkIn.inicio).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}
            {checkIn.latitude === undefined
              ? ' (sem localização)'
              : ` (precisão de ${Math.round(checkIn.precisao ?? 0)} m)`}
          </p>
          <fieldset className="opcoes">
            <legend>Resultado</legend>
            {(Object.keys(RESULTADOS) as Resultado[]).map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="resultado"
                  checked={resultado === r}
                  onChange={() => {
                    setResultado(r);
                    setErro('');
                  }}
                />
                {RESULTADOS[r]}
              </label>
            ))}
          </fieldset>
          {resultado === 'pedido' &&
            (pedidoDaVisita ? (
              <p className="resumo">
                Pedido feito nesta visita: {formatarMoeda(pedidoDaVisita.totalCentavos)}
                {pedidoDaVisita.registro?.numero ? ` (nº ${pedidoDaVisita.registro.numero})` : ''}.
              </p>
            ) : (
              <button type="button" className="largo" onClick={() => ir('pedido', clienteId)}>
                Novo pedido
              </button>
            ))}
          {resultado === 'sem_venda' &&
            (motivos.length > 0 ? (
              <label className="campo-linha">
                Motivo
                <select
                  value={motivoId || ''}
                  required
                  aria-invalid={erro !== '' && !motivoId}
                  onChange={(e) => {
                    setMotivoId(Number(e.target.value));
                    setErro('');
                  }}
                >
                  <option value="" disabled>
                    Escolha o motivo…
                  </option>
                  {motivos.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.descricao}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="alerta">Sincronize para trazer os motivos de não venda da empresa.</p>
            ))}
          <label className="campo-linha">
            Observação
            <textarea maxLength={500} value={obs} onChange={(e) => setObs(e.target.value)} />
          </label>
          <AvisoErro erro={erro} />
          <button type="button" className="principal largo" onClick={sair}>
            Fazer check-out
          </button>
        </>
      )}
    </section>
  );
}
