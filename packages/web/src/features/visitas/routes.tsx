import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaVisitas = lazy(() => import('./pages/ListaVisitas.tsx'));
const ConfiguracoesVisitas = lazy(() => import('./pages/ConfiguracoesVisitas.tsx'));

/** Visits come from the field app or are recorded in the office; the settings hold reasons and radius. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-visitas', element: <ListaVisitas /> },
  { path: '/configuracoes-visitas', element: <ConfiguracoesVisitas /> },
];
