import { milesimosParaNumero, paraCentavos, quantidadeParaMilesimos } from '@mascate/domain';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { useImagemProduto } from '../api/imagem.ts';
import { formulario, useProduto, useSalvarProduto, useUnidades } from '../api/produtos.ts';
import { CampoImagem } from '../components/CampoImagem.tsx';
import { CamposProduto, VALORES_VAZIOS, type ValoresProduto } from '../components/CamposProduto.tsx';
import { corpoProduto } from '../components/validar.ts';

export default function AlteracaoProduto() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  // usaMerchant not 0: the catalogue is kept by the merchant system, only the image is ours to change.
  const somenteImagem = useSessao().usaMerchant !== 0;
  const produto = useProduto(id);
  const unidades = useUnidades().data ?? [];
  const salvar = useSalvarProduto();
  const [valores, setValores] = useState<ValoresProduto>(VALORES_VAZIOS);
  const [imagem, setImagem] = useState<File | null>(null);
  const [mensagem, setMensagem] = useState<string | null>(null);
  const p = produto.data;
  const atual = useImagemProduto(id, p?.possui_imagem ?? false);

  useEffect(() => {
    if (!p) return;
    setValores({
      codigo: p.codigo,
      descricao: p.descricao,
      unidade_id: String(p.unidade_id),
      preco: paraCentavos(p.preco),
      status: String(p.status),
      estoque: String(milesimosParaNumero(quantidadeParaMilesimos(p.estoque))),
      tipo: String(p.tipo),
    });
  }, [p]);

  useEffect(() => {
    if (!produto.error) return;
    alertar(produto.error.message);
    navigate('/listar-produtos', { replace: true });
  }, [produto.error, alertar, navigate]);

  const enviar = async () => {
    if (somenteImagem) {
      if (!imagem) return alertar('Escolha uma imagem para alterar.');
      const r = await salvar.mutateAsync({ caminho: 'add_image', corpo: formulario({ id }, imagem) });
      return setMensagem(r.retorno.mensagem);
    }
    const r = corpoProduto(valores, unidades);
    if ('erro' in r) return alertar(r.erro);
    const feito = await salvar.mutateAsync({
      caminho: 'update',
      corpo: formulario({ ...r.corpo, id }, imagem),
    });
    setMensagem(feito.retorno.mensagem);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Alteração de Produtos
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
          {somenteImagem ? (
            <TextField label="Descrição" value={valores.descricao} disabled fullWidth />
          ) : (
            <CamposProduto
              valores={valores}
              mudar={(v) => setValores((a) => ({ ...a, ...v }))}
              unidades={unidades}
              mostrarCodigo={false}
            />
          )}
          <CampoImagem arquivo={imagem} mudar={setImagem} atual={atual} />
          <Button type="submit" variant="contained" size="large" disabled={salvar.isPending || !p}>
            Alterar
          </Button>
        </Stack>
      </Paper>
      <DialogoSucesso mensagem={mensagem} fechar={() => navigate(-1)} />
    </Box>
  );
}
