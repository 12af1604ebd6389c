import { zodResolver } from '@hookform/resolvers/zod';
import { type UnidadeCorpo, type UnidadeEntrada, unidadeSchema } from '@mascate/domain';
import { Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: UnidadeCorpo;
  pendente: boolean;
  enviar: (d: UnidadeCorpo) => void;
};

/** The register and edit screens share this form; only the title, button and initial values differ. */
export function FormularioUnidade({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<UnidadeEntrada, unknown, UnidadeCorpo>({
    resolver: zodResolver(unidadeSchema),
    defaultValues: { sigla: '', descricao: '' },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);
  const aoEnviar = handleSubmit(enviar, (e) => alertar(primeiraMensagem(e, ['sigla', 'descricao'])));

  return (
    <TelaFormulario titulo={titulo} onSubmit={aoEnviar}>
      <Stack spacing={2}>
        <CampoTexto control={control} name="sigla" label="Sigla" max={10} />
        <CampoTexto control={control} name="descricao" label="Descrição" max={100} />
        <Button type="submit" variant="contained" size="large" disabled={pendente}>
          {botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
