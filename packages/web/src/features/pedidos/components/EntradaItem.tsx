import { zodResolver } from '@hookform/resolvers/zod';
import { formatarMoeda, paraCentavos, totalItem } from '@mascate/domain';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { useAbrirSeletor } from '../../../ui/DialogoPesquisa.tsx';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CampoEscolha } from '../../../ui/form/CampoEscolha.tsx';
import { CampoMoeda } from '../../../ui/form/CampoMoeda.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { type ProdutoSelecionado, SeletorProduto } from '../../produtos/components/SeletorProduto.tsx';
import { formatarQuantidade, type ItemEditado, novoId } from '../tipos.ts';
import { DescontoPercentualItem } from './DescontoPercentualItem.tsx';
import { calculoItem, esquemaItem, ITEM_VAZIO, ORDEM_ITEM, type ValoresItem } from './item.ts';
import { precoAbaixoDaTabela, REGRAS_LIVRES, type RegrasVenda } from './regras.ts';

// A computed or fixed value: shown, but the Tab key passes it by (the clerk types only what changes).
const somenteLeitura = { htmlInput: { readOnly: true, tabIndex: -1 }, inputLabel: { shrink: true } };
// Phones: two columns; from md on, one row that wraps.
const meia = { gridColumn: { xs: 'span 1', md: 'auto' } };
const inteira = { gridColumn: { xs: '1 / -1', md: 'auto' } };
const largura = { ...meia, width: { md: 130 } };

/** Money the clerk does not type here (the total, or what the settings forbid changing), and why. */
function ValorFixo({ label, centavos, motivo }: { label: string; centavos: number; motivo?: string }) {
  return (
    <TextField
      label={label}
      value={formatarMoeda(centavos)}
      size="small"
      helperText={motivo}
      slotProps={somenteLeitura}
      sx={largura}
    />
  );
}

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

/** An item already in the order, back in the row to be changed. */
function doItem(i: ItemEditado): ValoresItem {
  return {
    produto_id: i.produtoId,
    codpro: i.codpro,
    descricao: i.descricao,
    unidade_id: i.unidadeId,
    unidade: i.unidade,
    qt: formatarQuantidade(i.qtMilesimos).replace(/\./g, ''),
    preco: i.precoCentavos,
    desconto: i.descontoCentavos,
    // An item read from the server has no table price here: its stored price stands for it.
    preco_tabela: i.precoTabelaCentavos ?? i.precoCentavos,
    preco_base: i.precoBaseCentavos ?? i.precoTabelaCentavos ?? i.precoCentavos,
  };
}

type Props = {
  incluir: (item: ItemEditado) => void;
  tabelaPrecoId: number;
  /** The company's sales settings (price changes, discounts); absent, both are allowed. */
  regras?: RegrasVenda;
  /** An item of the order being changed in the row (its 'Alterar' button), or null. */
  editando?: ItemEditado | null;
  /** The changed item, under the same id and in the same place. */
  atualizar?: (item: ItemEditado) => void;
  cancelarEdicao?: () => void;
};

/**
 * The entry row of 'Itens do Pedido': pick a product (click, Enter, or type its name), type quantity,
 * price and discount, then Enter or 'Incluir'. An item's 'Alterar' brings it back here to be changed.
 */
export function EntradaItem({
  incluir,
  tabelaPrecoId,
  regras = REGRAS_LIVRES,
  editando = null,
  atualizar,
  cancelarEdicao,
}: Props) {
  const alertar = useAlertaErro();
  const { abrir, fechar, seletor } = useAbrirSeletor();
  // `raw`: the submit gets the row as typed (cents, thousandths), which the order screen keeps.
  const { control, handleSubmit, reset, setFocus } = useForm<ValoresItem>({
    resolver: zodResolver(esquemaItem, undefined, { raw: true }),
    defaultValues: ITEM_VAZIO,
  });
  const [codpro, descricao, unidade, qt, preco, desconto, precoTabela, precoBase] = useWatch({
    control,
    name: ['codpro', 'descricao', 'unidade', 'qt', 'preco', 'desconto', 'preco_tabela', 'preco_base'],
  });
  const calculo = calculoItem({ qt, preco, desconto });
  const precoFixo = regras.alteraPreco === 0;
  // Where the cursor goes once the row has rendered again (a reset re-registers the fields, and the
  // picker gives the focus back to Descrição as it closes): the quantity, selected to be typed over.
  const [foco, setFoco] = useState<{ campo: 'qt' | 'produto_id' } | null>(null);
  useEffect(() => {
    if (foco) setFocus(foco.campo, { shouldSelect: foco.campo === 'qt' });
  }, [foco, setFocus]);
  const semDesconto = !regras.permiteDesconto;

  // 'Alterar' on an item: its values come to the row and the cursor to its quantity.
  // An item removed while being changed empties the row.
  const idEditado = editando?.id;
  const editava = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item to change is a new id
  useEffect(() => {
    if (!editando) {
      if (editava.current) reset(ITEM_VAZIO);
      editava.current = false;
      return;
    }
    editava.current = true;
    reset(doItem(editando));
    setFoco({ campo: 'qt' });
  }, [idEditado]);

  const aoIncluir = handleSubmit(
    (v) => {
      const abaixo = precoAbaixoDaTabela(regras, v);
      if (abaixo) return alertar(abaixo);
      const item: ItemEditado = {
        ...calculoItem(v),
        id: editando?.id ?? novoId(),
        produtoId: v.produto_id,
        codpro: v.codpro,
        descricao: v.descricao,
        unidadeId: v.unidade_id,
        unidade: v.unidade,
        precoManual: (editando?.precoManual ?? false) || v.preco !== v.preco_tabela,
        precoTabelaCentavos: v.preco_tabela,
        precoBaseCentavos: v.preco_base,
      };
      reset(ITEM_VAZIO);
      editava.current = false;
      if (editando) atualizar?.(item);
      else incluir(item);
      // Ready for the next product.
      setFoco({ campo: 'produto_id' });
    },
    (erros) => alertar(primeiraMensagem(erros, ORDEM_ITEM)),
  );
  const cancelar = () => {
    reset(ITEM_VAZIO);
    cancelarEdicao?.();
    setFoco({ campo: 'produto_id' });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={editando ? `Alterar item ${editando.descricao}` : 'Incluir item'}
      // Enter in any field of the row includes the item (the form's submit button).
      onSubmit={(e) => {
        e.preventDefault();
        void aoIncluir();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && editando && !seletor.aberto) cancelar();
      }}
      sx={{
        display: { xs: 'grid', md: 'flex' },
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        // Código and Unidade share a line on phones, Descrição takes the next one whole.
        gridAutoFlow: 'row dense',
        gap: 1.5,
        flexWrap: 'wrap',
        // Top-aligned: a field's hint or message grows below it without moving the others.
        alignItems: 'flex-start',
      }}
    >
      {editando && (
        <Typography variant="body2" sx={{ ...inteira, width: { md: '100%' }, fontWeight: 600 }}>
          Alterando o item {editando.descricao}: Enter grava, Esc cancela.
        </Typography>
      )}
      <TextField
        label="Código"
        value={codpro}
        onClick={() => abrir()}
        size="small"
        slotProps={somenteLeitura}
        sx={{ ...meia, width: { md: 110 } }}
      />
      <CampoEscolha
        control={control}
        name="produto_id"
        label="Descrição"
        texto={descricao}
        abrir={abrir}
        placeholder="Clique ou digite para escolher o produto"
        size="small"
        sx={{ ...inteira, flex: { md: '1 1 320px' } }}
      />
      <TextField
        label="Unidade"
        value={unidade}
        size="small"
        slotProps={somenteLeitura}
        sx={{ ...meia, width: { md: 110 } }}
      />
      <CampoDecimal control={control} name="qt" label="Quantidade" size="small" sx={largura} />
      {precoFixo ? (
        <ValorFixo label="Preço" centavos={preco} motivo="Preço da tabela (alteração não permitida)" />
      ) : (
        <CampoMoeda
          control={control}
          name="preco"
          label="Preço"
          size="small"
          ajuda={precoBase !== precoTabela ? `Base ${formatarMoeda(precoBase)}` : undefined}
          sx={largura}
        />
      )}
      {semDesconto ? (
        <ValorFixo label="Desconto" centavos={desconto} motivo="Desconto não permitido" />
      ) : (
        <CampoMoeda control={control} name="desconto" label="Desconto" size="small" sx={largura} />
      )}
      {!semDesconto && <DescontoPercentualItem control={control} />}
      <ValorFixo label="Total" centavos={totalItem(calculo)} />
      <Button type="submit" variant="contained" sx={{ ...(editando ? meia : inteira), mt: { md: 0.25 } }}>
        {editando ? 'Atualizar item' : 'Incluir'}
      </Button>
      {editando && (
        <Button variant="outlined" onClick={cancelar} sx={{ ...meia, mt: { md: 0.25 } }}>
          Cancelar alteração
        </Button>
      )}
      <SeletorProduto
        {...seletor}
        tabelaPrecoId={tabelaPrecoId}
        onSelecionar={(p) => {
          reset(doProduto(p));
          fechar();
          setFoco({ campo: 'qt' });
        }}
      />
    </Box>
  );
}
