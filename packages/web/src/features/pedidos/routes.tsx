import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaPedidos = lazy(() => import('./pages/ListaPedidos.tsx'));
const CadastroPedido = lazy(() => import('./pages/CadastroPedido.tsx'));
const AlteracaoPedido = lazy(() => import('./pages/AlteracaoPedido.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-pedidos', element: <ListaPedidos /> },
  { path: '/cadastrar-pedido', element: <CadastroPedido /> },
  { path: '/alterar-pedido/:id', element: <AlteracaoPedido /> },
];
