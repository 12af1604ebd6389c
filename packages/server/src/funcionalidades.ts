import type { FastifyInstance } from 'fastify';
import endpointsAcesso, { endpointsSessao } from './acesso/routes.ts';
import { fronteiraAutenticacao } from './auth/sessao.ts';
import endpointsCampo from './campo/routes.ts';
import endpointsCep from './cep/routes.ts';
import endpointsClientes from './clientes/routes.ts';
import endpointsComissoes from './comissoes/routes.ts';
import endpointsDashboard from './dashboard/routes.ts';
import endpointsEmpresas from './empresas/routes.ts';
import endpointsTrabalhos from './exportacao/endpoints-trabalhos.ts';
import endpointsExportacao from './exportacao/routes.ts';
import endpointsFormasPagamento from './formas-pagamento/routes.ts';
import endpointsHealth from './health/routes.ts';
import endpointsImportacao from './importacao/routes.ts';
import endpointsIntegracoes from './integracoes/routes.ts';
import endpointsMetas from './metas/routes.ts';
import endpointsMotivosNaoVenda from './motivos-nao-venda/routes.ts';
import endpointsOidc from './oidc/routes.ts';
import endpointsPedidos from './pedidos/routes.ts';
import endpointsPix from './pix/routes.ts';
import endpointsWebhookPix from './pix/webhook.ts';
import endpointsProdutos from './produtos/routes.ts';
import endpointsRegrasFiscais from './regras-fiscais/routes.ts';
import endpointsRelatorios from './relatorios/routes.ts';
import endpointsRepresentantes from './representantes/routes.ts';
import endpointsRotas from './rotas/routes.ts';
import endpointsRoteiro from './roteiro/routes.ts';
import endpointsTabelasPrecos from './tabelas-precos/routes.ts';
import endpointsTitulos from './titulos/routes.ts';
import endpointsUnidades from './unidades/routes.ts';
import endpointsUsuarios from './usuarios/routes.ts';
import endpointsVisitas from './visitas/routes.ts';
import endpointsWebhooks from './webhooks/routes.ts';

/** Every feature's routes, under /api. A feature is removed by deleting its folder and its line here. */
export async function endpointsFuncionalidades(app: FastifyInstance): Promise<void> {
  // Public: no session asked for.
  await app.register(endpointsHealth);
  await app.register(endpointsAcesso);
  await app.register(endpointsOidc);
  // The PSP's webhook: authenticated by the secret in its address, not by a session.
  await app.register(endpointsWebhookPix);
  await app.register(endpointsAssinados);
}

/** Signed in: every route registered here answers 401 without a session, before its body is read. */
async function endpointsAssinados(app: FastifyInstance): Promise<void> {
  await app.register(fronteiraAutenticacao);
  await app.register(endpointsSessao);
  await app.register(endpointsEmpresas);
  await app.register(endpointsCep);
  await app.register(endpointsFormasPagamento);
  await app.register(endpointsUnidades);
  await app.register(endpointsRegrasFiscais);
  await app.register(endpointsRotas);
  await app.register(endpointsRepresentantes);
  await app.register(endpointsClientes);
  await app.register(endpointsVisitas);
  await app.register(endpointsMotivosNaoVenda);
  await app.register(endpointsProdutos);
  await app.register(endpointsTabelasPrecos);
  await app.register(endpointsPedidos);
  await app.register(endpointsDashboard);
  await app.register(endpointsUsuarios);
  await app.register(endpointsExportacao);
  await app.register(endpointsTrabalhos);
  await app.register(endpointsImportacao);
  await app.register(endpointsRelatorios);
  await app.register(endpointsRoteiro);
  await app.register(endpointsTitulos);
  await app.register(endpointsPix);
  await app.register(endpointsComissoes);
  await app.register(endpointsMetas);
  await app.register(endpointsCampo);
  await app.register(endpointsIntegracoes);
  await app.register(endpointsWebhooks);
}
