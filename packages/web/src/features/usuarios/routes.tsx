import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListaUsuarios = lazy(() => import('./pages/ListaUsuarios.tsx'));
const CadastroUsuario = lazy(() => import('./pages/CadastroUsuario.tsx'));
const AlteracaoUsuario = lazy(() => import('./pages/AlteracaoUsuario.tsx'));

/** This feature's screens (administrators only: sessao/permissoes.ts); app/router.tsx puts them in. */
export const signedInRoutes: RouteObject[] = [
  { path: '/listar-usuarios', element: <ListaUsuarios /> },
  { path: '/cadastrar-usuario', element: <CadastroUsuario /> },
  { path: '/alterar-usuario/:id', element: <AlteracaoUsuario /> },
];
