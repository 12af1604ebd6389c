import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { rotaDaTela, usePode } from '../sessao/permissoes.ts';
import { useSessao } from '../sessao/sessao.ts';
import { BotaoExcluir } from './BotaoExcluir.tsx';
import { ListScreen, type ListScreenProps } from './ListScreen.tsx';

type Props<T extends { id: number }> = Omit<ListScreenProps<T>, 'acoes' | 'podeCadastrar'> & {
  /** The edit screen of a row. */
  alteracao: (item: T) => string;
  /** The delete confirmation of a row (the domain's `confirmarExclusao`). */
  exclusao: (item: T) => string;
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
  const { alteracao, exclusao, edicao, rotuloAlterar = 'Editar', ...lista } = props;
  // A deletion's success alert comes back to this list's own page.
  const retorno = useLocation().pathname.slice(1);
  const { usaMerchant } = useSessao();
  // Every row's edit screen is the same screen: a role that may not open it (a vendedor on a read-only
  // register, issue 14) gets no edit button rather than the "Acesso não permitido" page.
  const podeAlterar = usePode(rotaDaTela(alteracao({ id: 0 } as T)));
  const editavel = (edicao === 'sempre' || usaMerchant === 0) && podeAlterar;
  return (
    <ListScreen<T>
      {...lista}
      podeCadastrar={props.podeCadastrar ?? editavel}
      acoes={(item) => (
        <>
          {editavel && (
            <IconButton aria-label={rotuloAlterar} component={Link} to={alteracao(item)}>
              <EditIcon />
            </IconButton>
          )}
          <BotaoExcluir recurso={lista.recurso} id={item.id} texto={exclusao(item)} retorno={retorno} />
        </>
      )}
    />
  );
}
