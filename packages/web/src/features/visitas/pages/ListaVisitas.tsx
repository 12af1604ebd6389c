import {
  confirmarExclusao,
  formatarDataHora,
  formatarNumeroBr,
  linkMapa,
  MSG,
  RESULTADOS_VISITA,
  ROTULO_RESULTADO,
  type Visita,
} from '@mascate/domain';
import MapIcon from '@mui/icons-material/MapOutlined';
import PlaceIcon from '@mui/icons-material/PersonPinCircleOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { CamposPeriodo } from '../../../ui/form/CamposPeriodo.tsx';
import { usePeriodo } from '../../../ui/form/usePeriodo.ts';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { opcoesVisitas, useUsarLocalizacao, visitasConsultas } from '../api/consultas.ts';
import { CHAVES_PERIODO_VISITAS, esquemaPeriodoVisitas } from '../components/periodo.ts';
import { RegistrarVisita } from '../components/RegistrarVisita.tsx';

const nomeCliente = (v: Visita) => v.cliente.fantasia || v.cliente.nome;

/** Metres up to 1 km, then km with one decimal; the warning when the visit was out of place. */
function Distancia({ v }: { v: Visita }) {
  if (v.distancia_m === null && !v.fora_do_local) return '';
  const texto =
    v.distancia_m === null
      ? ''
      : v.distancia_m < 1000
        ? `${v.distancia_m} m`
        : `${formatarNumeroBr(Math.round(v.distancia_m / 100), 1)} km`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{texto}</span>
      {v.fora_do_local && (
        <Tooltip title="Fora do local do cliente">
          <WarningIcon color="warning" fontSize="small" titleAccess="Fora do local" />
        </Tooltip>
      )}
    </Stack>
  );
}

function Filtro(props: {
  rotulo: string;
  valor: string;
  mudar: (v: string) => void;
  opcoes: { valor: string; rotulo: string }[];
}) {
  return (
    <TextField
      select
      size="small"
      label={props.rotulo}
      value={props.valor}
      onChange={(e) => props.mudar(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">Todos</MenuItem>
      {props.opcoes.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.rotulo}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function ListaVisitas() {
  // Kept between reloads; the list asks the server once typing pauses (usePeriodo).
  const { control, busca } = usePeriodo(CHAVES_PERIODO_VISITAS, esquemaPeriodoVisitas);
  const [representante, setRepresentante] = useState('');
  const [resultado, setResultado] = useState('');
  const [local, setLocal] = useState('');
  const [registrando, setRegistrando] = useState(false);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const representantes = useQuery(opcoesVisitas.representantes());
  const usarLocalizacao = useUsarLocalizacao();
  const filtros = {
    data_ini: busca.inicio,
    data_fin: busca.fim,
    ...(representante ? { representante_id: Number(representante) } : {}),
    ...(resultado ? { resultado } : {}),
    ...(local ? { fora_do_local: Number(local) } : {}),
  };
  return (
    <>
      <ListScreen
        titulo="LISTA DE VISITAS"
        consultas={visitasConsultas}
        rotuloBusca="Pesquisar"
        itemNome="visita"
        filtros={filtros}
        destaqueLinha={(v) => v.fora_do_local}
        filtrosTopo={
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <CamposPeriodo control={control} largura={170} />
            <Filtro
              rotulo="Representante"
              valor={representante}
              mudar={setRepresentante}
              opcoes={(representantes.data ?? []).map((r) => ({ valor: String(r.id), rotulo: r.nome }))}
            />
            <Filtro
              rotulo="Resultado"
              valor={resultado}
              mudar={setResultado}
              opcoes={RESULTADOS_VISITA.map((r) => ({ valor: r, rotulo: ROTULO_RESULTADO[r] }))}
            />
            <Filtro
              rotulo="Local"
              valor={local}
              mudar={setLocal}
              opcoes={[
                { valor: '1', rotulo: 'Fora do local' },
                { valor: '0', rotulo: 'No local' },
              ]}
            />
            <Button variant="contained" onClick={() => setRegistrando(true)}>
              Registrar visita
            </Button>
          </Stack>
        }
        textoVazio={MSG.nenhumRegistroEncontrado}
        colunas={[
          { titulo: 'CLIENTE', valor: nomeCliente, celular: 'titulo' },
          { titulo: 'REPRESENTANTE', valor: (v) => v.representante.nome },
          { titulo: 'RESULTADO', valor: (v) => (v.resultado ? ROTULO_RESULTADO[v.resultado] : '') },
          { titulo: 'MOTIVO', valor: (v) => v.motivo },
          { titulo: 'DISTÂNCIA', valor: (v) => <Distancia v={v} />, alinhar: 'right' },
          { titulo: 'OBSERVAÇÃO', valor: (v) => v.obs },
          { titulo: 'DATA', valor: (v) => formatarDataHora(v.data_hora) },
        ]}
        acoes={(v) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {v.latitude !== null && v.longitude !== null && (
              <>
                <Tooltip title="Abrir no mapa">
                  <IconButton
                    component="a"
                    href={linkMapa({ latitude: v.latitude, longitude: v.longitude })}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Abrir no mapa a visita a ${nomeCliente(v)}`}
                  >
                    <MapIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Usar a localização desta visita">
                  <IconButton
                    aria-label={`Usar a localização desta visita no cliente ${nomeCliente(v)}`}
                    disabled={usarLocalizacao.isPending}
                    onClick={() =>
                      usarLocalizacao.mutate(v.id, {
                        onSuccess: (r) => setSucesso(r.retorno?.mensagem ?? ''),
                      })
                    }
                  >
                    <PlaceIcon />
                  </IconButton>
                </Tooltip>
              </>
            )}
            <BotaoExcluir
              consultas={visitasConsultas}
              id={v.id}
              texto={confirmarExclusao('visita', nomeCliente(v))}
              retorno="listar-visitas"
            />
          </Stack>
        )}
      />
      {registrando && (
        <RegistrarVisita
          fechar={() => setRegistrando(false)}
          registrada={(m) => {
            setRegistrando(false);
            setSucesso(m);
          }}
        />
      )}
      <DialogoSucesso mensagem={sucesso} fechar={() => setSucesso(null)} />
    </>
  );
}
