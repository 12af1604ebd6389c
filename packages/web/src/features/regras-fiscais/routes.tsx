import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaRegrasFiscais = lazy(() => import('./pages/ListaRegrasFiscais.tsx'));
const CadastroRegraFiscal = lazy(() => import('./pages/CadastroRegraFiscal.tsx'));
const AlteracaoRegraFiscal = lazy(() => import('./pages/AlteracaoRegraFiscal.tsx'));
const AliquotasInternas = lazy(() => import('./pages/AliquotasInternas.tsx'));

/** Issue 48: the company's tax rules and internal ICMS rates; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-regras-fiscais', element: <ListaRegrasFiscais /> },
  { path: '/cadastrar-regra-fiscal', element: <CadastroRegraFiscal /> },
  { path: '/alterar-regra-fiscal/:id', element: <AlteracaoRegraFiscal /> },
  { path: '/alterar-aliquotas-internas', element: <AliquotasInternas /> },
];
