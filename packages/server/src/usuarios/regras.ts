// What an administrator may not do to users (issue 14): each refusal a 409 with its reason.
import { conflito } from '../http/erros.ts';

export const MSG_PROPRIO_USUARIO = 'Você não pode desativar o seu próprio usuário nem mudar o seu papel.';
export const MSG_ULTIMO_ADMINISTRADOR =
  'A empresa precisa de pelo menos um administrador ativo: este é o último e não pode deixar de sê-lo.';
export const MSG_REPRESENTANTE_COM_USUARIO = 'Este representante já tem um usuário ativo.';
export const MSG_REPRESENTANTE_INEXISTENTE =
  'Representante não encontrado: selecione um representante cadastrado.';
export const MSG_EMPRESA_SEM_CNPJ =
  'Informe o CNPJ da empresa (menu Empresa) antes de convidar usuários: quem esquecer a senha precisa dele para criar uma nova.';
export const MSG_USUARIO_NAO_ENCONTRADO = 'Usuário não encontrado.';

type Estado = { papel: string; ativo: boolean };

/** The change leaves an active administrator without that role (demoted or deactivated). */
const deixaDeSerAdministrador = (antes: Estado, depois: Estado) =>
  antes.papel === 'administrador' && antes.ativo && (depois.papel !== 'administrador' || !depois.ativo);

/** Refuses changing one's own role or deactivating oneself, and removing the last active administrator. */
export function conferirMudanca(c: {
  proprio: boolean;
  antes: Estado;
  depois: Estado;
  administradoresAtivos: number[];
}): void {
  const mudaPapelOuAtivo = c.antes.papel !== c.depois.papel || c.antes.ativo !== c.depois.ativo;
  if (c.proprio && mudaPapelOuAtivo) throw conflito(MSG_PROPRIO_USUARIO);
  if (deixaDeSerAdministrador(c.antes, c.depois) && c.administradoresAtivos.length <= 1)
    throw conflito(MSG_ULTIMO_ADMINISTRADOR);
}

/** The user's sessions end when their role, representative or activity changes. */
export const encerraSessoes = (
  antes: Estado & { representante_id: number | null },
  depois: Estado & { representante_id: number | null },
) =>
  antes.papel !== depois.papel ||
  antes.ativo !== depois.ativo ||
  antes.representante_id !== depois.representante_id;
