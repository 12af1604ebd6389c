import { contagem, formatarDataHora, formatarMoeda } from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { SemConexao } from '../api.ts';
import { banco, type Envio } from '../banco.ts';
import { enviarAgora } from '../envio-automatico.ts';
import { ir } from '../rota.ts';

const GRUPOS: [Envio['situacao'], string][] = [
  ['recusado', 'Recusados'],
  ['aguardando', 'Aguardando envio'],
  ['enviado', 'Enviados'],
];

/** What waits, what was sent and what was refused (with the server's reason). */
export function Envios() {
  const envios = useLiveQuery(() => banco.outbox.orderBy('feito_em').reverse().limit(200).toArray(), []);
  const [mensagem, setMensagem] = useState('');
  const enviar = async () => {
    setMensagem('Enviando…');
    try {
      const n = await enviarAgora();
      setMensagem(n > 0 ? `${contagem(n, 'envio concluído', 'envios concluídos')}.` : 'Nada a enviar.');
    } catch (e) {
      setMensagem(
        e instanceof SemConexao
          ? 'Sem conexão: os envios continuam guardados no aparelho.'
          : (e as Error).message,
      );
    }
  };
  if (!envios) return null;
  return (
    <section>
      <h1>Envios</h1>
      <button type="button" className="principal largo" onClick={enviar}>
        Enviar agora
      </button>
      {mensagem && (
        <p className="resumo" role="status">
          {mensagem}
        </p>
      )}
      {GRUPOS.map(([situacao, nome]) => {
        const lista = envios.filter((e) => e.situacao === situacao);
        if (lista.length === 0) return null;
        return (
          <div key={situacao}>
            <h2>
              {nome} ({lista.length})
            </h2>
            <ul className="lista">
              {lista.map((e) => (
                <li key={e.id} className={`envio ${situacao}`}>
                  <div>
                    <span className="nome">
                      {e.tipo === 'pedido' ? 'Pedido' : 'Visita'} · {e.titulo}
                    </span>
                    <span className="detalhe">
                      {formatarDataHora(e.feito_em)}
                      {e.tipo === 'pedido' ? ` · ${formatarMoeda(e.totalCentavos)}` : ''}
                      {e.registro?.numero ? ` · nº ${e.registro.numero}` : ''}
                    </span>
                    {situacao === 'recusado' && <span className="motivo">Recusado: {e.mensagem}</span>}
                  </div>
                  {situacao === 'recusado' && e.tipo === 'pedido' && !e.corrigido && (
                    <button
                      type="button"
                      className="acao"
                      onClick={() => ir('pedido', Number(e.dados.participante_id), `corrigir-${e.id}`)}
                    >
                      Corrigir
                    </button>
                  )}
                  {e.corrigido && <span className="detalhe">corrigido</span>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {envios.length === 0 && <p className="vazio">Nenhum pedido ou visita registrado neste aparelho.</p>}
    </section>
  );
}
