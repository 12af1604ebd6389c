import { zodResolver } from '@hookform/resolvers/zod';
import { formatarMoeda, paraCentavos, totalItem } from '@mascate/domain';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CampoEscolha } from '../../../ui/form/CampoEscolha.tsx';
import { CampoMoeda } from '../../../ui/form/CampoMoeda.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { type ProdutoSelecionado, SeletorProduto } from '../../produtos/components/SeletorProduto.tsx';
import { type ItemEditado, novoId } from '../tipos.ts';
import { DescontoPercentualItem } from './DescontoPercentualItem.tsx';
import { calculoItem, esquemaItem, ITEM_VAZIO, ORDEM_ITEM, type ValoresItem } from './item.ts';

const somenteLeitura = { htmlInput: { readOnly: true } };
const largura = { width: { md: 130 } };

/** The row's values for a product just picked: one unit at the price the picker offered. */
function doProduto(p: ProdutoSelecionado): ValoresItem {
  const preco = paraCentavos(p.preco) || 0;
  return {
    produto_id: p.id,
    codpro: p.codigo,
    descricao: p.descricao,
    unidade_id: p.unidade_id,
    unidade: p.unidade,
    qt: '1',
    preco,
    desconto: 0,
    preco_tabela: preco,
    preco_base: p.preco_base === undefined ? preco : paraCentavos(p.preco_base) || 0,
  };
}

/** The entry row of 'Itens do Pedido': pick a product, type quantity, price and discount, then 'Incluir'. */
export function EntradaItem({
  incluir,
  tabelaPrecoId,
}: {
  incluir: (item: ItemEditado) => void;
  tabelaPrecoId: number;
}) {
  const alertar = useAlertaErro();
  const [seletorAberto, setSeletorAberto] = useState(false);
  // `raw`: the submit gets the row as typed (cents, thousandths), which the order screen keeps.
  const { control, handleSubmit, reset } = useForm<ValoresItem>({
    resolver: zodResolver(esquemaItem, undefined, { raw: true }),
    defaultValues: ITEM_VAZIO,
  });
  const [codpro, descricao, unidade, qt, preco, desconto, precoTabela, precoBase] = useWatch({
    control,
    name: ['codpro', 'descricao', 'unidade', 'qt', 'preco', 'desconto', 'preco_tabela', 'preco_base'],
  });
  const calculo = calculoItem({ qt, preco, desconto });

  const aoIncluir = handleSubmit(
    (v) => {
      incluir({
        ...calculoItem(v),
        id: novoId(),
        produtoId: v.produto_id,
        codpro: v.codpro,
        descricao: v.descricao,
        unidadeId: v.unidade_id,
        unidade: v.unidade,
        precoManual: v.preco !== v.preco_tabela,
      });
      reset(ITEM_VAZIO);
    },
    (erros) => alertar(primeiraMensagem(erros, ORDEM_ITEM)),
  );
  const abrir = () => setSeletorAberto(true);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      // Top-aligned: a field's hint or message grows below it without moving the others.
      sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <TextField
        label="Código"
        value={codpro}
        onClick={abrir}
        size="small"
        slotProps={somenteLeitura}
        sx={{ width: { md: 110 } }}
      />
      <CampoEscolha
        control={control}
        name="produto_id"
        label="Descrição"
        texto={descricao}
        abrir={abrir}
        placeholder="Clique para escolher o produto"
        size="small"
        sx={{ flex: '1 1 320px' }}
      />
      <TextField
        label="Unidade"
        value={unidade}
        size="small"
        slotProps={somenteLeitura}
        sx={{ width: { md: 110 } }}
      />
      <CampoDecimal control={control} name="qt" label="Quantidade" size="small" sx={largura} />
      <CampoMoeda
        control={control}
        name="preco"
        label="Preço"
        size="small"
        ajuda={precoBase !== precoTabela ? `Base ${formatarMoeda(precoBase)}` : undefined}
        sx={largura}
      />
      <CampoMoeda control={control} name="desconto" label="Desconto" size="small" sx={largura} />
      <DescontoPercentualItem control={control} />
      <TextField
        label="Total"
        value={formatarMoeda(totalItem(calculo))}
        size="small"
        slotProps={somenteLeitura}
        sx={largura}
      />
      <Button variant="contained" onClick={() => void aoIncluir()} sx={{ mt: { md: 0.25 } }}>
        Incluir
      </Button>
      <SeletorProduto
        aberto={seletorAberto}
        onFechar={() => setSeletorAberto(false)}
        tabelaPrecoId={tabelaPrecoId}
        onSelecionar={(p) => {
          reset(doProduto(p));
          setSeletorAberto(false);
        }}
      />
    </Stack>
  );
}
