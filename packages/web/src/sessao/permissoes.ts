import { podeChamar } from '@mascate/domain';
import { useSessao } from './sessao.ts';

/**
 * What each screen needs to call (issue 14): a screen is shown only to a role the domain's permission
 * table lets call that route, so menus, buttons and direct addresses follow the server's own rule.
 */
const TELAS: [RegExp, string][] = [
  [/^\/(listar|alterar|cadastrar)-empresas?\b/, 'PUT /api/empresas/update'],
  [/^\/(listar|alterar|cadastrar)-representantes?\b/, 'POST /api/representantes/create'],
  [/^\/(listar|alterar|cadastrar)-rotas\b/, 'POST /api/rotas/create'],
  [/^\/(listar|alterar|cadastrar)-tabelas-precos\b/, 'POST /api/tabelasprecos/create'],
  [/^\/(listar|alterar|cadastrar)-unidades?\b/, 'POST /api/unidades/create'],
  [/^\/(listar|alterar|cadastrar)-forma-pagamento\b/, 'POST /api/formaspagamento/create'],
  [/^\/(listar|alterar|cadastrar)-(regra-fiscal|regras-fiscais)\b/, 'POST /api/regrasfiscais/create'],
  [/^\/alterar-aliquotas-internas\b/, 'PUT /api/regrasfiscais/gravar_aliquotas'],
  [/^\/(alterar|cadastrar)-produtos?\b/, 'POST /api/produtos/create'],
  [/^\/(listar|alterar|cadastrar)-usuarios?\b/, 'POST /api/usuarios/create'],
  [/^\/(alterar|cadastrar)-meta\b/, 'POST /api/metas/create'],
  [/^\/importar-clientes\b/, 'POST /api/clientes/importar'],
  [/^\/configuracoes-visitas\b/, 'POST /api/motivosnaovenda/create'],
  [/^\/importar-produtos\b/, 'POST /api/produtos/importar'],
  [/^\/pix\b/, 'PUT /api/pix/configurar'],
  [/^\/integracoes\b/, 'POST /api/chavesapi/create'],
];

/** The API route a screen's address needs, if any. */
export function rotaDaTela(caminho: string): string | undefined {
  return TELAS.find(([padrao]) => padrao.test(caminho))?.[1];
}

/** Whether the signed-in role may call `rota` ('METHOD /api/...'). */
export function usePode(rota: string | undefined): boolean {
  const { papel } = useSessao();
  return rota === undefined || podeChamar(papel, rota);
}
