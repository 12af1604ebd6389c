import type { RouteObject } from 'react-router';

/** This feature's screens; app/rotas.tsx puts them in the signed-in or signed-out set. */
export const rotasAutenticadas: RouteObject[] = [];
