import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaRotas = lazy(() => import('./pages/ListaRotas.tsx'));
const CadastroRota = lazy(() => import('./pages/CadastroRota.tsx'));
const AlteracaoRota = lazy(() => import('./pages/AlteracaoRota.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-rotas', element: <ListaRotas /> },
  { path: '/cadastrar-rotas', element: <CadastroRota /> },
  { path: '/alterar-rotas/:id', element: <AlteracaoRota /> },
];
