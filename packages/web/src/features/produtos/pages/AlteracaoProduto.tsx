import { formatarNcm, milesimosParaNumero, paraCentavos, quantidadeParaMilesimos } from '@mascate/domain';
import { Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { formulario, produtosConsultas, useSalvarProduto } from '../api/consultas.ts';
import { useImagemProduto } from '../api/imagem.ts';
import { CampoImagem } from '../components/CampoImagem.tsx';
import { CamposProduto } from '../components/CamposProduto.tsx';
import { corpoProduto, type ValoresProduto } from '../components/esquema-form.ts';
import { useFormProduto } from '../components/useFormProduto.ts';

export default function AlteracaoProduto() {
  const id = useIdDaUrl();
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  // usaMerchant not 0: the catalogue is kept by the merchant system, only the image is ours to change.
  const somenteImagem = useSessao().usaMerchant !== 0;
  const produto = useRegistroParaAlterar(produtosConsultas.um(id), '/listar-produtos');
  const unidades = useQuery(produtosConsultas.unidades()).data ?? [];
  const salvar = useSalvarProduto();
  const [imagem, setImagem] = useState<File | null>(null);
  const [mensagem, setMensagem] = useState<string | null>(null);
  const p = produto.data;
  const atual = useImagemProduto(id, p?.possui_imagem ?? false);

  const alterar = async (v: ValoresProduto) => {
    const feito = await salvar.mutateAsync({
      caminho: 'update',
      corpo: formulario({ ...corpoProduto(v, unidades), id }, imagem),
    });
    setMensagem(feito.retorno.mensagem);
  };
  const { control, aoEnviar, reset } = useFormProduto((v) => void alterar(v).catch(() => undefined));

  // Only the image: the product's fields are not checked, they are not ours to change.
  const trocarImagem = async () => {
    if (!imagem) return alertar('Escolha uma imagem para alterar.');
    const r = await salvar.mutateAsync({ caminho: 'add_image', corpo: formulario({ id }, imagem) });
    setMensagem(r.retorno.mensagem);
  };

  useEffect(() => {
    if (!p) return;
    reset({
      codigo: p.codigo,
      descricao: p.descricao,
      unidade_id: String(p.unidade_id),
      preco: paraCentavos(p.preco),
      status: String(p.status),
      estoque: String(milesimosParaNumero(quantidadeParaMilesimos(p.estoque))),
      tipo: String(p.tipo),
      comissao_percentual:
        p.comissao_percentual === null ? '' : String(p.comissao_percentual).replace('.', ','),
      ncm: formatarNcm(p.ncm ?? ''),
      cest: p.cest ?? '',
      origem: String(p.origem ?? 0),
      aliquota_ipi: p.aliquota_ipi ? String(p.aliquota_ipi).replace('.', ',') : '',
      peso_unitario: p.peso_unitario == null ? '' : String(p.peso_unitario).replace('.', ','),
    });
  }, [p, reset]);

  return (
    <TelaFormulario
      titulo="Alteração de Produtos"
      largura={720}
      onSubmit={(e) => {
        if (!somenteImagem) return aoEnviar(e);
        e.preventDefault();
        trocarImagem().catch(() => undefined);
      }}
    >
      <Stack spacing={2}>
        {somenteImagem ? (
          <TextField label="Descrição" value={p?.descricao ?? ''} disabled fullWidth />
        ) : (
          <CamposProduto control={control} unidades={unidades} mostrarCodigo={false} />
        )}
        <CampoImagem arquivo={imagem} mudar={setImagem} atual={atual} />
        <Button type="submit" variant="contained" size="large" disabled={salvar.isPending || !p}>
          Alterar
        </Button>
      </Stack>
      <DialogoSucesso mensagem={mensagem} fechar={() => navigate(-1)} />
    </TelaFormulario>
  );
}
