import { zodResolver } from '@hookform/resolvers/zod';
import {
  AREAS_INTEGRACAO,
  type ChaveApiCriarEntrada,
  chaveApiCriarSchema,
  formatarDataHora,
  LISTA_AREAS_INTEGRACAO,
  type LinhaEndpoint,
} from '@mascate/domain';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { DialogoFormulario } from '../../../ui/form/DialogoFormulario.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { integracoesConsultas, useCriarChave, useRevogarChave } from '../api/consultas.ts';
import { CampoEscopos } from './CampoEscopos.tsx';

type Chave = LinhaEndpoint<'chavesapi/read'>;

/** 'Pedidos: leitura e escrita · Títulos: leitura', in the areas' order. */
function rotuloEscopos(escopos: readonly string[]): string {
  return LISTA_AREAS_INTEGRACAO.flatMap((area) => {
    const l = escopos.includes(`${area}:leitura`);
    const e = escopos.includes(`${area}:escrita`);
    if (!l && !e) return [];
    return [`${AREAS_INTEGRACAO[area]}: ${l && e ? 'leitura e escrita' : l ? 'leitura' : 'escrita'}`];
  }).join(' · ');
}

function NovaChave({ fechar, criada }: { fechar: () => void; criada: (chave: string) => void }) {
  const criar = useCriarChave();
  const { control, handleSubmit } = useForm<
    ChaveApiCriarEntrada,
    unknown,
    z.output<typeof chaveApiCriarSchema>
  >({
    resolver: zodResolver(chaveApiCriarSchema),
    defaultValues: { nome: '', escopos: [] },
  });
  const enviar = handleSubmit((corpo) =>
    criar.mutate(corpo, { onSuccess: (r) => criada(String(r.retorno.chave)) }),
  );
  return (
    <DialogoFormulario
      titulo="Nova chave de integração"
      fechar={fechar}
      onSubmit={enviar}
      enviar="Criar chave"
      enviando={criar.isPending}
    >
      <CampoTexto
        control={control}
        name="nome"
        label="Nome"
        max={100}
        ajuda="Por exemplo, o sistema que vai usá-la: ERP, Bling."
      />
      <CampoEscopos control={control} name="escopos" label="Permissões" />
    </DialogoFormulario>
  );
}

/** The whole key, once: only its hash is kept, so it can never be shown again. */
function ChaveCriada({ chave, fechar }: { chave: string; fechar: () => void }) {
  return (
    <DialogoAviso
      aberto
      id="chave-criada"
      titulo="Chave criada"
      mensagem="Copie a chave agora e guarde-a no outro sistema: ela não será mostrada de novo."
      fechar={fechar}
      largura="sm"
    >
      <TextField
        label="Chave de integração"
        value={chave}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </DialogoAviso>
  );
}

function Revogar({ chave, fechar }: { chave: Chave; fechar: () => void }) {
  const revogar = useRevogarChave();
  return (
    <DialogoAviso
      aberto
      id="revogar-chave"
      titulo="Revogar chave"
      mensagem={`A chave "${chave.nome}" deixa de funcionar imediatamente. Deseja continuar?`}
      fechar={fechar}
      formulario={{
        aoEnviar: (e) => {
          e.preventDefault();
          revogar.mutate(chave.id, { onSuccess: fechar });
        },
        voltar: 'Cancelar',
        enviar: 'Revogar',
        cor: 'error',
        desabilitado: revogar.isPending,
      }}
    />
  );
}

/** "Chaves de integração": the keys other systems sign their calls with. */
export function ChavesIntegracao() {
  const lista = useQuery(integracoesConsultas.chavesApi());
  const [criando, setCriando] = useState(false);
  const [criada, setCriada] = useState<string | null>(null);
  const [revogando, setRevogando] = useState<Chave | null>(null);
  const linhas = lista.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Chaves de integração
        </Typography>
        <Button variant="contained" onClick={() => setCriando(true)}>
          Nova chave
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Outro sistema (ERP, emissor de notas) chama a API com a chave no cabeçalho Authorization: Bearer. Cada
        chave só faz o que suas permissões dizem; o app de campo e a administração ficam fora do alcance.
      </Typography>
      <TabelaDados
        rotulo="Chaves de integração"
        cartoes
        colunas={[
          { titulo: 'NOME', valor: (k) => k.nome, celular: 'titulo' },
          { titulo: 'PERMISSÕES', valor: (k) => rotuloEscopos(k.escopos) },
          { titulo: 'INÍCIO DA CHAVE', valor: (k) => `${k.prefixo}…` },
          { titulo: 'CRIADA EM', valor: (k) => formatarDataHora(k.criada_em) },
          { titulo: 'ÚLTIMO USO', valor: (k) => (k.usada_em ? formatarDataHora(k.usada_em) : 'Nunca usada') },
          {
            titulo: 'SITUAÇÃO',
            valor: (k) => (k.revogada_em ? `Revogada em ${formatarDataHora(k.revogada_em)}` : 'Ativa'),
          },
        ]}
        linhas={linhas}
        chave={(k) => k.id}
        acoes={(k) =>
          k.revogada_em ? null : (
            <Button size="small" color="error" onClick={() => setRevogando(k)}>
              Revogar
            </Button>
          )
        }
        vazio={lista.isPending ? 'Carregando...' : 'Nenhuma chave criada.'}
      />
      {criando && (
        <NovaChave
          fechar={() => setCriando(false)}
          criada={(c) => {
            setCriando(false);
            setCriada(c);
          }}
        />
      )}
      {criada && <ChaveCriada chave={criada} fechar={() => setCriada(null)} />}
      {revogando && <Revogar chave={revogando} fechar={() => setRevogando(null)} />}
    </Paper>
  );
}
