import type { MensagemOidc } from '@mascate/domain';
import type { FastifyReply } from 'fastify';

export const CAMINHO_SCRIPT = '/api/oidc/retorno.js';

const escaparHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// JSON inside <script> ends at the first '</script'; escaping '<' (and the line separators old parsers
// choke on) keeps account data from closing the block.
const jsonSeguro = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page the pop-up ends on. The app's CSP forbids inline scripts, so the data travels in a JSON block
 * and a separate same-origin script posts it to the opener.
 */
export function enviarPagina(reply: FastifyReply, mensagem: MensagemOidc, origemApp: string) {
  const texto = 'erro' in mensagem ? mensagem.erro : 'Conta conectada. Você já pode fechar esta janela.';
  // The provider's pages have no opener policy; a stricter one here would sever window.opener on arrival.
  reply.header('cross-origin-opener-policy', 'unsafe-none');
  reply.header('cache-control', 'no-store');
  reply.type('text/html; charset=utf-8');
  return reply.send(`<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Mascate</title></head>
<body>
<p>${escaparHtml(texto)}</p>
<script type="application/json" id="dados-oidc">${jsonSeguro({ origem: origemApp, mensagem })}</script>
<script src="${CAMINHO_SCRIPT}"></script>
</body>
</html>
`);
}

/** Runs in the pop-up: hands the data to the window that opened it, only if that window is the app. */
export const SCRIPT_RETORNO = `(function () {
  var bloco = document.getElementById('dados-oidc');
  if (!bloco) return;
  var dados = JSON.parse(bloco.textContent || '{}');
  if (!window.opener) return;
  window.opener.postMessage(dados.mensagem, dados.origem);
  window.close();
})();
`;
