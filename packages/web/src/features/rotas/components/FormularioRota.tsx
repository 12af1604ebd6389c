import { zodResolver } from '@hookform/resolvers/zod';
import { FLAGS_VAZIAS, type RotaCorpo, type RotaEntrada, rotaSchema } from '@mascate/domain';
import { Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { CampoTabelaPreco } from '../../tabelas-precos/components/CampoTabelaPreco.tsx';
import { CampoDias } from './CampoDias.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: RotaCorpo;
  pendente: boolean;
  enviar: (d: RotaCorpo) => void;
};

/** Register and edit share this form (edit keeps the weekdays too: docs/deviations.md). */
export function FormularioRota({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<RotaEntrada, unknown, RotaCorpo>({
    resolver: zodResolver(rotaSchema),
    defaultValues: { nome: '', descricao: '', dias_semana_venda: FLAGS_VAZIAS, tabela_preco_id: 0 },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);
  const aoEnviar = handleSubmit(enviar, (e) =>
    alertar(primeiraMensagem(e, ['nome', 'descricao', 'dias_semana_venda'])),
  );

  return (
    <TelaFormulario titulo={titulo} onSubmit={aoEnviar}>
      <Stack spacing={2}>
        <CampoTexto control={control} name="nome" label="Nome" max={100} />
        <CampoTexto control={control} name="descricao" label="Descrição" max={255} multiline minRows={2} />
        {/* The weekdays are a chip picker of their own, bound like any other field. */}
        <Controller
          control={control}
          name="dias_semana_venda"
          render={({ field }) => <CampoDias flags={field.value ?? FLAGS_VAZIAS} mudar={field.onChange} />}
        />
        <CampoTabelaPreco control={control} name="tabela_preco_id" />
        <Button type="submit" variant="contained" size="large" disabled={pendente}>
          {botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
