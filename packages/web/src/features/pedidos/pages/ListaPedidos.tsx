import {
  confirmarExclusao,
  editavel,
  formatarData,
  formatarMoeda,
  MSG,
  NOMES_SITUACAO,
  paraCentavos,
} from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { EntradaSelecao } from '../../../ui/entradas.tsx';
import { CamposPeriodo } from '../../../ui/form/CamposPeriodo.tsx';
import { usePeriodo } from '../../../ui/form/usePeriodo.ts';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { FiltroRepresentante } from '../../representantes/components/FiltroRepresentante.tsx';
import { pedidosConsultas } from '../api/consultas.ts';
import { FiltroSituacao, useFiltroSituacao } from '../components/FiltroSituacao.tsx';
import { ItensPedido } from '../components/ItensPedido.tsx';
import { CHAVES_PERIODO_PEDIDOS, esquemaPeriodoPedidos } from '../components/periodo.ts';
import { nomeTipo } from '../tipos.ts';

const TIPOS = ['Mostrar Todos', 'Pedidos de Venda', 'Pedidos de Troca', 'Pedidos de Compra'].map(
  (rotulo, valor) => ({ valor, rotulo }),
);

export default function ListaPedidos() {
  // Kept between reloads; the list asks the server once typing pauses (usePeriodo).
  const periodo = usePeriodo(CHAVES_PERIODO_PEDIDOS, esquemaPeriodoPedidos);
  const { busca } = periodo;
  const [tipo, setTipo] = useState(0);
  const [situacao, setSituacao] = useFiltroSituacao();
  const [vendedor, setVendedor] = useState<number | ''>('');
  return (
    <ListScreen
      titulo="LISTA DE PEDIDOS"
      consultas={pedidosConsultas}
      rotuloBusca="Cliente ou número do pedido"
      itemNome="pedido"
      rotaCadastro="/cadastrar-pedido"
      podeCadastrar
      filtros={{
        data_inicial: busca.inicio,
        data_final: busca.fim,
        ident_operacao: tipo,
        situacao,
        vendedor_id: vendedor === '' ? undefined : vendedor,
      }}
      filtrosTopo={
        // One group: the toolbar wraps it to a line of its own when the screen is narrow.
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <CamposPeriodo control={periodo.control} largura={165} />
          <EntradaSelecao label="Tipo" value={tipo} onChange={setTipo} opcoes={TIPOS} sx={{ width: 190 }} />
          <FiltroSituacao valor={situacao} mudar={setSituacao} />
          <FiltroRepresentante valor={vendedor} mudar={setVendedor} todos largura={200} />
        </Stack>
      }
      colunas={[
        { titulo: 'ID SERVIDOR', valor: (p) => p.id, celular: 'oculta' },
        { titulo: 'NÚMERO', valor: (p) => p.numero },
        { titulo: 'TIPO', valor: (p) => nomeTipo(p.ident_operacao) },
        { titulo: 'DATA', valor: (p) => formatarData(p.data) },
        { titulo: 'CLIENTE', valor: (p) => p.participante.nome, celular: 'titulo' },
        { titulo: 'REPRESENTANTE', valor: (p) => p.vendedor_nome ?? '' },
        { titulo: 'SITUAÇÃO', valor: (p) => NOMES_SITUACAO[p.situacao] },
        {
          titulo: 'VALOR',
          valor: (p) => formatarMoeda(paraCentavos(p.valor) - paraCentavos(p.desconto)),
          alinhar: 'right',
        },
      ]}
      acoes={(p) => (
        <>
          <ItensPedido pedido={p} />
          <IconButton
            aria-label={`Alterar pedido ${p.numero}`}
            component={Link}
            to={`/alterar-pedido/${p.id}`}
          >
            <EditIcon />
          </IconButton>
          {editavel(p.situacao) && (
            <BotaoExcluir
              consultas={pedidosConsultas}
              id={p.id}
              texto={confirmarExclusao('pedido', p.numero)}
              retorno="listar-pedidos"
            />
          )}
        </>
      )}
      textoVazio={MSG.nenhumRegistroEncontrado}
    />
  );
}
