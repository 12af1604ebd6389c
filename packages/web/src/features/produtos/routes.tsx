import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaProdutos = lazy(() => import('./pages/ListaProdutos.tsx'));
const CadastroProduto = lazy(() => import('./pages/CadastroProduto.tsx'));
const AlteracaoProduto = lazy(() => import('./pages/AlteracaoProduto.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in or signed-out set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-produtos', element: <ListaProdutos /> },
  { path: '/cadastrar-produtos', element: <CadastroProduto /> },
  { path: '/alterar-produto/:id', element: <AlteracaoProduto /> },
];
