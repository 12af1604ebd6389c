import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ImportarPlanilha = lazy(() => import('./pages/ImportarPlanilha.tsx'));

/** The import screens of customers and products; their lists link here ('Importar'). */
export const signedInRoutes: RouteObject[] = [
  {
    path: '/importar-clientes',
    element: <ImportarPlanilha recurso="clientes" titulo="IMPORTAR CLIENTES" lista="listar-clientes" />,
  },
  {
    path: '/importar-produtos',
    element: <ImportarPlanilha recurso="produtos" titulo="IMPORTAR PRODUTOS" lista="listar-produtos" />,
  },
];
