import { zodResolver } from '@hookform/resolvers/zod';
import {
  baixarSchema,
  formatarMoeda,
  hojeSaoPaulo,
  MEIOS_PAGAMENTO,
  NOMES_MEIO_PAGAMENTO,
  paraCentavos,
  type TituloLido,
} from '@mascate/domain';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { CampoData } from '../../../ui/form/CampoData.tsx';
import { CampoMoeda } from '../../../ui/form/CampoMoeda.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { useBaixar } from '../api/consultas.ts';

// The money field works in cents; the request's own schema checks the rest (date, method, note).
const esquema = baixarSchema.omit({ valor: true }).extend({
  valor: z.number().int().positive({ error: 'Informe o valor da baixa (maior que zero).' }),
});
type Entrada = z.input<typeof esquema>;
type Saida = z.output<typeof esquema>;

const opcoes = MEIOS_PAGAMENTO.map((m) => ({ valor: m, rotulo: NOMES_MEIO_PAGAMENTO[m] }));

/** A payment of a receivable: partial or whole, never more than what is open (the server says so). */
export function DialogoBaixa({ titulo, fechar }: { titulo: TituloLido; fechar: () => void }) {
  const baixar = useBaixar();
  const { control, handleSubmit } = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(esquema),
    defaultValues: {
      id: titulo.id,
      data: hojeSaoPaulo(),
      valor: paraCentavos(titulo.aberto),
      meio: titulo.meio_sugerido,
      observacao: '',
    },
  });
  const enviar = handleSubmit(async (c) => {
    await baixar.mutateAsync({ ...c, valor: c.valor / 100 });
    fechar();
  });
  return (
    <DialogoAviso
      aberto
      mensagem={`Em aberto: ${formatarMoeda(paraCentavos(titulo.aberto))}`}
      fechar={fechar}
      id="titulo-baixa"
      titulo={`Baixa do título ${titulo.numero}`}
      largura="sm"
      formulario={{
        aoEnviar: enviar,
        voltar: 'Voltar',
        enviar: 'Registrar baixa',
        desabilitado: baixar.isPending,
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <CampoData control={control} name="data" label="Data do pagamento" />
        <CampoMoeda control={control} name="valor" label="Valor" />
        <CampoSelecao control={control} name="meio" label="Forma de pagamento" opcoes={opcoes} />
        <CampoTexto control={control} name="observacao" label="Observação" max={500} multiline minRows={2} />
      </Stack>
    </DialogoAviso>
  );
}
