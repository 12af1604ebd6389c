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

export function useAlertaErro(): (mensagem: string) => void {
  return useContext(Contexto);
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
      {children}
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
