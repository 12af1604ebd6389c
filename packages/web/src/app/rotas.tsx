import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import * as acesso from '../features/acesso/rotas.tsx';
import * as clientes from '../features/clientes/rotas.tsx';
import * as dashboard from '../features/dashboard/rotas.tsx';
import * as empresas from '../features/empresas/rotas.tsx';
import * as formasPagamento from '../features/formas-pagamento/rotas.tsx';
import * as pedidos from '../features/pedidos/rotas.tsx';
import * as produtos from '../features/produtos/rotas.tsx';
import * as representantes from '../features/representantes/rotas.tsx';
import * as rotasEntrega from '../features/rotas/rotas.tsx';
import * as unidades from '../features/unidades/rotas.tsx';
import * as visitas from '../features/visitas/rotas.tsx';
import { useSessao } from '../sessao/sessao.ts';
import { CabecalhoPublico } from './CabecalhoPublico.tsx';
import { Shell } from './Shell.tsx';

const Home = lazy(() => import('./Home.tsx'));
const NaoEncontrada = lazy(() => import('./NaoEncontrada.tsx'));
const AlertaSucesso = lazy(() => import('../ui/AlertaSucesso.tsx'));

const FEATURES = [
  acesso,
  clientes,
  dashboard,
  empresas,
  formasPagamento,
  pedidos,
  produtos,
  representantes,
  rotasEntrega,
  unidades,
  visitas,
];

const alertaSucesso: RouteObject = { path: '/alerta-sucesso/:param', element: <AlertaSucesso /> };

const autenticadas: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/home', element: <Home /> },
      alertaSucesso,
      ...FEATURES.flatMap((f) => f.rotasAutenticadas),
      { path: '*', element: <NaoEncontrada /> },
    ],
  },
];

const publicas: RouteObject[] = [
  {
    element: <CabecalhoPublico />,
    children: [...acesso.rotasPublicas, alertaSucesso, { path: '*', element: <acesso.Login /> }],
  },
];

/** Which set applies is decided only by the stored token (spec, section 2). */
export function Rotas() {
  const { token } = useSessao();
  return useRoutes(token ? autenticadas : publicas);
}
