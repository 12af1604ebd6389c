import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALIQUOTAS_INTERNAS_PADRAO,
  type AliquotasInternasEntrada,
  aliquotasInternasSchema,
  ehUf,
  formatarPercentual,
  type RespostaEndpoint,
} from '@mascate/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { regrasFiscaisConsultas, useGravarAliquotas } from '../api/consultas.ts';

type Aliquota = RespostaEndpoint<'regrasfiscais/aliquotas'>['registros'][number];
type Linha = Aliquota & { n: number };

const texto = (v: number) => String(v).replace('.', ',');
const padraoDe = (uf: string) => (ehUf(uf) ? ALIQUOTAS_INTERNAS_PADRAO[uf] / 100 : 0);

/**
 * Only the UFs whose rate changed are sent, as typed: a rate that differs from the stored one, or an own
 * rate emptied (back to the default). An untouched default stays a default, following later updates.
 * The values were checked by the schema already; it reads them again here to compare in hundredths.
 */
function alteradas(
  lidas: readonly Aliquota[],
  digitadas: AliquotasInternasEntrada,
): AliquotasInternasEntrada {
  const lidasComoNumero = aliquotasInternasSchema.parse(digitadas).aliquotas;
  return {
    aliquotas: digitadas.aliquotas.filter((_, n) => {
      const lida = lidas[n];
      const aliquota = lidasComoNumero[n]?.aliquota;
      if (!lida || aliquota === undefined) return false;
      if (aliquota === null) return !lida.padrao;
      return aliquota !== Math.round(lida.aliquota * 100);
    }),
  };
}

function primeiroErro(e: FieldErrors<AliquotasInternasEntrada>): string {
  const lista = e.aliquotas;
  const itens = Array.isArray(lista) ? lista : [];
  const m = itens.map((i) => i?.aliquota?.message ?? i?.uf?.message).find(Boolean);
  return m ?? lista?.message ?? 'Verifique os campos destacados.';
}

/** Issue 48: each UF's internal ICMS rate (the destination's rate of the ST), the company's or the default. */
export default function AliquotasInternas() {
  const alertar = useAlertaErro();
  const lidas = useQuery(regrasFiscaisConsultas.aliquotas()).data;
  const envio = useEnvioComSucesso(useGravarAliquotas(), 'listar-regras-fiscais');
  // raw: the rates are sent as typed (the schema's output is in hundredths, the API reads percent).
  const { control, handleSubmit, reset } = useForm<AliquotasInternasEntrada>({
    resolver: zodResolver(aliquotasInternasSchema, undefined, { raw: true }),
    defaultValues: { aliquotas: [] },
  });
  useEffect(() => {
    if (lidas) reset({ aliquotas: lidas.map((a) => ({ uf: a.uf, aliquota: texto(a.aliquota) })) });
  }, [lidas, reset]);

  const colunas: Coluna<Linha>[] = [
    { titulo: 'UF', valor: (l) => l.uf },
    {
      titulo: 'ALÍQUOTA INTERNA (%)',
      larguraMinima: 150,
      valor: (l) => (
        <CampoDecimal
          control={control}
          name={`aliquotas.${l.n}.aliquota`}
          label={`Alíquota ${l.uf} (%)`}
          size="small"
        />
      ),
    },
    {
      titulo: 'ORIGEM',
      valor: (l) => (l.padrao ? 'Padrão' : `Da empresa (padrão ${formatarPercentual(padraoDe(l.uf))})`),
    },
  ];

  return (
    <TelaFormulario
      titulo="Alíquotas internas do ICMS por UF"
      largura={760}
      onSubmit={handleSubmit(
        (corpo) => lidas && envio.enviar(alteradas(lidas, corpo)),
        (e) => alertar(primeiroErro(e)),
      )}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          A alíquota interna de cada UF de destino, usada no ICMS-ST e nas vendas dentro da UF quando a regra
          fiscal não traz a sua. Deixe vazio para voltar à alíquota padrão.
        </Typography>
        <TabelaDados
          colunas={colunas}
          linhas={(lidas ?? []).map((a, n) => ({ ...a, n }))}
          chave={(l) => l.uf}
          rotulo="Alíquotas internas"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={envio.pendente || !lidas}
          sx={{ alignSelf: 'flex-start' }}
        >
          Gravar alíquotas
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
