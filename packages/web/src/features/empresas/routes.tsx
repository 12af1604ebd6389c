import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaEmpresas = lazy(() => import('./pages/ListaEmpresas.tsx'));
const AlteracaoEmpresa = lazy(() => import('./pages/AlteracaoEmpresa.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-empresas', element: <ListaEmpresas /> },
  { path: '/alterar-empresas', element: <AlteracaoEmpresa /> },
];
