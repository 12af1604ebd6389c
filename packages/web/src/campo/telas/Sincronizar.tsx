import { contagem } from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { chamar, gravarSessao, lerSessao, SemConexao, SessaoExpirada, sessaoDoLogin } from '../api.ts';
import { banco, esquecerFatia, gravarMeta, lerMeta } from '../banco.ts';
import { REPRESENTANTE_ESCOLHIDO } from '../representante.ts';
import { sincronizar, ULTIMA_SINCRONIZACAO } from '../sincronia.ts';
import { haQuanto, precisaSincronizar } from '../tempo.ts';

export function Sincronizar() {
  const ultima = useLiveQuery(() => lerMeta(ULTIMA_SINCRONIZACAO), []);
  const quantos = useLiveQuery(
    async () => ({ clientes: await banco.clientes.count(), produtos: await banco.produtos.count() }),
    [],
  );
  const representantes = useLiveQuery(() => banco.representantes.toArray(), []);
  const escolhido = useLiveQuery(() => lerMeta(REPRESENTANTE_ESCOLHIDO), []);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [mensagem, setMensagem] = useState('');
  const [, setAgora] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  const sessao = lerSessao();
  const admin = sessao?.papel === 'administrador';
  const empresas = sessao?.empresas ?? [];

  // Issue 51: another company of the person, no password. The slice on the device is this company's: it
  // goes before the other's comes (a sync at once); what waits in the outbox stays, each entry for its
  // own company only (sincronia.ts).
  const trocarEmpresa = async (id: number) => {
    setProgresso(0);
    setMensagem('');
    try {
      const r = await chamar('estabelecimentos/trocar_empresa', { empresa_id: id });
      await esquecerFatia();
      gravarSessao(sessaoDoLogin(r.retorno));
    } catch (e) {
      setProgresso(null);
      setMensagem(
        e instanceof SemConexao
          ? 'Sem conexão: para trocar de empresa é preciso estar conectado.'
          : (e as Error).message,
      );
      return;
    }
    await rodar();
  };

  const escolher = async (id: string) => {
    await gravarMeta(REPRESENTANTE_ESCOLHIDO, id || undefined);
    // The device now holds another representative's slice: fetch it at once.
    if (id) await rodar();
  };

  const rodar = async () => {
    setProgresso(0);
    setMensagem('');
    try {
      await sincronizar(setProgresso);
      setMensagem('Sincronização concluída.');
    } catch (e) {
      if (e instanceof SessaoExpirada) {
        setMensagem('Sessão expirada: entre novamente. Nada do que está no aparelho foi apagado.');
        gravarSessao(null);
      } else if (e instanceof SemConexao) setMensagem(e.message);
      else setMensagem((e as Error).message);
    } finally {
      setProgresso(null);
    }
  };

  return (
    <section>
      <h1>Sincronizar</h1>
      <p className="resumo">Última sincronização: {haQuanto(ultima)}</p>
      {precisaSincronizar(ultima) && (
        <p className="alerta" role="alert">
          {ultima
            ? 'Faz mais de 24 horas que este aparelho não sincroniza: preços e clientes podem estar desatualizados.'
            : 'Sincronize para trazer seus clientes e produtos para este aparelho.'}
        </p>
      )}
      {quantos && (
        <p className="detalhe">
          Neste aparelho: {contagem(quantos.clientes, 'cliente', 'clientes')},{' '}
          {contagem(quantos.produtos, 'produto', 'produtos')}.
        </p>
      )}
      {empresas.length > 1 && (
        <label className="campo-linha">
          Empresa
          <select
            value={sessao?.empresaId ?? ''}
            disabled={progresso !== null}
            onChange={(e) => void trocarEmpresa(Number(e.target.value))}
          >
            {empresas.map((e) => (
              <option key={e.id} value={e.id}>
                {e.nome}
              </option>
            ))}
          </select>
        </label>
      )}
      {admin && representantes && representantes.length > 0 && (
        <label className="campo-linha">
          Agir como o representante
          <select
            value={escolhido ?? ''}
            disabled={progresso !== null}
            onChange={(e) => void escolher(e.target.value)}
          >
            <option value="">Escolha…</option>
            {representantes.map((r) => (
              <option key={r.id} value={r.id}>
                {r.nome}
              </option>
            ))}
          </select>
        </label>
      )}
      {admin && ultima && !escolhido && (
        <p className="alerta" role="alert">
          Escolha o representante em nome de quem você vai trabalhar: os clientes, pedidos e visitas deste
          aparelho serão os dele.
        </p>
      )}
      <button type="button" className="principal largo" disabled={progresso !== null} onClick={rodar}>
        {progresso === null ? 'Sincronizar agora' : 'Sincronizando…'}
      </button>
      {progresso !== null && (
        <progress max={1} value={progresso} aria-label="Progresso da sincronização">
          {Math.round(progresso * 100)}%
        </progress>
      )}
      {mensagem && (
        <p className="resumo" role="status">
          {mensagem}
        </p>
      )}
    </section>
  );
}
