import { zodResolver } from '@hookform/resolvers/zod';
import { type MotivoNaoVenda, motivoNaoVendaSchema, RAIO_VISITA_PADRAO_M } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { empresasConsultas, useGravarEmpresa } from '../../empresas/api/consultas.ts';
import { motivosConsultas, opcoesVisitas, useCriarMotivo } from '../api/consultas.ts';
import { RenomearMotivo } from '../components/RenomearMotivo.tsx';

/** The company's visit radius, saved with the rest of its record (empresas/update). */
function RaioVisita({ sucesso }: { sucesso: (m: string) => void }) {
  const alertar = useAlertaErro();
  const empresa = useQuery(empresasConsultas.daSessao());
  const [raio, setRaio] = useState('');
  useEffect(() => {
    if (empresa.data) setRaio(String(empresa.data.raio_visita_m ?? RAIO_VISITA_PADRAO_M));
  }, [empresa.data]);
  const gravar = useGravarEmpresa();
  const salvar = () => {
    if (!empresa.data) return;
    const { token: _t, usa_merchant: _u, ...resto } = empresa.data;
    gravar.mutate(
      { ...resto, raio_visita_m: raio },
      { onSuccess: () => sucesso('Raio da visita salvo com sucesso!'), onError: (e) => alertar(e.message) },
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Raio da visita
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Uma visita registrada mais longe do cliente do que este raio (ou com precisão do GPS pior que ele) é
        marcada como fora do local.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label="Raio da visita (metros)"
          size="small"
          value={raio}
          onChange={(e) => setRaio(e.target.value.replace(/\D/g, '').slice(0, 6))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button variant="contained" onClick={salvar} disabled={gravar.isPending || !empresa.data}>
          Salvar raio
        </Button>
      </Stack>
    </Paper>
  );
}

function NovoMotivo({ sucesso }: { sucesso: (m: string) => void }) {
  const alertar = useAlertaErro();
  const criar = useCriarMotivo();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(motivoNaoVendaSchema),
    defaultValues: { descricao: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (m) =>
          criar.mutate(m.descricao, {
            onSuccess: (r) => {
              reset();
              sucesso(r.retorno?.mensagem ?? '');
            },
          }),
        (e) => alertar(primeiraMensagem(e)),
      )}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <CampoTexto control={control} name="descricao" label="Novo motivo" max={100} size="small" />
        <Button type="submit" variant="contained" disabled={criar.isPending}>
          Adicionar motivo
        </Button>
      </Stack>
    </form>
  );
}

/** Settings of visits: the reasons for no sale the field app and the office choose from, and the radius. */
export default function ConfiguracoesVisitas() {
  const motivos = useQuery(opcoesVisitas.motivos());
  const [sucesso, setSucesso] = useState<string | null>(null);
  const [renomeando, setRenomeando] = useState<MotivoNaoVenda | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        CONFIGURAÇÕES DE VISITAS
      </Typography>
      <RaioVisita sucesso={setSucesso} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Motivos de não venda
        </Typography>
        <NovoMotivo sucesso={setSucesso} />
        <TabelaDados<MotivoNaoVenda>
          colunas={[{ titulo: 'DESCRIÇÃO', valor: (m) => m.descricao }]}
          linhas={motivos.data ?? []}
          chave={(m) => m.id}
          rotulo="Motivos de não venda"
          acoes={(m) => (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <IconButton aria-label={`Alterar o motivo ${m.descricao}`} onClick={() => setRenomeando(m)}>
                <EditIcon />
              </IconButton>
              <BotaoExcluir
                consultas={motivosConsultas}
                id={m.id}
                texto={`Deseja Realmente excluir o motivo ${m.descricao}?`}
                retorno="configuracoes-visitas"
              />
            </Stack>
          )}
        />
      </Paper>
      {renomeando && (
        <RenomearMotivo
          motivo={renomeando}
          fechar={() => setRenomeando(null)}
          alterado={(m) => {
            setRenomeando(null);
            setSucesso(m);
          }}
        />
      )}
      <DialogoSucesso mensagem={sucesso} fechar={() => setSucesso(null)} />
    </Box>
  );
}
