import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAPEIS,
  ROTULO_PAPEL,
  type UsuarioFormulario,
  type UsuarioFormularioEntrada,
  usuarioFormularioSchema,
} from '@mascate/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoMarcacao } from '../../../ui/form/CampoMarcacao.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { CampoRepresentante } from '../../representantes/components/CampoRepresentante.tsx';

type Props = {
  titulo: string;
  botao: string;
  /** Editing: the user as read; inviting: absent (a new user is active). */
  inicial?: UsuarioFormulario;
  pendente: boolean;
  enviar: (d: UsuarioFormulario) => void;
  /** The signed-in user's own record: deactivating it is not offered (the server refuses it too). */
  proprio?: boolean;
};

const PAPEL_OPCOES = PAPEIS.map((p) => ({ valor: p, rotulo: ROTULO_PAPEL[p] }));

/** Invite and edit share this form (the one pattern: react-hook-form + the domain's schema). */
export function FormularioUsuario({ titulo, botao, inicial, pendente, enviar, proprio }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<UsuarioFormularioEntrada, unknown, UsuarioFormulario>({
    resolver: zodResolver(usuarioFormularioSchema),
    defaultValues: { nome: '', email: '', papel: 'vendedor', representante_id: '', ativo: true },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);
  const papel = useWatch({ control, name: 'papel' });
  const aoEnviar = handleSubmit(enviar, (e) =>
    alertar(primeiraMensagem(e, ['nome', 'email', 'papel', 'representante_id'])),
  );

  return (
    <TelaFormulario titulo={titulo} onSubmit={aoEnviar}>
      <Stack spacing={2}>
        <CampoTexto control={control} name="nome" label="Nome" max={150} />
        <CampoTexto control={control} name="email" label="E-mail" max={150} />
        <CampoSelecao control={control} name="papel" label="Papel" opcoes={PAPEL_OPCOES} />
        {papel === 'vendedor' && <CampoRepresentante control={control} name="representante_id" />}
        {inicial && !proprio && <CampoMarcacao control={control} name="ativo" label="Ativo" />}
        {proprio && (
          <Typography color="text.secondary">
            Este é o seu usuário: você não pode desativá-lo nem mudar o seu papel.
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={pendente}>
          {botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
