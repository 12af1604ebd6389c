import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const Integracoes = lazy(() => import('./pages/Integracoes.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [{ path: '/integracoes', element: <Integracoes /> }];
