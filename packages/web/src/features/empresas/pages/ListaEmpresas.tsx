import { type Empresa, formatarCpfCnpj, formatarFone } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BarraCarregando } from '../../../ui/BarraCarregando.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { empresasConsultas } from '../api/consultas.ts';

const COLUNAS: Coluna<Empresa>[] = [
  {
    titulo: 'DADOS',
    valor: (e) => (
      <>
        <Typography sx={{ fontWeight: 600 }}>{e.nome}</Typography>
        <Typography variant="body2">{e.email}</Typography>
        <Typography variant="body2">{formatarCpfCnpj(e.cnpj)}</Typography>
      </>
    ),
  },
  { titulo: 'FONE', valor: (e) => formatarFone(e.fone) },
  { titulo: 'CIDADE', valor: (e) => e.cidade },
];

export default function ListaEmpresas() {
  const consulta = useQuery({ ...empresasConsultas.lista(), select: (r) => r.registros });
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        DADOS DA EMPRESA
      </Typography>
      <Paper variant="outlined">
        <BarraCarregando ativo={consulta.isFetching} />
        <TabelaDados
          colunas={COLUNAS}
          linhas={consulta.data ?? []}
          chave={(e) => e.id}
          cartoes
          acoes={() => (
            <IconButton aria-label="Editar" component={Link} to="/alterar-empresas">
              <EditIcon />
            </IconButton>
          )}
        />
      </Paper>
    </Box>
  );
}
