import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PixRecebimentos = lazy(() => import('./pages/PixRecebimentos.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [{ path: '/pix', element: <PixRecebimentos /> }];
