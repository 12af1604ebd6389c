import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FormaPagamentoCorpo,
  type FormaPagamentoEntrada,
  formaPagamentoSchema,
  MAXIMO_CARACTERES_PRAZO,
} from '@mascate/domain';
import { Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoMarcacao } from '../../../ui/form/CampoMarcacao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: { descricao: string; parcelamento: boolean; prazos: string };
  pendente: boolean;
  enviar: (d: FormaPagamentoCorpo) => void;
};

/** The register and edit screens share this form; only the title, button and initial values differ. */
export function FormularioFormaPagamento({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<FormaPagamentoEntrada, unknown, FormaPagamentoCorpo>({
    resolver: zodResolver(formaPagamentoSchema),
    defaultValues: { descricao: '', parcelamento: false, prazos: '' },
  });
  useEffect(() => {
    if (inicial) reset(inicial);
  }, [inicial, reset]);

  return (
    <TelaFormulario titulo={titulo} onSubmit={handleSubmit(enviar, (e) => alertar(primeiraMensagem(e)))}>
      <Stack spacing={2}>
        <CampoTexto control={control} name="descricao" label="Descrição" max={150} />
        <CampoMarcacao control={control} name="parcelamento" label="Permitir Parcelamento no Pedido" />
        {/* Issue 46: the term as the office writes it; the order's instalments are cut from it. */}
        <CampoTexto
          control={control}
          name="prazos"
          label="Prazos (dias)"
          max={MAXIMO_CARACTERES_PRAZO}
          ajuda="Dias após a data do pedido, como 28/35/42 ou 30/60/90; 0 ou à vista vence no dia. Vazio: Pix, dinheiro e débito à vista, as demais escolhem as parcelas no pedido."
        />
        <Button type="submit" variant="contained" size="large" disabled={pendente}>
          {botao}
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
