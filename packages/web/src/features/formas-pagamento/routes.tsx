import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaFormasPagamento = lazy(() => import('./pages/ListaFormasPagamento.tsx'));
const CadastroFormaPagamento = lazy(() => import('./pages/CadastroFormaPagamento.tsx'));
const AlteracaoFormaPagamento = lazy(() => import('./pages/AlteracaoFormaPagamento.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-forma-pagamento', element: <ListaFormasPagamento /> },
  { path: '/cadastrar-forma-pagamento', element: <CadastroFormaPagamento /> },
  { path: '/alterar-forma-pagamento/:id', element: <AlteracaoFormaPagamento /> },
];
