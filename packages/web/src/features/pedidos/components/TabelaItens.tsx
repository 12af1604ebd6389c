import { formatarMoeda, MSG, totalItem } from '@mascate/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Paper, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';
import { DialogoMensagem } from '../../../ui/DialogoMensagem.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { formatarQuantidade, type ItemEditado } from '../tipos.ts';

/** What an item shows in each column (the order screen's table and the list's items modal). */
const VALORES_ITEM = {
  codigo: (i: ItemEditado) => i.codpro,
  descricao: (i: ItemEditado) => i.descricao,
  unidade: (i: ItemEditado) => i.unidade,
  quantidade: (i: ItemEditado) => formatarQuantidade(i.qtMilesimos),
  preco: (i: ItemEditado) => formatarMoeda(i.precoCentavos),
  desconto: (i: ItemEditado) => formatarMoeda(i.descontoCentavos),
  total: (i: ItemEditado) => formatarMoeda(totalItem(i)),
};

type Campo = keyof typeof VALORES_ITEM;

/** The item columns in the order of `titulos`' keys, each under its title. */
export function colunasItem(titulos: Record<Campo, string>): Coluna<ItemEditado>[] {
  return (Object.keys(titulos) as Campo[]).map((campo) => ({
    titulo: titulos[campo],
    valor: VALORES_ITEM[campo],
  }));
}

const COLUNAS = colunasItem({
  codigo: 'Código',
  descricao: 'Descrição',
  unidade: 'Unid',
  quantidade: 'Qtdade',
  preco: 'Preço',
  desconto: 'Desconto',
  total: 'Total',
});

type Props = {
  itens: ItemEditado[];
  /** Absent: a read-only order, shown without the 'Ação' column. */
  remover?: ((id: string) => void) | undefined;
  /** Brings the item back to the entry row to change its quantity, price or discount. */
  alterar?: ((item: ItemEditado) => void) | undefined;
};

/**
 * The order's items: a table on wide screens, one card per item on phones (code, description,
 * quantity, price, discount, total and the buttons, nothing hidden sideways).
 */
export function TabelaItens({ itens, remover, alterar }: Props) {
  const [removendo, setRemovendo] = useState<ItemEditado | null>(null);
  const estreita = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const botoes = (i: ItemEditado) => (
    <>
      {alterar && (
        <IconButton aria-label={`Alterar ${i.descricao}`} onClick={() => alterar(i)}>
          <EditIcon />
        </IconButton>
      )}
      <IconButton aria-label={`Remover ${i.descricao}`} color="error" onClick={() => setRemovendo(i)}>
        <DeleteIcon />
      </IconButton>
    </>
  );
  // The spec names this column 'Ação' (not the lists' 'AÇÕES').
  const acao: Coluna<ItemEditado> = { titulo: 'Ação', valor: botoes };
  return (
    <>
      {estreita ? (
        <Stack component="ul" aria-label="Itens do Pedido" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {itens.map((i) => (
            <CartaoItem key={i.id} item={i} botoes={remover ? botoes(i) : null} />
          ))}
        </Stack>
      ) : (
        <TabelaDados
          rotulo="Itens do Pedido"
          colunas={remover ? [...COLUNAS, acao] : COLUNAS}
          linhas={itens}
          chave={(i) => i.id}
        />
      )}
      <DialogoMensagem
        aberto={removendo !== null}
        fechar={() => setRemovendo(null)}
        mensagem={
          <>
            {MSG.removerProduto} {removendo?.descricao}?
          </>
        }
        // About 400 px, and never wider than a phone.
        fullWidth
        maxWidth="xs"
      >
        <Button onClick={() => setRemovendo(null)}>Cancelar</Button>
        <Button
          variant="contained"
          color="error"
          autoFocus
          onClick={() => {
            if (removendo) remover?.(removendo.id);
            setRemovendo(null);
          }}
        >
          Confirmar
        </Button>
      </DialogoMensagem>
    </>
  );
}

/** One item on a phone: what the table's row shows, as label and value lines. */
function CartaoItem({ item, botoes }: { item: ItemEditado; botoes: ReactNode }) {
  const linhas: [string, string][] = [
    ['Qtdade', `${VALORES_ITEM.quantidade(item)} ${item.unidade}`],
    ['Preço', VALORES_ITEM.preco(item)],
    ['Desconto', VALORES_ITEM.desconto(item)],
    ['Total', VALORES_ITEM.total(item)],
  ];
  return (
    <Paper component="li" variant="outlined" aria-label={item.descricao} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.descricao}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Código {item.codpro}
          </Typography>
        </Box>
        {botoes && <Box sx={{ display: 'flex', flexShrink: 0 }}>{botoes}</Box>}
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
      >
        {linhas.map(([rotulo, valor]) => (
          <Fragment key={rotulo}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {rotulo}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {valor}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
