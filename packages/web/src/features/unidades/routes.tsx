import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaUnidades = lazy(() => import('./pages/ListaUnidades.tsx'));
const CadastroUnidade = lazy(() => import('./pages/CadastroUnidade.tsx'));
const AlteracaoUnidade = lazy(() => import('./pages/AlteracaoUnidade.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-unidades', element: <ListaUnidades /> },
  { path: '/cadastrar-unidade/:id', element: <CadastroUnidade /> },
  { path: '/alterar-unidade/:id', element: <AlteracaoUnidade /> },
];
