import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatarData,
  formatarDataHora,
  formatarMoeda,
  type PixRecebimentoLido,
  paraCentavos,
  pixConciliarSchema,
  pixDescartarSchema,
} from '@mascate/domain';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { pixConsultas, useConciliarPix, useDescartarPix } from '../api/consultas.ts';

type Conciliar = z.input<typeof pixConciliarSchema>;
type Descartar = z.input<typeof pixDescartarSchema>;

/** Matching a payment by hand: the open receivables, those whose open amount is the payment's first. */
function DialogoConciliar({ r, fechar }: { r: PixRecebimentoLido; fechar: () => void }) {
  const titulos = useQuery(pixConsultas.titulosEmAberto());
  const conciliar = useConciliarPix();
  const valor = paraCentavos(r.valor);
  const opcoes = [...(titulos.data ?? [])]
    .sort((a, b) => Number(paraCentavos(b.aberto) === valor) - Number(paraCentavos(a.aberto) === valor))
    .map((t) => ({
      valor: t.id,
      rotulo: `${t.numero} · ${t.cliente_nome} · ${formatarMoeda(paraCentavos(t.aberto))} · vence ${formatarData(t.vencimento)}`,
    }));
  const { control, handleSubmit } = useForm<Conciliar, unknown, z.output<typeof pixConciliarSchema>>({
    resolver: zodResolver(pixConciliarSchema),
    defaultValues: { id: r.id, titulo_id: r.titulo_id ?? '' },
  });
  const enviar = handleSubmit(async (c) => {
    await conciliar.mutateAsync(c);
    fechar();
  });
  return (
    <DialogoAviso
      aberto
      id="pix-conciliar"
      titulo="Conciliar recebimento"
      mensagem={`Pix de ${formatarMoeda(valor)} recebido em ${formatarDataHora(r.horario)}. Escolha o título que ele paga.`}
      fechar={fechar}
      largura="sm"
      formulario={{
        aoEnviar: enviar,
        voltar: 'Voltar',
        enviar: 'Conciliar',
        desabilitado: conciliar.isPending,
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <CampoSelecao
          control={control}
          name="titulo_id"
          label="Título"
          opcoes={opcoes}
          disabled={titulos.isPending}
        />
      </Stack>
    </DialogoAviso>
  );
}

function DialogoDescartar({ r, fechar }: { r: PixRecebimentoLido; fechar: () => void }) {
  const descartar = useDescartarPix();
  const { control, handleSubmit } = useForm<Descartar, unknown, z.output<typeof pixDescartarSchema>>({
    resolver: zodResolver(pixDescartarSchema),
    defaultValues: { id: r.id, motivo: '' },
  });
  const enviar = handleSubmit(async (c) => {
    await descartar.mutateAsync(c);
    fechar();
  });
  return (
    <DialogoAviso
      aberto
      id="pix-descartar"
      titulo="Descartar recebimento"
      mensagem={`O Pix de ${formatarMoeda(paraCentavos(r.valor))} não paga título desta empresa (por exemplo, foi devolvido).`}
      fechar={fechar}
      largura="sm"
      formulario={{
        aoEnviar: enviar,
        voltar: 'Voltar',
        enviar: 'Descartar',
        desabilitado: descartar.isPending,
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <CampoTexto control={control} name="motivo" label="Motivo" max={200} />
      </Stack>
    </DialogoAviso>
  );
}

/** "Recebimentos a conciliar": Pix payments that did not settle a receivable by themselves wait here. */
export function RecebimentosAConciliar() {
  const lista = useQuery(pixConsultas.aConciliar());
  const [conciliando, setConciliando] = useState<PixRecebimentoLido | null>(null);
  const [descartando, setDescartando] = useState<PixRecebimentoLido | null>(null);
  const linhas = lista.data?.linhas ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Recebimentos a conciliar
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Pix recebidos pelo PSP que não deram baixa sozinhos: outro valor, txid desconhecido ou título já pago.
      </Typography>
      <TabelaDados
        rotulo="Recebimentos a conciliar"
        cartoes
        colunas={[
          { titulo: 'RECEBIDO EM', valor: (r) => formatarDataHora(r.horario), larguraMinima: 100 },
          {
            titulo: 'VALOR',
            valor: (r) => formatarMoeda(paraCentavos(r.valor)),
            alinhar: 'right',
            larguraMinima: 90,
          },
          { titulo: 'PAGADOR', valor: (r) => r.pagador || r.info_pagador || '-', celular: 'titulo' },
          { titulo: 'TXID', valor: (r) => r.txid || '-' },
          { titulo: 'MOTIVO', valor: (r) => r.motivo },
        ]}
        linhas={linhas}
        chave={(r) => r.id}
        acoes={(r) => (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" onClick={() => setConciliando(r)}>
              Conciliar
            </Button>
            <Button size="small" onClick={() => setDescartando(r)}>
              Descartar
            </Button>
          </Stack>
        )}
        vazio={lista.isPending ? 'Carregando...' : 'Nenhum recebimento a conciliar.'}
      />
      {conciliando && <DialogoConciliar r={conciliando} fechar={() => setConciliando(null)} />}
      {descartando && <DialogoDescartar r={descartando} fechar={() => setDescartando(null)} />}
    </Paper>
  );
}
