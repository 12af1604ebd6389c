import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { produtosConsultas, useSalvarProduto } from '../api/consultas.ts';
import { CampoImagem } from '../components/CampoImagem.tsx';
import { CamposProduto } from '../components/CamposProduto.tsx';
import { corpoProduto, type ValoresProduto } from '../components/esquema-form.ts';
import { useFormProduto } from '../components/useFormProduto.ts';

export default function CadastroProduto() {
  const navigate = useNavigate();
  const unidades = useQuery(produtosConsultas.unidades()).data ?? [];
  const salvar = useSalvarProduto();
  const [imagem, setImagem] = useState<File | null>(null);

  const enviar = async (v: ValoresProduto) => {
    const criado = await salvar.mutateAsync({ caminho: 'create', corpo: corpoProduto(v, unidades) });
    // The create call is JSON (spec); a chosen image follows through add_image.
    if (imagem && 'id' in criado.retorno) {
      const f = new FormData();
      f.append('id', String(criado.retorno.id));
      f.append('imagem', imagem);
      await salvar.mutateAsync({ caminho: 'add_image', corpo: f });
    }
    navigate(caminhoSucesso(criado.retorno.mensagem, 'listar-produtos'));
  };
  const { control, aoEnviar } = useFormProduto((v) => void enviar(v).catch(() => undefined));

  return (
    <TelaFormulario titulo="Cadastro de Produtos" largura={720} onSubmit={aoEnviar}>
      <Stack spacing={2}>
        <CamposProduto control={control} unidades={unidades} mostrarCodigo />
        <CampoImagem arquivo={imagem} mudar={setImagem} atual={null} />
        <Button type="submit" variant="contained" size="large" disabled={salvar.isPending}>
          Cadastrar
        </Button>
      </Stack>
    </TelaFormulario>
  );
}
