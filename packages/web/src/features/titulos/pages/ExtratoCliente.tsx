import {
  formatarData,
  formatarMoeda,
  NOMES_SITUACAO_TITULO,
  paraCentavos,
  type TituloLido,
} from '@mascate/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { DialogoPix } from '../../pix/components/DialogoPix.tsx';
import { titulosConsultas } from '../api/consultas.ts';
import { PosicaoCredito } from '../components/PosicaoCredito.tsx';

const dinheiro = (reais: number) => formatarMoeda(paraCentavos(reais));

function Tabela({
  titulo,
  linhas,
  comPix = false,
}: {
  titulo: string;
  linhas: TituloLido[];
  comPix?: boolean;
}) {
  const [pix, setPix] = useState<TituloLido | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {titulo}
      </Typography>
      <TabelaDados<TituloLido>
        rotulo={titulo}
        colunas={[
          { titulo: 'TÍTULO', valor: (t) => t.numero },
          { titulo: 'VENCIMENTO', valor: (t) => formatarData(t.vencimento) },
          { titulo: 'VALOR', valor: (t) => dinheiro(t.valor), alinhar: 'right' },
          { titulo: 'PAGO', valor: (t) => dinheiro(t.pago), alinhar: 'right' },
          { titulo: 'EM ABERTO', valor: (t) => dinheiro(t.aberto), alinhar: 'right' },
          { titulo: 'SITUAÇÃO', valor: (t) => NOMES_SITUACAO_TITULO[t.situacao] },
        ]}
        linhas={linhas}
        chave={(t) => t.id}
        acoes={
          comPix
            ? (t) => (
                <Button size="small" onClick={() => setPix(t)} aria-label={`Pix do título ${t.numero}`}>
                  Pix
                </Button>
              )
            : undefined
        }
      />
      {pix && <DialogoPix id={pix.id} numero={pix.numero} fechar={() => setPix(null)} />}
      {linhas.length === 0 && <Typography sx={{ p: 1 }}>Nenhum título.</Typography>}
    </Paper>
  );
}

/** A customer's statement: credit position, open, overdue and paid in the last 90 days. */
export default function ExtratoCliente() {
  const id = useIdDaUrl();
  const { data: x } = useQuery(titulosConsultas.extrato(id));
  if (!x) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        EXTRATO DO CLIENTE · {x.cliente_nome}
      </Typography>
      <Stack spacing={2}>
        <PosicaoCredito posicao={x} />
        <Typography>Pago nos últimos 90 dias: {dinheiro(x.pago_90_dias)}</Typography>
        <Tabela titulo="Vencidos" linhas={x.vencidos} comPix />
        <Tabela titulo="Em aberto" linhas={x.abertos} comPix />
        <Tabela titulo="Pagos nos últimos 90 dias" linhas={x.pagos} />
      </Stack>
    </Box>
  );
}
