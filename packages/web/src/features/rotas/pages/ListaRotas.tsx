import type { Rota } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaRotas() {
  return (
    <ListaCadastro<Rota>
      textos={{ titulo: 'LISTA DE ROTAS', busca: 'Pesquisar por Nome' }}
      recurso="rotas"
      colunas={[{ titulo: 'NOME', valor: (r) => r.nome }]}
      edicao="merchant"
      cadastro={{ item: 'rota', tela: '/cadastrar-rotas' }}
      alteracao="/alterar-rotas"
      exclusao={['rota', (r) => r.nome]}
    />
  );
}
