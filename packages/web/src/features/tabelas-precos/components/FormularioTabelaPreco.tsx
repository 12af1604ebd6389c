import { zodResolver } from '@hookform/resolvers/zod';
import {
  centavosParaNumero,
  type TabelaPrecoCorpo,
  type TabelaPrecoEntrada,
  tabelaPrecoSchema,
} from '@mascate/domain';
import { Button, Grid, Stack } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoData } from '../../../ui/form/CampoData.tsx';
import { CampoMarcacao } from '../../../ui/form/CampoMarcacao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { GradeItens, type ItemGrade } from './GradeItens.tsx';

export type InicialTabela = { campos: TabelaPrecoEntrada; itens: ItemGrade[] };

type Props = {
  titulo: string;
  botao: string;
  inicial?: InicialTabela;
  pendente: boolean;
  enviar: (d: TabelaPrecoCorpo) => void;
};

const VAZIO: TabelaPrecoEntrada = {
  nome: '',
  ajuste_percentual: '0',
  validade_inicio: '',
  validade_fim: '',
  ativo: 1,
};
const ORDEM = ['nome', 'ajuste_percentual', 'validade_inicio', 'validade_fim', 'ativo', 'itens'] as const;

/**
 * Register and edit share this form. The fixed prices live in the grid's own state (thousands of rows,
 * no field per row in the form) and go into the form's `itens` at submit, so the schema checks them too.
 */
export function FormularioTabelaPreco({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const [itens, setItens] = useState<ItemGrade[]>([]);
  const { control, handleSubmit, reset, setValue } = useForm<TabelaPrecoEntrada, unknown, TabelaPrecoCorpo>({
    resolver: zodResolver(tabelaPrecoSchema),
    defaultValues: VAZIO,
  });
  useEffect(() => {
    if (!inicial) return;
    reset({ ...VAZIO, ...inicial.campos });
    setItens(inicial.itens);
  }, [inicial, reset]);
  const aoEnviar = (e: FormEvent<HTMLFormElement>) => {
    setValue(
      'itens',
      itens.map((i) => ({ produto_id: i.produto_id, preco: centavosParaNumero(i.preco) })),
    );
    return handleSubmit(enviar, (erros) => alertar(primeiraMensagem(erros, [...ORDEM])))(e);
  };

  return (
    <TelaFormulario titulo={titulo} largura={1100} onSubmit={aoEnviar}>
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <CampoTexto control={control} name="nome" label="Nome*" max={100} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CampoTexto
              control={control}
              name="ajuste_percentual"
              label="Ajuste percentual (%)"
              fullWidth
              max={8}
              htmlInput={{ inputMode: 'decimal' }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CampoData control={control} name="validade_inicio" label="Válida de" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CampoData control={control} name="validade_fim" label="Válida até" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CampoMarcacao control={control} name="ativo" label="Ativa" />
          </Grid>
        </Grid>
        <GradeItens itens={itens} mudar={setItens} />
        <Button type="submit" variant="contained" size="large" disabled={pendente}>
          {botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
