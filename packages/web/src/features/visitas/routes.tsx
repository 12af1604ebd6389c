import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaVisitas = lazy(() => import('./pages/ListaVisitas.tsx'));

/** Visits come from the field app: the back office only lists and deletes them. */
export const signedInRoutes: RouteObject[] = [{ path: '/listar-visitas', element: <ListaVisitas /> }];
