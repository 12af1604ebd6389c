import { formatarMoeda, MSG, totalItem } from '@mascate/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, IconButton } from '@mui/material';
import { useState } from 'react';
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

/** `remover` absent: a read-only order, shown without the 'Ação' column. */
export function TabelaItens({
  itens,
  remover,
}: {
  itens: ItemEditado[];
  remover?: ((id: string) => void) | undefined;
}) {
  const [removendo, setRemovendo] = useState<ItemEditado | null>(null);
  // The spec names this column 'Ação' (not the lists' 'AÇÕES').
  const acao: Coluna<ItemEditado> = {
    titulo: 'Ação',
    valor: (i) => (
      <IconButton aria-label={`Remover ${i.descricao}`} color="error" onClick={() => setRemovendo(i)}>
        <DeleteIcon />
      </IconButton>
    ),
  };
  return (
    <>
      <TabelaDados
        rotulo="Itens do Pedido"
        colunas={remover ? [...COLUNAS, acao] : COLUNAS}
        linhas={itens}
        chave={(i) => i.id}
      />
      <Dialog
        open={removendo !== null}
        onClose={() => setRemovendo(null)}
        slotProps={{ paper: { sx: { width: 400 } } }}
      >
        <DialogContent>
          <DialogContentText>
            {MSG.removerProduto} {removendo?.descricao}?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemovendo(null)}>Cancelar</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              if (removendo) remover?.(removendo.id);
              setRemovendo(null);
            }}
          >
            Confirmar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
