import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaTitulos = lazy(() => import('./pages/ListaTitulos.tsx'));
const ExtratoCliente = lazy(() => import('./pages/ExtratoCliente.tsx'));
const RelatorioVencimentos = lazy(() => import('./pages/RelatorioVencimentos.tsx'));

/** Contas a receber (issue 30): the receivables, a customer's statement and the aging report. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-titulos', element: <ListaTitulos /> },
  { path: '/extrato-cliente/:id', element: <ExtratoCliente /> },
  { path: '/relatorio-vencimentos', element: <RelatorioVencimentos /> },
];
