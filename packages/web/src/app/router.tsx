import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import * as acesso from '../features/acesso/routes.tsx';
import * as clientes from '../features/clientes/routes.tsx';
import * as comissoes from '../features/comissoes/routes.tsx';
import * as dashboard from '../features/dashboard/routes.tsx';
import * as empresas from '../features/empresas/routes.tsx';
import * as formasPagamento from '../features/formas-pagamento/routes.tsx';
import * as integracoes from '../features/integracoes/routes.tsx';
import * as metas from '../features/metas/routes.tsx';
import * as pedidos from '../features/pedidos/routes.tsx';
import * as pix from '../features/pix/routes.tsx';
import * as planilhas from '../features/planilhas/routes.tsx';
import * as produtos from '../features/produtos/routes.tsx';
import * as regrasFiscais from '../features/regras-fiscais/routes.tsx';
import * as relatorios from '../features/relatorios/routes.tsx';
import * as representantes from '../features/representantes/routes.tsx';
import * as rotasEntrega from '../features/rotas/routes.tsx';
import * as tabelasPrecos from '../features/tabelas-precos/routes.tsx';
import * as titulos from '../features/titulos/routes.tsx';
import * as unidades from '../features/unidades/routes.tsx';
import * as usuarios from '../features/usuarios/routes.tsx';
import * as visitas from '../features/visitas/routes.tsx';
import { useSessao } from '../sessao/sessao.ts';
import { CabecalhoPublico } from './CabecalhoPublico.tsx';
import { TelaPermitida } from './SemPermissao.tsx';

// The signed-in frame (drawer, menu, icons) loads after sign-in, keeping the login route small.
const Shell = lazy(() => import('./Shell.tsx').then((m) => ({ default: m.Shell })));
const Home = lazy(() => import('./Home.tsx'));
const NaoEncontrada = lazy(() => import('./NaoEncontrada.tsx'));

const FEATURES = [
  acesso,
  clientes,
  comissoes,
  dashboard,
  empresas,
  formasPagamento,
  integracoes,
  metas,
  pedidos,
  pix,
  planilhas,
  produtos,
  regrasFiscais,
  relatorios,
  representantes,
  rotasEntrega,
  tabelasPrecos,
  titulos,
  unidades,
  usuarios,
  visitas,
];

const signedIn: RouteObject[] = [
  {
    element: (
      <Suspense>
        <Shell />
      </Suspense>
    ),
    children: [
      { path: '/', element: <Home /> },
      { path: '/home', element: <Home /> },
      // Each screen checks the role's permission (issue 14): a forbidden address shows a clear page.
      ...FEATURES.flatMap((f) => f.signedInRoutes).map((r) => ({
        ...r,
        element: <TelaPermitida>{r.element}</TelaPermitida>,
      })),
      { path: '*', element: <NaoEncontrada /> },
    ],
  },
];

const signedOut: RouteObject[] = [
  {
    element: <CabecalhoPublico />,
    children: [...acesso.publicRoutes, { path: '*', element: <acesso.Login /> }],
  },
];

/** Which set applies is decided only by the stored token (spec, section 2). */
export function AppRouter() {
  const { token } = useSessao();
  return useRoutes(token ? signedIn : signedOut);
}
