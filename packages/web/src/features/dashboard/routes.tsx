import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Lazy: the charts library (~190 kB gzipped) stays out of the main bundle.
const Dashboard = lazy(() => import('./pages/Dashboard.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in or signed-out set. */
export const signedInRoutes: RouteObject[] = [{ path: '/dashboard', element: <Dashboard /> }];
