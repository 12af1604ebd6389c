import { confirmarExclusao, type Rota } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaRotas() {
  return (
    <ListaCadastro<Rota>
      titulo="LISTA DE ROTAS"
      recurso="rotas"
      rotuloBusca="Pesquisar por Nome"
      itemNome="rota"
      colunas={[{ titulo: 'NOME', valor: (r) => r.nome }]}
      edicao="merchant"
      rotaCadastro="/cadastrar-rotas"
      alteracao={(r) => `/alterar-rotas/${r.id}`}
      exclusao={(r) => confirmarExclusao('rota', r.nome)}
    />
  );
}
