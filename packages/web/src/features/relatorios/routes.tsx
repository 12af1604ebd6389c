import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Lazy: the charts library and date pickers stay out of the main bundle.
const Relatorios = lazy(() => import('./pages/Relatorios.tsx'));

export const signedInRoutes: RouteObject[] = [{ path: '/relatorios', element: <Relatorios /> }];
