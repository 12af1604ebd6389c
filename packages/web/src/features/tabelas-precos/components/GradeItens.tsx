import { casaBusca, dobrar, formatarMoeda, type LinhaEndpoint, paraCentavos } from '@mascate/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Paper, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { EntradaMoeda } from '../../../ui/entradas.tsx';
import { Paginacao } from '../../../ui/Paginacao.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { SeletorProduto } from '../../produtos/components/SeletorProduto.tsx';

/**
 * A fixed price on the screen, as the table's read answers it (money in cents; code, description and base
 * price only for showing): the type follows the contract, so a renamed field breaks this grid at compile time.
 */
export type ItemGrade = LinhaEndpoint<'tabelasprecos/read_one'>['itens'][number];

const POR_PAGINA = 25;

type Props = { itens: ItemGrade[]; mudar: (itens: ItemGrade[]) => void };

/**
 * The table's fixed prices as a paged, searchable grid: thousands of rows stay usable because only one
 * page is drawn and the search runs over the list in memory.
 */
export function GradeItens({ itens, mudar }: Props) {
  const alertar = useAlertaErro();
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(0);
  const [seletorAberto, setSeletorAberto] = useState(false);
  // The server's search rule (domain casaBusca: no case, no accents, every word in any order): '1kg feijao'
  // finds 'Feijão Carioca 1kg'.
  const termo = useDeferredValue(busca.trim());
  const filtrados = useMemo(
    () => (termo ? itens.filter((i) => casaBusca(dobrar(`${i.codigo} ${i.descricao}`), termo)) : itens),
    [itens, termo],
  );
  const ultimaPagina = Math.max(0, Math.ceil(filtrados.length / POR_PAGINA) - 1);
  const atual = Math.min(pagina, ultimaPagina);
  const visiveis = filtrados.slice(atual * POR_PAGINA, (atual + 1) * POR_PAGINA);
  const alterarPreco = (id: number, preco: number) =>
    mudar(itens.map((i) => (i.produto_id === id ? { ...i, preco } : i)));
  const colunas: Coluna<ItemGrade>[] = [
    { titulo: 'CÓDIGO', valor: (i) => i.codigo },
    { titulo: 'DESCRIÇÃO', valor: (i) => i.descricao },
    { titulo: 'PREÇO BASE', valor: (i) => formatarMoeda(i.preco_base) },
    {
      titulo: 'PREÇO NA TABELA',
      larguraMinima: 150,
      valor: (i) => (
        <EntradaMoeda
          label="Preço na tabela"
          value={i.preco}
          onChange={(v) => alterarPreco(i.produto_id, v)}
          size="small"
        />
      ),
    },
  ];

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Preços fixos
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Estes produtos têm o preço abaixo nesta tabela; os demais seguem o ajuste percentual.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Pesquisar nos preços fixos"
          value={busca}
          onChange={(e) => {
            setBusca(e.target.value);
            setPagina(0);
          }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Typography sx={{ whiteSpace: 'nowrap' }}>produtos: {itens.length}</Typography>
        <Button variant="outlined" onClick={() => setSeletorAberto(true)}>
          Adicionar produto
        </Button>
      </Stack>
      <Paper variant="outlined">
        <TabelaDados
          colunas={colunas}
          linhas={visiveis}
          chave={(i) => i.produto_id}
          rotulo="Preços fixos"
          acoes={(i) => (
            <IconButton
              aria-label={`Remover ${i.descricao}`}
              color="error"
              onClick={() => mudar(itens.filter((x) => x.produto_id !== i.produto_id))}
            >
              <DeleteIcon />
            </IconButton>
          )}
          rodape={
            visiveis.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  {itens.length === 0
                    ? 'Nenhum preço fixo: todos os produtos seguem o ajuste percentual.'
                    : 'Nenhum produto encontrado.'}
                </TableCell>
              </TableRow>
            )
          }
        />
        <Paginacao pagina={atual} porPagina={POR_PAGINA} total={filtrados.length} mudar={setPagina} />
      </Paper>
      <SeletorProduto
        aberto={seletorAberto}
        onFechar={() => setSeletorAberto(false)}
        onSelecionar={(p) => {
          if (itens.some((i) => i.produto_id === p.id)) {
            alertar(`O produto ${p.descricao} já tem preço fixo nesta tabela.`);
            return;
          }
          const base = paraCentavos(p.preco) || 0;
          // New rows go first, so the one just added is on screen to get its price.
          mudar([
            { produto_id: p.id, codigo: p.codigo, descricao: p.descricao, preco_base: base, preco: base },
            ...itens,
          ]);
          setBusca('');
          setPagina(0);
        }}
      />
    </Stack>
  );
}
