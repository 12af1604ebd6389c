import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaRepresentantes = lazy(() => import('./pages/ListaRepresentantes.tsx'));
const CadastroRepresentante = lazy(() => import('./pages/CadastroRepresentante.tsx'));
const AlteracaoRepresentante = lazy(() => import('./pages/AlteracaoRepresentante.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-representantes', element: <ListaRepresentantes /> },
  { path: '/cadastrar-representante/:id', element: <CadastroRepresentante /> },
  { path: '/alterar-representante/:id', element: <AlteracaoRepresentante /> },
];
