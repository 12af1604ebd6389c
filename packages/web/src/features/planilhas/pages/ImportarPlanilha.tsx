import type { RespostaImportacao } from '@mascate/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { baixarArquivo, enviarImportacao } from '../../../api/arquivos.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { clientesConsultas } from '../../clientes/api/consultas.ts';
import { produtosConsultas } from '../../produtos/api/consultas.ts';
import { Progresso } from '../components/Progresso.tsx';
import { TabelaErros } from '../components/TabelaErros.tsx';

type Props = { recurso: 'clientes' | 'produtos'; titulo: string; lista: string };

/** Whose reads an import refreshes. */
const consultasDo = { clientes: clientesConsultas, produtos: produtosConsultas };

/** Template, upload, check (dry run) with the errors, then confirm: the file is written all or nothing. */
export default function ImportarPlanilha({ recurso, titulo, lista }: Props) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [atualizar, setAtualizar] = useState(false);
  const [progresso, setProgresso] = useState<{ fracao: number; etapa: string } | null>(null);
  const [conferencia, setConferencia] = useState<RespostaImportacao | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const alertar = useAlertaErro();
  const navegar = useNavigate();
  const queryClient = useQueryClient();

  const enviar = async (simular: 0 | 1) => {
    if (!arquivo) return;
    setProgresso({ fracao: 0, etapa: simular ? 'Conferindo as linhas...' : 'Gravando...' });
    try {
      const r = await enviarImportacao(
        recurso,
        arquivo,
        { simular, atualizar: atualizar ? 1 : 0 },
        (fracao) => setProgresso((p) => (p ? { ...p, fracao } : p)),
      );
      setConferencia(r);
      if (!simular && r.retorno.sucesso) {
        await queryClient.invalidateQueries({ queryKey: consultasDo[recurso].chaves.todas });
        navegar(caminhoSucesso(r.retorno.mensagem, lista));
      }
    } catch (erro) {
      alertar(erro instanceof Error ? erro.message : String(erro));
    } finally {
      setProgresso(null);
    }
  };

  const r = conferencia?.retorno;
  const podeConfirmar = r !== undefined && r.erros === 0 && r.novos + r.atualizados > 0;
  const modelo = (formato: 'csv' | 'xlsx') =>
    baixarArquivo(`${recurso}/modelo`, { formato }).catch((e: Error) => alertar(e.message));

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1000 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {titulo}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography sx={{ mb: 1 }}>
          1. Baixe o modelo e preencha uma linha por registro, a partir da linha 2 (a linha 1 é o cabeçalho).
          Um arquivo exportado desta lista também serve.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button startIcon={<FileDownloadIcon />} onClick={() => modelo('csv')}>
            Modelo CSV
          </Button>
          <Button startIcon={<FileDownloadIcon />} onClick={() => modelo('xlsx')}>
            Modelo XLSX
          </Button>
        </Stack>
        <Typography sx={{ mb: 1 }}>2. Escolha o arquivo (.csv ou .xlsx, até 20 MB) e confira.</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Escolher arquivo
            <input
              hidden
              type="file"
              aria-label="Arquivo da planilha"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setArquivo(e.target.files?.[0] ?? null);
                setConferencia(null);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography>{arquivo ? arquivo.name : 'Nenhum arquivo escolhido'}</Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={atualizar}
                onChange={(e) => {
                  setAtualizar(e.target.checked);
                  setConferencia(null);
                }}
              />
            }
            label="Atualizar existentes"
          />
          <Button variant="contained" disabled={!arquivo || progresso !== null} onClick={() => enviar(1)}>
            Conferir
          </Button>
        </Stack>
        {progresso && <Progresso {...progresso} />}
      </Paper>
      {r && (
        <Alert severity={r.erros > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
          {r.mensagem}
        </Alert>
      )}
      {podeConfirmar && (
        <Button variant="contained" color="success" sx={{ mb: 2 }} onClick={() => setConfirmando(true)}>
          Confirmar importação
        </Button>
      )}
      {conferencia && conferencia.registros.length > 0 && (
        <TabelaErros
          erros={conferencia.registros}
          arquivo={`erros-${arquivo?.name.replace(/\.\w+$/, '') ?? recurso}.csv`}
        />
      )}
      <DialogoAviso
        aberto={confirmando}
        fechar={() => setConfirmando(false)}
        id="confirmar-importacao-titulo"
        titulo="Confirmar importação"
        mensagem={`Serão gravados ${r?.novos ?? 0} novo(s) e ${r?.atualizados ?? 0} atualizado(s), todos de uma vez: se algo falhar, nada é gravado.`}
        formulario={{
          aoEnviar: () => {
            setConfirmando(false);
            void enviar(0);
          },
          voltar: 'Cancelar',
          enviar: 'Importar',
        }}
      />
    </Box>
  );
}
