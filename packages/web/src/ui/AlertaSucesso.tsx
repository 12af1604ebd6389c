import { useNavigate, useParams } from 'react-router';
import { DialogoSucesso } from './DialogoSucesso.tsx';
import { lerParametroSucesso } from './sucesso.ts';

/** The success-alert route: the server's message, then on to /{pagina}. */
export default function AlertaSucesso() {
  const { param = '' } = useParams();
  const navigate = useNavigate();
  const { texto, pagina } = lerParametroSucesso(param);
  return <DialogoSucesso mensagem={texto} fechar={() => navigate(`/${pagina}`, { replace: true })} />;
}
