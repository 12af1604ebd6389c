import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaClientes = lazy(() => import('./pages/ListaClientes.tsx'));
const CadastroCliente = lazy(() => import('./pages/CadastroCliente.tsx'));
const AlteracaoCliente = lazy(() => import('./pages/AlteracaoCliente.tsx'));

/** This feature's screens; app/router.tsx puts them in the signed-in set. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-clientes', element: <ListaClientes /> },
  { path: '/cadastrar-clientes', element: <CadastroCliente /> },
  { path: '/alterar-cliente/:id', element: <AlteracaoCliente /> },
];
