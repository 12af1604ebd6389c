import { confirmarExclusao, formatarDataHora, type Visita } from '@mascate/domain';
import { Stack } from '@mui/material';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { CamposPeriodo } from '../../../ui/form/CamposPeriodo.tsx';
import { usePeriodo } from '../../../ui/form/usePeriodo.ts';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { NenhumaVisita } from '../components/NenhumaVisita.tsx';
import { CHAVES_PERIODO_VISITAS, esquemaPeriodoVisitas } from '../components/periodo.ts';

const nomeCliente = (v: Visita) => v.cliente.fantasia || v.cliente.nome;

export default function ListaVisitas() {
  // Kept between reloads; the list asks the server once typing pauses (usePeriodo).
  const { control, busca } = usePeriodo(CHAVES_PERIODO_VISITAS, esquemaPeriodoVisitas);
  return (
    <ListScreen<Visita>
      titulo="LISTA DE VISITAS"
      recurso="visitas"
      rotuloBusca="Pesquisar"
      itemNome="visita"
      rotaCadastro=""
      podeCadastrar={false}
      filtros={{ data_ini: busca.inicio, data_fin: busca.fim }}
      filtrosTopo={
        <Stack direction="row" spacing={2}>
          <CamposPeriodo control={control} largura={170} />
        </Stack>
      }
      vazio={(fechar) => <NenhumaVisita fechar={fechar} control={control} />}
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
