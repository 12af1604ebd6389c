import type { AlterarUsuarioCorpo, Usuario, UsuarioCorpo } from '@mascate/domain';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const usuariosConsultas = consultasDoRecurso<Usuario>('usuarios', 'Usuário não encontrado.');

export const useConvidarUsuario = () =>
  useGravacao(usuariosConsultas.chaves.todas, (corpo: UsuarioCorpo) => chamarApi('usuarios/create', corpo));

export const useAlterarUsuario = () =>
  useGravacao(usuariosConsultas.chaves.todas, (corpo: AlterarUsuarioCorpo) =>
    chamarApi('usuarios/update', corpo, { metodo: 'PUT' }),
  );

/** A new invite link for a user who has not created a password yet. */
export const useReenviarConvite = () =>
  useGravacao(usuariosConsultas.chaves.todas, (id: number) => chamarApi('usuarios/reenviar_convite', { id }));
