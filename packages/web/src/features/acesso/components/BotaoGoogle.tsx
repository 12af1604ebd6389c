import { type DadosOidc, mensagemOidcSchema } from '@mascate/domain';
import GoogleIcon from '@mui/icons-material/Google';
import { Button, Divider } from '@mui/material';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { acessoConsultas } from '../api/consultas.ts';

export const MENSAGEM_NAO_CONFIGURADO = 'O cadastro com o Google não está configurado neste servidor.';
export const MENSAGEM_POPUP_BLOQUEADO = 'Permita pop-ups para este site e tente novamente.';

const JANELA = 'width=500,height=600';

/** What the server's pop-up page posts back (packages/server/src/oidc/pagina.ts). */
function lerMensagem(dados: unknown): DadosOidc | { erro: string } | null {
  const lida = mensagemOidcSchema.safeParse(dados);
  if (!lida.success) return null;
  const { tipo: _, ...mensagem } = lida.data;
  return mensagem;
}

/** Asked once per form; a failed answer is forgotten so the next click asks again. */
function lerConfig(cache: RefObject<Promise<boolean> | null>): Promise<boolean> {
  cache.current ??= acessoConsultas.oidcConfigurado().catch((erro: unknown) => {
    cache.current = null;
    throw erro;
  });
  return cache.current;
}

/** 'Cadastrar com o Google': signs in with the OpenID provider in a pop-up and fills the form. */
export function BotaoGoogle({ onPreencher }: { onPreencher: (d: DadosOidc) => void }) {
  const alertar = useAlertaErro();
  const [aberto, setAberto] = useState(false);
  // Shown only once the server says a provider is configured (issue 27): no button that cannot work.
  const [disponivel, setDisponivel] = useState(false);
  const configurado = useRef<Promise<boolean> | null>(null);
  const janela = useRef<Window | null>(null);
  const vigia = useRef<number | undefined>(undefined);
  // The latest callbacks, so a message arriving after a re-render reaches the current form.
  const preencher = useRef(onPreencher);
  preencher.current = onPreencher;
  const avisar = useRef(alertar);
  avisar.current = alertar;

  const liberar = useCallback(() => {
    window.clearInterval(vigia.current);
    vigia.current = undefined;
    janela.current = null;
    setAberto(false);
  }, []);

  // Asked ahead of the click: browsers only let a click open a pop-up for a short while after it.
  // The pop-up posts its message and closes itself at once, and the message may be delivered after
  // the opener already sees it closed: so the form listens for as long as it is shown, not only while
  // a pop-up is open.
  useEffect(() => {
    let vivo = true;
    lerConfig(configurado)
      .then((ok) => {
        if (vivo) setDisponivel(ok);
      })
      .catch(() => undefined);
    const aoReceber = (e: MessageEvent) => {
      // Only our own pop-up page, served from the app's origin, can fill the form.
      if (e.origin !== window.location.origin) return;
      const m = lerMensagem(e.data);
      if (!m) return;
      liberar();
      if ('erro' in m) avisar.current(m.erro);
      else preencher.current(m);
    };
    window.addEventListener('message', aoReceber);
    return () => {
      vivo = false;
      window.removeEventListener('message', aoReceber);
      window.clearInterval(vigia.current);
    };
  }, [liberar]);

  function acompanhar(popup: Window) {
    janela.current = popup;
    setAberto(true);
    // A pop-up closed by the person gives no message; noticing it re-enables the button.
    vigia.current = window.setInterval(() => {
      if (popup.closed) liberar();
    }, 500);
  }

  async function entrar() {
    if (janela.current && !janela.current.closed) {
      janela.current.focus();
      return;
    }
    let ok: boolean;
    try {
      ok = await lerConfig(configurado);
    } catch (erro) {
      alertar(erro instanceof Error ? erro.message : MENSAGEM_NAO_CONFIGURADO);
      return;
    }
    if (!ok) return alertar(MENSAGEM_NAO_CONFIGURADO);
    const popup = window.open('/api/oidc/inicio', 'mascate-google', JANELA);
    if (!popup) return alertar(MENSAGEM_POPUP_BLOQUEADO);
    acompanhar(popup);
  }

  if (!disponivel) return null;
  return (
    <>
      <Divider>ou</Divider>
      <Button
        variant="outlined"
        size="large"
        startIcon={<GoogleIcon />}
        onClick={() => void entrar()}
        aria-busy={aberto}
      >
        Cadastrar com o Google
      </Button>
    </>
  );
}
