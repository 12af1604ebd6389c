import {
  formatarDataHora,
  formatarMoeda,
  hojeSaoPaulo,
  isDataIso,
  type LinhaComissaoLida,
  NOMES_EVENTO_COMISSAO,
  paraCentavos,
} from '@mascate/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CamposPeriodo } from '../../../ui/form/CamposPeriodo.tsx';
import type { Periodo } from '../../../ui/form/usePeriodo.ts';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { FiltroRepresentante } from '../../representantes/components/FiltroRepresentante.tsx';
import { comissoesConsultas } from '../api/consultas.ts';
import { ExtratoMes } from '../components/ExtratoMes.tsx';

const POR_PAGINA = 50;
const moeda = (reais: number) => formatarMoeda(paraCentavos(reais));

/** Issue 31: the commission lines of a period (filters, paging, export) and a month's statement. */
export default function Comissoes() {
  const hoje = hojeSaoPaulo();
  const { control, watch } = useForm<Periodo>({
    defaultValues: { inicio: `${hoje.slice(0, 8)}01`, fim: hoje },
  });
  const { inicio, fim } = watch();
  const [rep, setRep] = useState<number | ''>('');
  const [pagina, setPagina] = useState(0);
  const valido = isDataIso(inicio) && isDataIso(fim) && fim >= inicio;
  const filtros = { data_ini: inicio, data_fin: fim, ...(rep === '' ? {} : { representante_id: rep }) };
  const lista = useQuery({
    ...comissoesConsultas.linhas({ ...filtros, limite: POR_PAGINA, deslocamento: pagina * POR_PAGINA }),
    enabled: valido,
    placeholderData: keepPreviousData,
  }).data;
  const linhas = lista?.registros ?? [];
  const total = lista?.total ?? 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
          COMISSÕES
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FiltroRepresentante
            valor={rep}
            mudar={(v) => {
              setRep(v);
              setPagina(0);
            }}
            todos
          />
          <CamposPeriodo control={control} largura={170} />
          {valido && <BotaoExportar caminho="comissoes/exportar" params={filtros} />}
        </Stack>
        <TabelaDados<LinhaComissaoLida>
          rotulo="Comissões do período"
          cartoes
          linhas={linhas}
          chave={(l) => l.id}
          colunas={[
            { titulo: 'DATA', valor: (l) => formatarDataHora(l.ganho_em) },
            { titulo: 'REPRESENTANTE', valor: (l) => l.representante.nome, celular: 'titulo' },
            { titulo: 'PEDIDO', valor: (l) => l.pedido.numero },
            { titulo: 'CLIENTE', valor: (l) => l.pedido.cliente },
            { titulo: 'PRODUTO', valor: (l) => l.produto },
            { titulo: 'EVENTO', valor: (l) => NOMES_EVENTO_COMISSAO[l.evento] },
            { titulo: 'BASE', valor: (l) => moeda(l.base), alinhar: 'right' },
            { titulo: 'TAXA', valor: (l) => `${l.percentual.toLocaleString('pt-BR')}%`, alinhar: 'right' },
            { titulo: 'COMISSÃO', valor: (l) => moeda(l.valor), alinhar: 'right' },
          ]}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography color="text.secondary">
            {total === 0 ? 'Nenhuma comissão no período.' : `${total} ${total === 1 ? 'linha' : 'linhas'}`}
          </Typography>
          {pagina > 0 && (
            <Button size="small" onClick={() => setPagina(pagina - 1)}>
              Anterior
            </Button>
          )}
          {(pagina + 1) * POR_PAGINA < total && (
            <Button size="small" onClick={() => setPagina(pagina + 1)}>
              Próxima
            </Button>
          )}
        </Stack>
        <ExtratoMes mesInicial={hoje.slice(0, 7)} />
      </Paper>
    </Box>
  );
}
