import { confirmarExclusao, formatarDataHora, type Visita } from '@mascate/domain';
import { useFiltroData } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { useAtrasado } from '../../../ui/useAtrasado.ts';
import { CamposPeriodo } from '../components/CamposPeriodo.tsx';
import { NenhumaVisita } from '../components/NenhumaVisita.tsx';

const nomeCliente = (v: Visita) => v.cliente.fantasia || v.cliente.nome;

export default function ListaVisitas() {
  const [inicio, setInicio] = useFiltroData('dataInicialVisitas');
  const [fim, setFim] = useFiltroData('dataFinalVisitas');
  const periodo = { inicio, fim, mudarInicio: setInicio, mudarFim: setFim };
  // A date typed day first passes through whole dates on the way (30/04 starts as 03/04): the list asks
  // the server once the typing pauses, so a half-typed day never opens the empty-list dialog.
  const [inicioBusca, fimBusca] = [useAtrasado(inicio, 400), useAtrasado(fim, 400)];
  return (
    <ListScreen<Visita>
      titulo="LISTA DE VISITAS"
      recurso="visitas"
      rotuloBusca="Pesquisar"
      itemNome="visita"
      rotaCadastro=""
      podeCadastrar={false}
      filtros={{ data_ini: inicioBusca, data_fin: fimBusca }}
      filtrosTopo={<CamposPeriodo {...periodo} />}
      vazio={(fechar) => <NenhumaVisita fechar={fechar} {...periodo} />}
      colunas={[
        { titulo: 'CLIENTE', valor: nomeCliente },
        { titulo: 'REPRESENTANTE', valor: (v) => v.representante.nome },
        { titulo: 'OBSERVAÇÃO', valor: (v) => v.obs },
        { titulo: 'DATA', valor: (v) => formatarDataHora(v.data_hora) },
      ]}
      acoes={(v) => (
        <BotaoExcluir
          recurso="visitas"
          id={v.id}
          texto={confirmarExclusao('visita', nomeCliente(v))}
          retorno="listar-visitas"
        />
      )}
    />
  );
}
