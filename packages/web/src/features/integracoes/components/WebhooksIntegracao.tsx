import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENTOS_WEBHOOK,
  formatarDataHora,
  type LinhaEndpoint,
  type WebhookCriarEntrada,
  webhookCriarSchema,
} from '@mascate/domain';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { DialogoFormulario } from '../../../ui/form/DialogoFormulario.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import {
  integracoesConsultas,
  useCriarWebhook,
  useReenviarEntrega,
  useRemoverWebhook,
} from '../api/consultas.ts';
import { CampoEventos } from './CampoEventos.tsx';

type Webhook = LinhaEndpoint<'webhooks/read'>;
type Entrega = LinhaEndpoint<'webhooks/entregas'>;

const rotuloEvento = (tipo: string) => EVENTOS_WEBHOOK[tipo as keyof typeof EVENTOS_WEBHOOK] ?? tipo;

function situacaoDaEntrega(e: Entrega): string {
  if (e.situacao === 'entregue')
    return e.entregue_em ? `Entregue em ${formatarDataHora(e.entregue_em)}` : 'Entregue';
  if (e.situacao === 'falhou') return 'Falhou (tentativas esgotadas)';
  if (e.situacao === 'cancelada') return 'Cancelada (webhook removido)';
  if (e.tentativas === 0 || !e.proxima_em) return 'Na fila';
  // Claimed and not answered yet: the call is under way.
  if (e.ultimo_status === null && e.ultimo_erro === null) return 'Enviando';
  return `Nova tentativa em ${formatarDataHora(e.proxima_em)}`;
}

const ultimaResposta = (e: Entrega) =>
  e.ultimo_status !== null ? `HTTP ${e.ultimo_status}` : (e.ultimo_erro ?? '—');

function NovoWebhook({ fechar, criado }: { fechar: () => void; criado: (segredo: string) => void }) {
  const criar = useCriarWebhook();
  const { control, handleSubmit } = useForm<
    WebhookCriarEntrada,
    unknown,
    z.output<typeof webhookCriarSchema>
  >({
    resolver: zodResolver(webhookCriarSchema),
    defaultValues: { url: '', eventos: [] },
  });
  const enviar = handleSubmit((corpo) =>
    criar.mutate(corpo, { onSuccess: (r) => criado(String(r.retorno.segredo)) }),
  );
  return (
    <DialogoFormulario
      titulo="Novo webhook"
      fechar={fechar}
      onSubmit={enviar}
      enviar="Cadastrar webhook"
      enviando={criar.isPending}
    >
      <CampoTexto
        control={control}
        name="url"
        label="Endereço (URL)"
        max={2000}
        ajuda="O endereço do outro sistema que recebe os eventos, com https://."
      />
      <CampoEventos control={control} name="eventos" label="Eventos" />
    </DialogoFormulario>
  );
}

/** The whole secret, once: the receiver checks each delivery's signature with it. */
function SegredoCriado({ segredo, fechar }: { segredo: string; fechar: () => void }) {
  return (
    <DialogoAviso
      aberto
      id="segredo-criado"
      titulo="Webhook cadastrado"
      mensagem="Copie o segredo agora e guarde-o no outro sistema: ele confere a assinatura de cada entrega e não será mostrado de novo."
      fechar={fechar}
      largura="sm"
    >
      <TextField
        label="Segredo de assinatura"
        value={segredo}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </DialogoAviso>
  );
}

function Remover({ webhook, fechar }: { webhook: Webhook; fechar: () => void }) {
  const remover = useRemoverWebhook();
  return (
    <DialogoAviso
      aberto
      id="remover-webhook"
      titulo="Remover webhook"
      mensagem={`${webhook.url} deixa de receber eventos, e as entregas que ainda esperavam são canceladas. Deseja continuar?`}
      fechar={fechar}
      formulario={{
        aoEnviar: (e) => {
          e.preventDefault();
          remover.mutate(webhook.id, { onSuccess: fechar });
        },
        voltar: 'Cancelar',
        enviar: 'Remover',
        cor: 'error',
        desabilitado: remover.isPending,
      }}
    />
  );
}

/** A delivery's body as signed and its attempts, newest first. */
function Detalhes({ entrega, fechar }: { entrega: Entrega; fechar: () => void }) {
  return (
    <DialogoAviso
      aberto
      id="detalhes-entrega"
      titulo={`Entrega: ${rotuloEvento(entrega.tipo)}`}
      mensagem={`Evento ${entrega.evento_id} para ${entrega.url}`}
      fechar={fechar}
      largura="sm"
    >
      <Typography variant="subtitle2" component="h3">
        Tentativas
      </Typography>
      <Box component="ul" sx={{ pl: 2, mt: 0 }}>
        {entrega.historico.length === 0 && <li>Nenhuma tentativa ainda.</li>}
        {entrega.historico.map((t) => (
          <li key={t.em}>
            {formatarDataHora(t.em)}: {t.status !== null ? `HTTP ${t.status}` : t.erro} ({t.duracao_ms} ms)
            {t.resposta ? ` — ${t.resposta.slice(0, 200)}` : ''}
          </li>
        ))}
      </Box>
      <TextField
        label="Corpo enviado"
        value={entrega.corpo}
        fullWidth
        multiline
        maxRows={8}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </DialogoAviso>
  );
}

function Entregas() {
  const lista = useQuery(integracoesConsultas.entregas(null));
  const reenviar = useReenviarEntrega();
  const [aberta, setAberta] = useState<Entrega | null>(null);
  const linhas = lista.data ?? [];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        Entregas
      </Typography>
      <TabelaDados
        rotulo="Entregas de webhooks"
        cartoes
        colunas={[
          { titulo: 'EVENTO', valor: (e) => rotuloEvento(e.tipo), celular: 'titulo' },
          { titulo: 'REGISTRO', valor: (e) => e.registro },
          { titulo: 'CRIADA EM', valor: (e) => formatarDataHora(e.criada_em) },
          { titulo: 'SITUAÇÃO', valor: situacaoDaEntrega },
          { titulo: 'TENTATIVAS', valor: (e) => e.tentativas, alinhar: 'right' },
          { titulo: 'ÚLTIMA RESPOSTA', valor: ultimaResposta },
        ]}
        linhas={linhas}
        chave={(e) => e.id}
        acoes={(e) => (
          <>
            <Button size="small" onClick={() => setAberta(e)}>
              Detalhes
            </Button>
            {e.situacao !== 'cancelada' && !e.webhook_removido && (
              <Button size="small" disabled={reenviar.isPending} onClick={() => reenviar.mutate(e.id)}>
                Reenviar
              </Button>
            )}
          </>
        )}
        vazio={lista.isPending ? 'Carregando...' : 'Nenhuma entrega ainda.'}
      />
      {aberta && <Detalhes entrega={aberta} fechar={() => setAberta(null)} />}
    </>
  );
}

/** "Webhooks": the addresses that receive the company's events, and what was delivered to them. */
export function WebhooksIntegracao() {
  const lista = useQuery(integracoesConsultas.webhooks());
  const [criando, setCriando] = useState(false);
  const [segredo, setSegredo] = useState<string | null>(null);
  const [removendo, setRemovendo] = useState<Webhook | null>(null);
  const linhas = lista.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Webhooks
        </Typography>
        <Button variant="contained" onClick={() => setCriando(true)}>
          Novo webhook
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        O Mascate avisa o outro sistema a cada evento escolhido (pedido criado, título pago...), com um POST
        assinado no cabeçalho X-Mascate-Assinatura. Se o receptor não responder, o Mascate tenta de novo por
        cerca de um dia.
      </Typography>
      <TabelaDados
        rotulo="Webhooks"
        cartoes
        colunas={[
          { titulo: 'ENDEREÇO', valor: (w) => w.url, celular: 'titulo' },
          { titulo: 'EVENTOS', valor: (w) => w.eventos.map(rotuloEvento).join(' · ') },
          { titulo: 'INÍCIO DO SEGREDO', valor: (w) => `${w.prefixo_segredo}…` },
          { titulo: 'CRIADO EM', valor: (w) => formatarDataHora(w.criado_em) },
          { titulo: 'PENDENTES', valor: (w) => w.pendentes, alinhar: 'right' },
          { titulo: 'FALHAS', valor: (w) => w.falhas, alinhar: 'right' },
        ]}
        linhas={linhas}
        chave={(w) => w.id}
        acoes={(w) => (
          <Button size="small" color="error" onClick={() => setRemovendo(w)}>
            Remover
          </Button>
        )}
        vazio={lista.isPending ? 'Carregando...' : 'Nenhum webhook cadastrado.'}
      />
      <Entregas />
      {criando && (
        <NovoWebhook
          fechar={() => setCriando(false)}
          criado={(s) => {
            setCriando(false);
            setSegredo(s);
          }}
        />
      )}
      {segredo && <SegredoCriado segredo={segredo} fechar={() => setSegredo(null)} />}
      {removendo && <Remover webhook={removendo} fechar={() => setRemovendo(null)} />}
    </Paper>
  );
}
