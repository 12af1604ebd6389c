import { formatarCpfCnpj, formatarFone } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  IconButton,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CabecalhoTabela } from '../../../ui/CabecalhoTabela.tsx';
import { empresasConsultas } from '../api/consultas.ts';

const COLUNAS = ['DADOS', 'FONE', 'CIDADE', { titulo: 'AÇÕES', alinhar: 'right' as const }];

export default function ListaEmpresas() {
  const consulta = useQuery({ ...empresasConsultas.lista(), select: (r) => r.registros ?? [] });
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        DADOS DA EMPRESA
      </Typography>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{consulta.isFetching && <LinearProgress aria-label="Carregando" />}</Box>
        <TableContainer>
          <Table size="small">
            <CabecalhoTabela colunas={COLUNAS} />
            <TableBody>
              {(consulta.data ?? []).map((e) => (
                <TableRow key={e.id} hover>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{e.nome}</Typography>
                    <Typography variant="body2">{e.email}</Typography>
                    <Typography variant="body2">{formatarCpfCnpj(e.cnpj)}</Typography>
                  </TableCell>
                  <TableCell>{formatarFone(e.fone)}</TableCell>
                  <TableCell>{e.cidade}</TableCell>
                  <TableCell align="right">
                    <IconButton aria-label="Editar" component={Link} to="/alterar-empresas">
                      <EditIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
