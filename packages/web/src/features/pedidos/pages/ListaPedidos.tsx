import {
  confirmarExclusao,
  editavel,
  formatarData,
  formatarMoeda,
  NOMES_SITUACAO,
  paraCentavos,
} from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFiltroData } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { EntradaData } from '../../../ui/EntradaData.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { useAtrasado } from '../../../ui/useAtrasado.ts';
import { DatasVazio } from '../components/DatasVazio.tsx';
import { FiltroSituacao, useFiltroSituacao } from '../components/FiltroSituacao.tsx';
import { ItensPedido } from '../components/ItensPedido.tsx';
import { nomeTipo, type Pedido } from '../tipos.ts';

const TIPOS = ['Mostrar Todos', 'Pedidos de Venda', 'Pedidos de Troca', 'Pedidos de Compra'];

export default function ListaPedidos() {
  const [dataInicial, setDataInicial] = useFiltroData('dataInicialPedidos');
  const [dataFinal, setDataFinal] = useFiltroData('dataFinalPedidos');
  // The list asks the server once the typing of a date pauses (a day typed first passes through other
  // whole dates on the way).
  const [inicioBusca, fimBusca] = [useAtrasado(dataInicial, 400), useAtrasado(dataFinal, 400)];
  const [tipo, setTipo] = useState(0);
  const [situacao, setSituacao] = useFiltroSituacao();
  const campoData = (rotulo: string, valor: string, mudar: (v: string) => void) => (
    <EntradaData
      label={rotulo}
      value={valor}
      // A half-typed or emptied date would drop the filter; keep the last whole one.
      onChange={(iso) => iso && mudar(iso)}
      size="small"
      sx={{ width: 165 }}
    />
  );
  return (
    <ListScreen<Pedido>
      titulo="LISTA DE PEDIDOS"
      recurso="pedidosvenda"
      rotuloBusca="Cliente ou número do pedido"
      itemNome="pedido"
      rotaCadastro="/cadastrar-pedido"
      podeCadastrar
      filtros={{ data_inicial: inicioBusca, data_final: fimBusca, ident_operacao: tipo, situacao }}
      filtrosTopo={
        // Wraps inside its own box: the list's toolbar row does not wrap and would overflow the page.
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', flex: '1 1 auto', minWidth: 0 }}
        >
          {campoData('De', dataInicial, setDataInicial)}
          {campoData('até', dataFinal, setDataFinal)}
          <TextField
            select
            label="Tipo"
            value={tipo}
            onChange={(e) => setTipo(Number(e.target.value))}
            size="small"
            sx={{ width: 190 }}
          >
            {TIPOS.map((t, i) => (
              <MenuItem key={t} value={i}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <FiltroSituacao valor={situacao} mudar={setSituacao} />
        </Stack>
      }
      colunas={[
        { titulo: 'ID SERVIDOR', valor: (p) => p.id },
        { titulo: 'NÚMERO', valor: (p) => p.numero },
        { titulo: 'TIPO', valor: (p) => nomeTipo(p.ident_operacao) },
        { titulo: 'DATA', valor: (p) => formatarData(p.data) },
        { titulo: 'CLIENTE', valor: (p) => p.participante.nome },
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
              recurso="pedidosvenda"
              id={p.id}
              texto={confirmarExclusao('pedido', p.numero)}
              retorno="listar-pedidos"
            />
          )}
        </>
      )}
      vazio={(fechar) => (
        <DatasVazio
          dataInicial={dataInicial}
          dataFinal={dataFinal}
          fechar={fechar}
          aplicar={(inicial, final) => {
            setDataInicial(inicial);
            setDataFinal(final);
          }}
        />
      )}
    />
  );
}
