import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const Comissoes = lazy(() => import('./pages/Comissoes.tsx'));

export const signedInRoutes: RouteObject[] = [{ path: '/comissoes', element: <Comissoes /> }];
