import { MSG } from '@mascate/domain';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { DialogoAviso } from './DialogoAviso.tsx';

type Ouvinte = (mensagem: string) => void;
const ouvintes = new Set<Ouvinte>();

/**
 * Shows the 'Atenção' modal from outside React (the QueryClient's global error handlers);
 * inside components prefer useAlertaErro.
 */
export function mostrarErro(mensagem: string): void {
  for (const ouvir of ouvintes) ouvir(mensagem);
}

const Contexto = createContext<Ouvinte>(mostrarErro);
const Aberto = createContext(false);

export function useAlertaErro(): (mensagem: string) => void {
  return useContext(Contexto);
}

/**
 * Whether the 'Atenção' modal is showing. Another modal opened over it would hide it from assistive
 * technology (MUI marks the earlier one aria-hidden), so a screen's own modal waits for it to close.
 */
function useAlertaAberto(): boolean {
  return useContext(Aberto);
}

export function AlertaErroProvider({ children }: { children: ReactNode }) {
  const [mensagem, setMensagem] = useState<string | null>(null);

  useEffect(() => {
    const ouvir: Ouvinte = (m) => setMensagem(m);
    ouvintes.add(ouvir);
    return () => {
      ouvintes.delete(ouvir);
    };
  }, []);

  const fechar = () => setMensagem(null);
  return (
    <Contexto.Provider value={mostrarErro}>
      <Aberto.Provider value={mensagem !== null}>{children}</Aberto.Provider>
      <DialogoAviso
        mensagem={mensagem}
        fechar={fechar}
        id="alerta-erro-titulo"
        titulo={MSG.tituloAtencao}
        icone={<ErrorOutlineIcon color="error" aria-hidden />}
        quebrarLinhas
      />
    </Contexto.Provider>
  );
}
