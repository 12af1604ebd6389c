import {
  ACOES_SITUACAO,
  ehRecusaCredito,
  exigeAdministrador,
  type LinhaEndpoint,
  mudancasPermitidas,
  NOMES_SITUACAO,
  type Situacao,
} from '@mascate/domain';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSessao } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { LiberarNaAprovacao } from '../../titulos/components/LiberarNaAprovacao.tsx';
import { useMudarSituacao } from '../api/situacao.ts';
import { AcoesPedido, type PedidoDasAcoes } from './AcoesPedido.tsx';
import { DialogoCancelar } from './DialogoCancelar.tsx';
import { HistoricoPedido } from './HistoricoPedido.tsx';

// Chip colours with white text at a contrast of 4.5:1 or more (axe's color-contrast).
const CORES: Record<Situacao, 'default' | 'primary' | 'success' | 'error'> = {
  orcamento: 'default',
  pedido: 'primary',
  faturado: 'success',
  cancelado: 'error',
};

// The fields it reads of the order's answer (pedidosvenda/read_one), taken from the contract.
type Props = {
  pedido: Pick<LinhaEndpoint<'pedidosvenda/read_one'>, 'situacao'> & PedidoDasAcoes;
};

/** The order's status, the changes allowed from it (Aprovar, Faturar, Cancelar), its actions and history. */
export function SituacaoPedido({ pedido }: Props) {
  const mudar = useMudarSituacao();
  const alertar = useAlertaErro();
  const [cancelando, setCancelando] = useState(false);
  // Invoicing cannot be undone: it is confirmed first (cancelling asks for its reason in its own dialog).
  const [faturando, setFaturando] = useState(false);
  const [sucesso, setSucesso] = useState<string | null>(null);
  // Issue 30: the credit refusal of an approval, which an administrador may override with a reason.
  const [recusaCredito, setRecusaCredito] = useState<string | null>(null);
  // Issue 30: cancelling an invoiced order is an administrador's (the server refuses a vendedor too).
  const { papel } = useSessao();
  const permitidas = mudancasPermitidas(pedido.situacao).filter(
    (para) => papel === 'administrador' || !exigeAdministrador(pedido.situacao, para),
  );
  const executar = (situacao: Situacao, motivo?: string, motivoCredito?: string) =>
    mudar.mutate(
      motivoCredito === undefined
        ? { id: pedido.id, situacao, motivo }
        : { id: pedido.id, situacao, motivo, liberar_credito: true, motivo_credito: motivoCredito },
      {
        onSuccess: (r) => {
          setCancelando(false);
          setFaturando(false);
          setRecusaCredito(null);
          setSucesso(r.mensagem);
        },
        onError: (e) => {
          if (situacao === 'pedido' && papel === 'administrador' && ehRecusaCredito(e.message))
            setRecusaCredito(e.message);
          else alertar(e.message);
        },
      },
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span">Situação:</Typography>
        <Chip label={NOMES_SITUACAO[pedido.situacao]} color={CORES[pedido.situacao]} />
        {permitidas.map((para) => (
          <Button
            key={para}
            variant={para === 'cancelado' ? 'outlined' : 'contained'}
            color={para === 'cancelado' ? 'error' : 'primary'}
            disabled={mudar.isPending}
            onClick={() =>
              para === 'cancelado'
                ? setCancelando(true)
                : para === 'faturado'
                  ? setFaturando(true)
                  : executar(para)
            }
          >
            {ACOES_SITUACAO[para]}
          </Button>
        ))}
      </Stack>
      <AcoesPedido pedido={pedido} />
      <HistoricoPedido id={pedido.id} />
      {cancelando && (
        <DialogoCancelar
          pedido={pedido}
          aberto
          fechar={() => setCancelando(false)}
          confirmar={(motivo) => executar('cancelado', motivo)}
        />
      )}
      <DialogoAviso
        aberto={faturando}
        mensagem={`O pedido nº ${pedido.numero} será faturado e não poderá mais ser alterado. Esta ação não pode ser desfeita.`}
        fechar={() => setFaturando(false)}
        id="titulo-faturar"
        titulo={`Faturar o pedido nº ${pedido.numero}?`}
        formulario={{
          aoEnviar: () => executar('faturado'),
          voltar: 'Voltar',
          enviar: 'Confirmar faturamento',
          desabilitado: mudar.isPending,
        }}
      />
      {recusaCredito !== null && (
        <LiberarNaAprovacao
          recusa={recusaCredito}
          fechar={() => setRecusaCredito(null)}
          liberar={(m) => executar('pedido', undefined, m)}
          enviando={mudar.isPending}
        />
      )}
      <DialogoSucesso mensagem={sucesso} fechar={() => setSucesso(null)} />
    </Stack>
  );
}
