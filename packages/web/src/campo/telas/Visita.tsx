import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { banco, gravarMeta, lerMeta } from '../banco.ts';
import { representanteAtual } from '../representante.ts';
import { ir } from '../rota.ts';
import { enviarPendentes, guardarNoOutbox } from '../sincronia.ts';
import { type CheckIn, dadosDaVisita, MOTIVOS_SEM_VENDA, RESULTADOS, type Resultado } from '../visita.ts';

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
  const chave = `visita-${clienteId}`;
  const cliente = useLiveQuery(() => banco.clientes.get(clienteId), [clienteId]);
  // The check-in survives a reload of the app (kept on the device until check-out).
  const checkIn = useLiveQuery(async () => {
    const v = await lerMeta(chave);
    return v ? (JSON.parse(v) as CheckIn) : null;
  }, [chave]);
  const [resultado, setResultado] = useState<Resultado>('pedido');
  const [motivo, setMotivo] = useState(MOTIVOS_SEM_VENDA[0] ?? '');
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
    const dados = dadosDaVisita({
      clienteId,
      representanteId,
      checkIn,
      fim: new Date().toISOString(),
      resultado,
      motivo,
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
    void enviarPendentes().catch(() => undefined);
  };

  if (cliente === undefined || checkIn === undefined) return null;
  if (salvo)
    return (
      <section>
        <p className="sucesso" role="status">
          Visita salva no aparelho. Ela será enviada assim que houver conexão.
        </p>
        <div className="acoes">
          {resultado === 'pedido' && (
            <button type="button" className="principal" onClick={() => ir('pedido', clienteId)}>
              Novo pedido
            </button>
          )}
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
                  onChange={() => setResultado(r)}
                />
                {RESULTADOS[r]}
              </label>
            ))}
          </fieldset>
          {resultado === 'sem_venda' && (
            <label className="campo-linha">
              Motivo
              <select value={motivo} onChange={(e) => setMotivo(e.target.value)}>
                {MOTIVOS_SEM_VENDA.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </label>
          )}
          <label className="campo-linha">
            Observação
            <textarea maxLength={500} value={obs} onChange={(e) => setObs(e.target.value)} />
          </label>
          {erro && (
            <p className="erro" role="alert">
              {erro}
            </p>
          )}
          <button type="button" className="principal largo" onClick={sair}>
            Fazer check-out
          </button>
        </>
      )}
    </section>
  );
}
