import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaTabelasPrecos = lazy(() => import('./pages/ListaTabelasPrecos.tsx'));
const CadastroTabelaPreco = lazy(() => import('./pages/CadastroTabelaPreco.tsx'));
const AlteracaoTabelaPreco = lazy(() => import('./pages/AlteracaoTabelaPreco.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-tabelas-precos', element: <ListaTabelasPrecos /> },
  { path: '/cadastrar-tabelas-precos', element: <CadastroTabelaPreco /> },
  { path: '/alterar-tabelas-precos/:id', element: <AlteracaoTabelaPreco /> },
];
