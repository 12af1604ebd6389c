import { formatarMoeda, MSG, paraCentavos, quantidadeParaMilesimos, totalItem } from '@mascate/domain';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { EntradaMoeda } from '../../../ui/entradas.tsx';
import { SeletorProduto } from '../../produtos/components/SeletorProduto.tsx';
import { type ItemEditado, novoId } from '../tipos.ts';

type ProdutoEscolhido = {
  id: number;
  codigo: string;
  descricao: string;
  unidade_id: number;
  unidade: string;
  preco: number | string;
};

// precoTabela and precoBase: the price the picker offered and the product's own (issue 12).
const vazia = {
  produto: null as ProdutoEscolhido | null,
  qt: '',
  precoCentavos: 0,
  descontoCentavos: 0,
  precoTabela: 0,
  precoBase: 0,
};
const somenteLeitura = { htmlInput: { readOnly: true } };

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
  const [entrada, setEntrada] = useState(vazia);
  const qtMilesimos = quantidadeParaMilesimos(entrada.qt);
  const calculo = {
    qtMilesimos: Number.isNaN(qtMilesimos) ? 0 : qtMilesimos,
    precoCentavos: entrada.precoCentavos,
    descontoCentavos: entrada.descontoCentavos,
  };
  const { produto } = entrada;

  const aoIncluir = () => {
    if (!produto) return alertar(MSG.insiraProduto);
    if (calculo.qtMilesimos <= 0) return alertar(MSG.quantidadeMaiorZero);
    if (calculo.precoCentavos <= 0) return alertar(MSG.precoMaiorZero);
    incluir({
      ...calculo,
      id: novoId(),
      produtoId: produto.id,
      codpro: produto.codigo,
      descricao: produto.descricao,
      unidadeId: produto.unidade_id,
      unidade: produto.unidade,
      precoManual: calculo.precoCentavos !== entrada.precoTabela,
    });
    setEntrada(vazia);
  };
  const abrir = () => setSeletorAberto(true);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        label="Código"
        value={produto?.codigo ?? ''}
        onClick={abrir}
        size="small"
        slotProps={somenteLeitura}
        sx={{ width: { md: 110 } }}
      />
      <TextField
        label="Descrição"
        value={produto?.descricao ?? ''}
        onClick={abrir}
        placeholder="Clique para escolher o produto"
        size="small"
        slotProps={{ ...somenteLeitura, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 320px' }}
      />
      <TextField
        label="Unidade"
        value={produto?.unidade ?? ''}
        size="small"
        slotProps={somenteLeitura}
        sx={{ width: { md: 110 } }}
      />
      <TextField
        label="Quantidade"
        value={entrada.qt}
        onChange={(e) => setEntrada((s) => ({ ...s, qt: e.target.value.replace(/[^\d.,]/g, '') }))}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: { md: 130 } }}
      />
      <EntradaMoeda
        label="Preço"
        value={entrada.precoCentavos}
        onChange={(v) => setEntrada((s) => ({ ...s, precoCentavos: v }))}
        size="small"
        helperText={
          entrada.precoBase !== entrada.precoTabela ? `Base ${formatarMoeda(entrada.precoBase)}` : undefined
        }
        sx={{ width: { md: 130 } }}
      />
      <EntradaMoeda
        label="Desconto"
        value={entrada.descontoCentavos}
        onChange={(v) => setEntrada((s) => ({ ...s, descontoCentavos: v }))}
        size="small"
        sx={{ width: { md: 130 } }}
      />
      <TextField
        label="Total"
        value={formatarMoeda(totalItem(calculo))}
        size="small"
        slotProps={somenteLeitura}
        sx={{ width: { md: 130 } }}
      />
      <Button variant="contained" onClick={aoIncluir}>
        Incluir
      </Button>
      <SeletorProduto
        aberto={seletorAberto}
        onFechar={() => setSeletorAberto(false)}
        tabelaPrecoId={tabelaPrecoId}
        onSelecionar={(p) => {
          const preco = paraCentavos(p.preco) || 0;
          const precoBase = p.preco_base === undefined ? preco : paraCentavos(p.preco_base) || 0;
          setEntrada({
            produto: p,
            qt: '1',
            precoCentavos: preco,
            descontoCentavos: 0,
            precoTabela: preco,
            precoBase,
          });
          setSeletorAberto(false);
        }}
      />
    </Stack>
  );
}
