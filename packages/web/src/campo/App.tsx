import { contagem } from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { chamar, gravarSessao, lerSessao } from './api.ts';
import { registrarAtualizacao } from './atualizacao.ts';
import { banco, esquecerFatia } from './banco.ts';
import { iniciarEnvioAutomatico, useEnvioAutomatico } from './envio-automatico.ts';
import { ir, useRota } from './rota.ts';
import { Entrar } from './telas/Entrar.tsx';
import { Hoje } from './telas/Hoje.tsx';
import { Icone } from './telas/Icone.tsx';

// The first screens (sign-in, Hoje) come with the app; the others load when first opened (all of them
// are in the service worker's cache, so they open offline too).
const Cliente = lazy(() => import('./telas/Cliente.tsx').then((m) => ({ default: m.Cliente })));
const Clientes = lazy(() => import('./telas/Clientes.tsx').then((m) => ({ default: m.Clientes })));
const Envios = lazy(() => import('./telas/Envios.tsx').then((m) => ({ default: m.Envios })));
const Pedido = lazy(() => import('./telas/Pedido.tsx').then((m) => ({ default: m.Pedido })));
const Sincronizar = lazy(() => import('./telas/Sincronizar.tsx').then((m) => ({ default: m.Sincronizar })));
const Visita = lazy(() => import('./telas/Visita.tsx').then((m) => ({ default: m.Visita })));

const assinarSessao = (f: () => void) => {
  window.addEventListener('mascateCampo:sessao', f);
  window.addEventListener('storage', f);
  return () => {
    window.removeEventListener('mascateCampo:sessao', f);
    window.removeEventListener('storage', f);
  };
};
const tokenAtual = () => lerSessao()?.token ?? '';

const ABAS = [
  ['hoje', 'Hoje'],
  ['clientes', 'Clientes'],
  ['envios', 'Envios'],
  ['sincronizar', 'Sincronizar'],
] as const;

function Tela({ rota }: { rota: string[] }) {
  const [tela, a, b] = rota;
  const id = Number(a) || 0;
  switch (tela) {
    case 'clientes':
      return <Clientes />;
    case 'cliente':
      return <Cliente id={id} />;
    case 'pedido':
      return <Pedido clienteId={id} modelo={b ?? ''} />;
    case 'visita':
      return <Visita clienteId={id} />;
    case 'envios':
      return <Envios />;
    case 'sincronizar':
      return <Sincronizar />;
    default:
      return <Hoje />;
  }
}

export function App() {
  const token = useSyncExternalStore(assinarSessao, tokenAtual);
  const rota = useRota();
  const [atualizar, setAtualizar] = useState<(() => void) | null>(null);
  const aguardando = useLiveQuery(() => banco.outbox.where('situacao').equals('aguardando').count(), [], 0);
  const envio = useEnvioAutomatico();
  useEffect(() => registrarAtualizacao((f) => setAtualizar(() => f)), []);
  // Signed in: the outbox goes by itself (start, focus, the connection back, a timer while anything waits).
  useEffect(() => (token ? iniciarEnvioAutomatico() : undefined), [token]);

  if (!token) return <Entrar />;

  const sair = async () => {
    const aviso =
      aguardando === 1
        ? 'Há 1 envio ainda não enviado. Ele continua guardado neste aparelho e será enviado quando você entrar de novo. Sair mesmo assim?'
        : `Há ${aguardando} envios ainda não enviados. Eles continuam guardados neste aparelho e serão enviados quando você entrar de novo. Sair mesmo assim?`;
    if (aguardando > 0 && !window.confirm(aviso)) return;
    await chamar('estabelecimentos/logout', undefined).catch(() => undefined);
    await esquecerFatia();
    gravarSessao(null);
  };

  return (
    <div className="campo">
      <header className="topo">
        <strong>Mascate Campo</strong>
        <span className="conexao" role="status">
          {envio.semConexao ? 'Sem conexão' : ''}
          {aguardando > 0
            ? `${envio.semConexao ? ' · ' : ''}${contagem(aguardando, 'envio aguardando', 'envios aguardando')}`
            : ''}
        </span>
        <button type="button" className="link" onClick={sair}>
          Sair
        </button>
      </header>
      {atualizar && (
        <div className="aviso" role="status">
          Nova versão disponível.{' '}
          <button type="button" onClick={atualizar}>
            Atualizar
          </button>
        </div>
      )}
      <main className="conteudo">
        <Suspense fallback={<p className="vazio">Carregando…</p>}>
          <Tela rota={rota} />
        </Suspense>
      </main>
      <nav className="abas" aria-label="Telas">
        {ABAS.map(([chave, nome]) => (
          <button
            key={chave}
            type="button"
            aria-current={rota[0] === chave ? 'page' : undefined}
            onClick={() => ir(chave)}
          >
            <Icone nome={chave} />
            {nome}
            {chave === 'envios' && aguardando > 0 ? <span className="selo">{aguardando}</span> : null}
          </button>
        ))}
      </nav>
    </div>
  );
}
