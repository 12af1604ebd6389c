import { zodResolver } from '@hookform/resolvers/zod';
import { hojeSaoPaulo } from '@mascate/domain';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoMes } from '../../../ui/form/CampoMes.tsx';
import { CampoMoedaTexto } from '../../../ui/form/CampoMoeda.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { representantesConsultas } from '../../representantes/api/consultas.ts';

export type DadosMetaForm = {
  id?: number;
  representante_id: number | '';
  mes: string;
  valor: string;
  positivacao: string;
  clientes_novos: string;
};

type Props<T> = {
  titulo: string;
  botao: string;
  schema: z.ZodType<T>;
  inicial?: DadosMetaForm;
  pendente: boolean;
  enviar: (d: T) => void;
};

const ORDEM = ['id', 'representante_id', 'mes', 'valor', 'positivacao', 'clientes_novos'] as const;

export function FormularioMeta<T>(p: Props<T>) {
  const alertar = useAlertaErro();
  const reps = useQuery(representantesConsultas.lista()).data?.registros ?? [];
  const { control, handleSubmit, reset } = useForm<DadosMetaForm, unknown, T>({
    resolver: zodResolver(p.schema as unknown as z.ZodType<T, DadosMetaForm>),
    defaultValues: {
      representante_id: '',
      mes: hojeSaoPaulo().slice(0, 7),
      valor: '',
      positivacao: '',
      clientes_novos: '',
    },
  });
  useEffect(() => {
    if (p.inicial) reset(p.inicial);
  }, [p.inicial, reset]);
  return (
    <TelaFormulario
      titulo={p.titulo}
      onSubmit={handleSubmit(p.enviar, (e) => alertar(primeiraMensagem(e, ORDEM)))}
    >
      <Stack spacing={2}>
        <CampoSelecao
          control={control}
          name="representante_id"
          label="Representante"
          opcoes={reps.map((r) => ({ valor: r.id, rotulo: r.nome }))}
        />
        <CampoMes control={control} name="mes" label="Mês" />
        <CampoMoedaTexto control={control} name="valor" label="Meta de vendas (R$)" />
        <CampoTexto
          control={control}
          name="positivacao"
          label="Meta de positivação (clientes)"
          type="number"
        />
        <CampoTexto control={control} name="clientes_novos" label="Meta de clientes novos" type="number" />
        <Button type="submit" variant="contained" size="large" disabled={p.pendente}>
          {p.botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
