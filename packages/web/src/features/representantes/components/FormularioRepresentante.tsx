import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CampoDocumento } from '../../../ui/form/CampoDocumento.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { CampoRotas } from './CampoRotas.tsx';

export type DadosRepresentanteForm = {
  id?: number;
  status: string;
  nome: string;
  email: string;
  cnpj_cpf: string;
  rotas: number[];
  /** Issue 31: empty = not set (the product's or the company's rate applies). */
  comissao_percentual: string;
};

type Props<T> = {
  titulo: string;
  botao: string;
  /** Create or update schema from domain: the same rules and messages the server applies. */
  schema: z.ZodType<T>;
  /** The edit screen adds the Status select and the 'Adicionar Rota' button. */
  alteracao?: boolean;
  inicial?: DadosRepresentanteForm;
  pendente: boolean;
  enviar: (d: T) => void;
};

const VAZIO: DadosRepresentanteForm = {
  status: '1',
  nome: '',
  email: '',
  cnpj_cpf: '',
  rotas: [],
  comissao_percentual: '',
};
const STATUS = [
  { valor: '0', rotulo: 'Inativo' },
  { valor: '1', rotulo: 'Ativo' },
];
// The schemas' key order, so the modal names the first problem as the server would.
const ORDEM = ['id', 'status', 'nome', 'email', 'cnpj_cpf', 'rotas', 'comissao_percentual'] as const;

export function FormularioRepresentante<T>(p: Props<T>) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<DadosRepresentanteForm, unknown, T>({
    // Both schemas read these fields (create ignores id and status); zod checks the values at run time.
    resolver: zodResolver(p.schema as unknown as z.ZodType<T, DadosRepresentanteForm>),
    defaultValues: VAZIO,
  });
  useEffect(() => {
    if (p.inicial) reset(p.inicial);
  }, [p.inicial, reset]);
  const enviar = handleSubmit(p.enviar, (e) => alertar(primeiraMensagem(e, ORDEM)));

  return (
    <TelaFormulario titulo={p.titulo} onSubmit={enviar}>
      <Stack spacing={2}>
        <CampoTexto control={control} name="nome" label="Nome" max={150} />
        <CampoTexto control={control} name="email" label="Email" max={150} />
        <CampoDocumento control={control} name="cnpj_cpf" label="CNPJ / CPF" />
        <CampoDecimal control={control} name="comissao_percentual" label="Comissão (%)" />
        {p.alteracao && <CampoSelecao control={control} name="status" label="Status" opcoes={STATUS} />}
        <Controller
          control={control}
          name="rotas"
          render={({ field }) => (
            <CampoRotas escolhidas={field.value} mudar={field.onChange} botaoAdicionar={p.alteracao} />
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={p.pendente}>
          {p.botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
