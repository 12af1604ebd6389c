import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { DialogoAviso } from './DialogoAviso.tsx';

/** The success dialog: the success-alert route and screens that stay put (product edit) both use it. */
export function DialogoSucesso({ mensagem, fechar }: { mensagem: string | null; fechar: () => void }) {
  return (
    <DialogoAviso
      mensagem={mensagem}
      fechar={fechar}
      id="dialogo-sucesso"
      titulo="Sucesso"
      icone={<CheckCircleOutlineIcon color="success" aria-hidden />}
    />
  );
}
