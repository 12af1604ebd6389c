import { confirmarExclusao, type EntidadeExclusao } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { rotaDaTela, usePode } from '../sessao/permissoes.ts';
import { useSessao } from '../sessao/sessao.ts';
import { BotaoExcluir } from './BotaoExcluir.tsx';
import { ListScreen, type ListScreenProps } from './ListScreen.tsx';

type Props<T extends { id: number }> = Omit<
  ListScreenProps<T>,
  'acoes' | 'podeCadastrar' | 'titulo' | 'rotuloBusca' | 'itemNome' | 'rotaCadastro'
> & {
  /** The spec's texts: the list's title and the search box's label. */
  textos: { titulo: string; busca: string };
  /** The add shortcut (and the empty list's offer): what it adds, in the spec's words, and its screen. */
  cadastro: { item: string; tela: string };
  /** The edit screen: a row's id is appended to this address. */
  alteracao: string;
  /** The delete confirmation (the domain's `confirmarExclusao`): which register, and a row's name in it. */
  exclusao: [EntidadeExclusao, (item: T) => string | number];
  /**
   * 'merchant': with usaMerchant other than 0 the register is kept by the merchant system, so the list
   * offers neither the add shortcut nor the edit button (spec); 'sempre': both always.
   */
  edicao: 'merchant' | 'sempre';
  /** Overrides the add shortcut's rule (products: see docs/deviations.md). */
  podeCadastrar?: boolean;
  /** The edit button's accessible name; the spec names it 'Alterar' on products. */
  rotuloAlterar?: string;
};

/** A simple register's list: ListScreen with the edit and delete buttons of every row. */
export function ListaCadastro<T extends { id: number }>(props: Props<T>) {
  const { textos, cadastro, alteracao, exclusao, edicao, rotuloAlterar = 'Editar', ...lista } = props;
  const [entidade, nome] = exclusao;
  // A deletion's success alert comes back to this list's own page.
  const retorno = useLocation().pathname.slice(1);
  const { usaMerchant } = useSessao();
  // Every row's edit screen is the same screen: a role that may not open it (a vendedor on a read-only
  // register, issue 14) gets no edit button rather than the "Acesso não permitido" page.
  const podeAlterar = usePode(rotaDaTela(alteracao));
  const editavel = (edicao === 'sempre' || usaMerchant === 0) && podeAlterar;
  return (
    <ListScreen<T>
      {...lista}
      titulo={textos.titulo}
      rotuloBusca={textos.busca}
      itemNome={cadastro.item}
      rotaCadastro={cadastro.tela}
      podeCadastrar={props.podeCadastrar ?? editavel}
      acoes={(item) => (
        <>
          {editavel && (
            <IconButton aria-label={rotuloAlterar} component={Link} to={`${alteracao}/${item.id}`}>
              <EditIcon />
            </IconButton>
          )}
          <BotaoExcluir
            consultas={lista.consultas}
            id={item.id}
            texto={confirmarExclusao(entidade, nome(item))}
            retorno={retorno}
          />
        </>
      )}
    />
  );
}
