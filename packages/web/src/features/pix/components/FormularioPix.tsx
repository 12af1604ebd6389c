import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOMES_TIPO_CHAVE_PIX,
  type PixConfiguracaoLida,
  type PixConfigurarCorpo,
  type PixConfigurarEntrada,
  pixConfigurarSchema,
  TIPOS_CHAVE_PIX,
} from '@mascate/domain';
import { Button, Grid, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoMarcacao } from '../../../ui/form/CampoMarcacao.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { useConfigurarPix } from '../api/consultas.ts';

const TIPOS = TIPOS_CHAVE_PIX.map((t) => ({ valor: t, rotulo: NOMES_TIPO_CHAVE_PIX[t] }));
const ORDEM = ['tipo_chave', 'chave', 'nome', 'cidade'] as const;

type Props = {
  atual: PixConfiguracaoLida | null;
  /** With the PSP's fields (the Pix screen); without, the key only (the company's sales settings). */
  comPsp: boolean;
  gravado: (mensagem: string) => void;
};

/** The company's Pix: key (validated by its type), receiver's name and city, and optionally the PSP. */
export function FormularioPix({ atual, comPsp, gravado }: Props) {
  const alertar = useAlertaErro();
  const configurar = useConfigurarPix();
  const { control, handleSubmit } = useForm<PixConfigurarEntrada, unknown, PixConfigurarCorpo>({
    resolver: zodResolver(pixConfigurarSchema),
    defaultValues: {
      tipo_chave: atual?.tipo_chave ?? 'cnpj',
      chave: atual?.chave ?? '',
      nome: atual?.nome ?? '',
      cidade: atual?.cidade ?? '',
      ...(comPsp
        ? {
            psp_url: atual?.psp_url ?? '',
            psp_client_id: atual?.psp_client_id ?? '',
            psp_client_secret: '',
            psp_certificado: '',
            psp_chave_privada: '',
            cobrar_ao_faturar: atual?.cobrar_ao_faturar ?? 0,
            expiracao_segundos: String(atual?.expiracao_segundos ?? 86400),
          }
        : {}),
    },
  });
  const enviar = handleSubmit(
    (corpo) => configurar.mutate(corpo, { onSuccess: (r) => gravado(r.retorno.mensagem) }),
    (e) => alertar(primeiraMensagem(e, ORDEM)),
  );
  return (
    <form noValidate onSubmit={enviar} aria-label={comPsp ? 'Pix e PSP' : 'Pix da empresa'}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CampoSelecao
            control={control}
            name="tipo_chave"
            label="Tipo da chave Pix"
            opcoes={TIPOS}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <CampoTexto control={control} name="chave" label="Chave Pix" max={77} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <CampoTexto control={control} name="nome" label="Nome do recebedor" max={25} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CampoTexto control={control} name="cidade" label="Cidade do recebedor" max={15} fullWidth />
        </Grid>
        {comPsp && (
          <>
            <Grid size={12}>
              <Typography variant="h6" component="h2">
                Provedor de pagamento (PSP)
              </Typography>
              <Typography variant="body2">
                Com um PSP configurado, cada título recebe uma cobrança Pix dinâmica e o pagamento dá baixa
                sozinho (docs/pix.md). Segredo, certificado e chave privada em branco mantêm os gravados.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <CampoTexto
                control={control}
                name="psp_url"
                label="Endereço da API Pix do PSP"
                max={500}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoTexto
                control={control}
                name="expiracao_segundos"
                label="Validade da cobrança (segundos)"
                max={7}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto control={control} name="psp_client_id" label="Client ID" max={200} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto
                control={control}
                name="psp_client_secret"
                label="Client secret"
                type="password"
                max={500}
                fullWidth
                ajuda={atual?.psp_client_secret_definido ? 'Gravado; em branco mantém.' : 'Não gravado.'}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CampoTexto
                control={control}
                name="psp_certificado"
                label="Certificado (PEM)"
                multiline
                minRows={3}
                fullWidth
                ajuda={atual?.psp_certificado_definido ? 'Gravado; em branco mantém.' : 'Opcional (mTLS).'}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CampoTexto
                control={control}
                name="psp_chave_privada"
                label="Chave privada do certificado (PEM)"
                multiline
                minRows={3}
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <CampoMarcacao
                control={control}
                name="cobrar_ao_faturar"
                label="Gerar cobrança Pix ao faturar o pedido"
              />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={configurar.isPending}>
            Gravar Pix
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
