import type { FastifyInstance } from 'fastify';
import rotasAcesso, { rotasSessao } from './acesso/routes.ts';
import { limiteSessao } from './auth/sessao.ts';
import rotasCampo from './campo/routes.ts';
import rotasCep from './cep/routes.ts';
import rotasClientes from './clientes/routes.ts';
import rotasComissoes from './comissoes/routes.ts';
import rotasDashboard from './dashboard/routes.ts';
import rotasEmpresas from './empresas/routes.ts';
import rotasExportacao from './exportacao/routes.ts';
import rotasFormasPagamento from './formas-pagamento/routes.ts';
import rotasHealth from './health/routes.ts';
import rotasImportacao from './importacao/routes.ts';
import rotasMetas from './metas/routes.ts';
import rotasMotivosNaoVenda from './motivos-nao-venda/routes.ts';
import rotasOidc from './oidc/routes.ts';
import rotasPedidos from './pedidos/routes.ts';
import rotasProdutos from './produtos/routes.ts';
import rotasRelatorios from './relatorios/routes.ts';
import rotasRepresentantes from './representantes/routes.ts';
import rotasRotas from './rotas/routes.ts';
import rotasRoteiro from './roteiro/routes.ts';
import rotasTabelasPrecos from './tabelas-precos/routes.ts';
import rotasTitulos from './titulos/routes.ts';
import rotasUnidades from './unidades/routes.ts';
import rotasUsuarios from './usuarios/routes.ts';
import rotasVisitas from './visitas/routes.ts';

/** Every feature's routes, under /api. A feature is removed by deleting its folder and its line here. */
export async function rotasFuncionalidades(app: FastifyInstance): Promise<void> {
  // Public: no session asked for.
  await app.register(rotasHealth);
  await app.register(rotasAcesso);
  await app.register(rotasOidc);
  await app.register(rotasAssinadas);
}

/** Signed in: every route registered here answers 401 without a session, before its body is read. */
async function rotasAssinadas(app: FastifyInstance): Promise<void> {
  await app.register(limiteSessao);
  await app.register(rotasSessao);
  await app.register(rotasEmpresas);
  await app.register(rotasCep);
  await app.register(rotasFormasPagamento);
  await app.register(rotasUnidades);
  await app.register(rotasRotas);
  await app.register(rotasRepresentantes);
  await app.register(rotasClientes);
  await app.register(rotasVisitas);
  await app.register(rotasMotivosNaoVenda);
  await app.register(rotasProdutos);
  await app.register(rotasTabelasPrecos);
  await app.register(rotasPedidos);
  await app.register(rotasDashboard);
  await app.register(rotasUsuarios);
  await app.register(rotasExportacao);
  await app.register(rotasImportacao);
  await app.register(rotasRelatorios);
  await app.register(rotasRoteiro);
  await app.register(rotasTitulos);
  await app.register(rotasComissoes);
  await app.register(rotasMetas);
  await app.register(rotasCampo);
}
