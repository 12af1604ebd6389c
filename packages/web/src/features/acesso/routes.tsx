import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import Login from './pages/Login.tsx';

export { Login };

const CadastroEmpresa = lazy(() => import('./pages/CadastroEmpresa.tsx'));
const AlterarSenha = lazy(() => import('./pages/AlterarSenha.tsx'));
const TrocaSenha = lazy(() => import('./pages/TrocaSenha.tsx'));

/** Signed-out screens; app/router.tsx sends every other path to Login. */
export const publicRoutes: RouteObject[] = [
  { path: '/cadastrar-empresa', element: <CadastroEmpresa /> },
  { path: '/alterar-senha', element: <AlterarSenha /> },
  { path: '/troca-senha/:chave', element: <TrocaSenha /> },
];

/** The spec lists the company registration in the signed-in set too. */
export const signedInRoutes: RouteObject[] = [{ path: '/cadastrar-empresa', element: <CadastroEmpresa /> }];
