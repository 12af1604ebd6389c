import { type Cliente, formatarCpfCnpj } from '@mascate/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useAtrasado } from '../../../ui/useAtrasado.ts';
import { clientesConsultas } from '../api/consultas.ts';

export type ClienteEscolhido = Pick<Cliente, 'id' | 'nome' | 'apelido' | 'cnpj_cpf'>;

type Props = { aberto: boolean; onFechar: () => void; onSelecionar: (c: ClienteEscolhido) => void };

/**
 * The order screen's customer picker: type to search name, trade name or document; arrows move,
 * Enter chooses, Escape closes.
 */
export function SeletorCliente({ aberto, onFechar, onSelecionar }: Props) {
  const [busca, setBusca] = useState('');
  const [ativo, setAtivo] = useState(0);
  const buscaAtrasada = useAtrasado(busca.trim());
  const consulta = useQuery({ ...clientesConsultas.pesquisa(buscaAtrasada), enabled: aberto });
  const lista = consulta.data?.registros ?? [];

  const escolher = (i: number) => {
    const c = lista[i];
    if (!c) return;
    onSelecionar({ id: c.id, nome: c.nome, apelido: c.apelido, cnpj_cpf: c.cnpj_cpf });
    onFechar();
  };
  const teclas = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtivo((a) => Math.max(0, Math.min(lista.length - 1, a + passo)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      escolher(Math.min(ativo, lista.length - 1));
    }
  };

  return (
    <Dialog open={aberto} onClose={onFechar} fullWidth maxWidth="sm" aria-labelledby="seletor-cliente-titulo">
      <DialogTitle id="seletor-cliente-titulo">Selecionar Cliente</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Pesquisar cliente"
          placeholder="Razão social, nome fantasia ou CPF/CNPJ"
          value={busca}
          onChange={(e) => {
            setBusca(e.target.value);
            setAtivo(0);
          }}
          onKeyDown={teclas}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { 'aria-controls': 'seletor-cliente-lista', maxLength: 150 } }}
        />
        <Box sx={{ height: 4, mt: 1 }}>
          {consulta.isFetching && <LinearProgress aria-label="Carregando" />}
        </Box>
        <List id="seletor-cliente-lista" aria-label="Clientes encontrados" dense>
          {lista.map((c, i) => (
            <ListItemButton key={c.id} selected={i === ativo} onClick={() => escolher(i)}>
              <ListItemText
                primary={c.apelido ? `${c.nome} (${c.apelido})` : c.nome}
                secondary={formatarCpfCnpj(c.cnpj_cpf)}
              />
            </ListItemButton>
          ))}
        </List>
        {consulta.isSuccess && lista.length === 0 && (
          <Typography color="text.secondary">Nenhum cliente encontrado.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
