import { focarConteudoSeSemFoco } from './conteudo.ts';
import { DialogoSucesso } from './DialogoSucesso.tsx';
import { fecharSucesso, useSucesso } from './sucesso.ts';

/** The 'Sucesso' dialog of a save that moved on to another screen (ui/sucesso.ts keeps its message). */
export function AlertaSucesso() {
  const fechar = () => {
    fecharSucesso();
    focarConteudoSeSemFoco();
  };
  return <DialogoSucesso mensagem={useSucesso()} fechar={fechar} />;
}
