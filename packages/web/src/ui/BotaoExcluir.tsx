import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, IconButton } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConsultasDaExclusao } from '../api/consultas.ts';
import { usePode } from '../sessao/permissoes.ts';
import { caminhoSucesso } from './sucesso.ts';

/** `consultas`: the feature's query factory, whose `excluir` deletes and whose keys are refreshed after. */
type Props = { consultas: ConsultasDaExclusao; id: number; texto: string; retorno: string };

/**
 * The spec's shared delete control. A refusal (e.g. 409, the row is referenced) shows the 'Atenção'
 * modal through the global handler and stays on the list instead of announcing success.
 */
export function BotaoExcluir({ consultas, id, texto, retorno }: Props) {
  const [aberto, setAberto] = useState(false);
  const podeExcluir = usePode(`POST /api/${consultas.recurso}/delete`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const excluir = useMutation({
    mutationFn: () => consultas.excluir(id),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: consultas.chaves.todas });
      navigate(caminhoSucesso(r.retorno.mensagem, retorno));
    },
    onSettled: () => setAberto(false),
  });
  // A role that may not delete this resource does not see the button (issue 14).
  if (!podeExcluir) return null;
  return (
    <>
      <IconButton aria-label="Excluir" color="error" onClick={() => setAberto(true)}>
        <DeleteIcon />
      </IconButton>
      {/* Named and described for assistive technology; as wide as 400 px allows, narrower on a phone. */}
      <Dialog
        open={aberto}
        onClose={() => setAberto(false)}
        aria-describedby={`excluir-${consultas.recurso}-${id}`}
        maxWidth="xs"
        fullWidth
        // The name goes on the paper, which is the element with role="dialog".
        slotProps={{ paper: { 'aria-label': 'Confirmar exclusão', sx: { maxWidth: 400 } } }}
      >
        <DialogContent>
          <DialogContentText id={`excluir-${consultas.recurso}-${id}`}>{texto}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Cancelar</Button>
          <Button
            onClick={() => excluir.mutate()}
            variant="contained"
            color="error"
            disabled={excluir.isPending}
          >
            Confirmar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
