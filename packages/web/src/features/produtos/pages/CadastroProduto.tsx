import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useSalvarProduto, useUnidades } from '../api/produtos.ts';
import { CampoImagem } from '../components/CampoImagem.tsx';
import { CamposProduto, VALORES_VAZIOS, type ValoresProduto } from '../components/CamposProduto.tsx';
import { corpoProduto } from '../components/validar.ts';

export default function CadastroProduto() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const unidades = useUnidades().data ?? [];
  const salvar = useSalvarProduto();
  const [valores, setValores] = useState<ValoresProduto>(VALORES_VAZIOS);
  const [imagem, setImagem] = useState<File | null>(null);

  const enviar = async () => {
    const r = corpoProduto(valores, unidades);
    if ('erro' in r) return alertar(r.erro);
    const criado = await salvar.mutateAsync({ caminho: 'create', corpo: r.corpo });
    // The create call is JSON (spec); a chosen image follows through add_image.
    if (imagem) {
      const f = new FormData();
      f.append('id', String(criado.retorno.id));
      f.append('imagem', imagem);
      await salvar.mutateAsync({ caminho: 'add_image', corpo: f });
    }
    navigate(caminhoSucesso(criado.retorno.mensagem, 'listar-produtos'));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Cadastro de Produtos
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            enviar().catch(() => undefined);
          }}
        >
          <CamposProduto
            valores={valores}
            mudar={(v) => setValores((a) => ({ ...a, ...v }))}
            unidades={unidades}
            mostrarCodigo
          />
          <CampoImagem arquivo={imagem} mudar={setImagem} atual={null} />
          <Button type="submit" variant="contained" size="large" disabled={salvar.isPending}>
            Cadastrar
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
