import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaMetas = lazy(() => import('./pages/ListaMetas.tsx'));
const CadastroMeta = lazy(() => import('./pages/CadastroMeta.tsx'));
const AlteracaoMeta = lazy(() => import('./pages/AlteracaoMeta.tsx'));

export const signedInRoutes: RouteObject[] = [
  { path: '/listar-metas', element: <ListaMetas /> },
  { path: '/cadastrar-meta', element: <CadastroMeta /> },
  { path: '/alterar-meta/:id', element: <AlteracaoMeta /> },
];
