import { formatarMoeda, hojeSaoPaulo, paraCentavos } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePode } from '../../../sessao/permissoes.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { EntradaMes } from '../../../ui/EntradaMes.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { metasConsultas } from '../api/consultas.ts';
import { ProgressoMetas } from '../components/ProgressoMetas.tsx';

const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** Issue 31: the goals of a month, with their progress below; the administrator adds, edits and deletes. */
export default function ListaMetas() {
  const [mes, setMes] = useState(hojeSaoPaulo().slice(0, 7));
  const altera = usePode('POST /api/metas/create');
  const mesOk = /^\d{4}-(0[1-9]|1[0-2])$/.test(mes);
  return (
    <>
      <ListScreen
        titulo="METAS"
        consultas={metasConsultas}
        rotuloBusca="Pesquisar"
        itemNome="meta"
        rotaCadastro="/cadastrar-meta"
        podeCadastrar={altera}
        filtros={mesOk ? { mes } : {}}
        filtrosTopo={
          <Stack direction="row" spacing={2}>
            <EntradaMes valor={mes} mudar={setMes} />
          </Stack>
        }
        colunas={[
          { titulo: 'REPRESENTANTE', valor: (m) => m.representante.nome, celular: 'titulo' },
          { titulo: 'MÊS', valor: (m) => mesBr(m.mes) },
          { titulo: 'META (R$)', valor: (m) => formatarMoeda(paraCentavos(m.valor)), alinhar: 'right' },
          { titulo: 'POSITIVAÇÃO', valor: (m) => m.positivacao ?? '—', alinhar: 'right' },
          { titulo: 'CLIENTES NOVOS', valor: (m) => m.clientes_novos ?? '—', alinhar: 'right' },
        ]}
        acoes={(m) =>
          altera ? (
            <>
              <IconButton aria-label="Editar" component={Link} to={`/alterar-meta/${m.id}`}>
                <EditIcon />
              </IconButton>
              <BotaoExcluir
                consultas={metasConsultas}
                id={m.id}
                texto={`Deseja Realmente excluir a meta de ${m.representante.nome} em ${mesBr(m.mes)}`}
                retorno="listar-metas"
              />
            </>
          ) : null
        }
      />
      {mesOk && <ProgressoMetas mes={mes} />}
    </>
  );
}
