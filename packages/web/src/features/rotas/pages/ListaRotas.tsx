import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { rotasConsultas } from '../api/consultas.ts';

export default function ListaRotas() {
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE ROTAS', busca: 'Pesquisar por Nome' }}
      consultas={rotasConsultas}
      colunas={[{ titulo: 'NOME', valor: (r) => r.nome }]}
      edicao="merchant"
      cadastro={{ item: 'rota', tela: '/cadastrar-rotas' }}
      alteracao="/alterar-rotas"
      exclusao={['rota', (r) => r.nome]}
    />
  );
}
