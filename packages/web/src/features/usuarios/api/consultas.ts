import type { AlterarUsuarioCorpo, UsuarioCorpo } from '@mascate/domain';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const usuariosConsultas = consultasDoRecurso('usuarios', 'Usuário não encontrado.');

export const useConvidarUsuario = () =>
  useGravacao(usuariosConsultas.chaves.todas, (corpo: UsuarioCorpo) => api('usuarios/create', corpo));

export const useAlterarUsuario = () =>
  useGravacao(usuariosConsultas.chaves.todas, (corpo: AlterarUsuarioCorpo) => api('usuarios/update', corpo));

/** A new invite link for a user who has not created a password yet. */
export const useReenviarConvite = () =>
  useGravacao(usuariosConsultas.chaves.todas, (id: number) => api('usuarios/reenviar_convite', { id }));
