// Receivables and credit (issue 30): titulos/read, read_one, baixar, estornar, exportar; a customer's
// statement and credit position; the aging report and its export.
import {
  baixarSchema,
  COLUNAS_TITULOS,
  COLUNAS_VENCIMENTOS,
  centavosParaNumero,
  corpoId,
  creditoCorpoSchema,
  type Extrato,
  estornarSchema,
  exportarTitulosQuery,
  exportarVencimentosQuery,
  hojeSaoPaulo,
  LIMITE_LINHAS_EXTRATO,
  type LinhaVencimentos,
  type Paginacao,
  respostasTitulos,
  somarDias,
  type TotaisVencimentos,
  titulosLeituraSchema,
  vencimentosSchema,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa, type Sessao } from '../auth/sessao.ts';
import { ehIncremental, exigirSoIncremental } from '../db/alteracoes.ts';
import type { Tx } from '../db/banco.ts';
import { type Lista, paginar } from '../db/paginar.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { autorDe } from '../pedidos/historico.ts';
import { endpointArquivo } from '../planilhas/endpoint-arquivo.ts';
import { baixarTitulo, estornarBaixa } from './baixas.ts';
import { lerPosicaoCredito } from './credito.ts';
import {
  buscarTitulo,
  contarVencimentos,
  type FaixasCentavos,
  lerBaixas,
  listarTitulos,
  paginaVencimentos,
  pagoDesde,
  prepararVencimentos,
  TITULO_NAO_ENCONTRADO,
  titulosAlterados,
  titulosAte,
  totaisVencimentos,
} from './repository.ts';

/** The export's rows at most (a spreadsheet of more is not read by anyone; the filters narrow it). */
const MAXIMO_EXPORTACAO = 100_000;

function emReais(f: FaixasCentavos) {
  return {
    a_vencer: centavosParaNumero(f.a_vencer),
    d1_30: centavosParaNumero(f.d1_30),
    d31_60: centavosParaNumero(f.d31_60),
    d61_90: centavosParaNumero(f.d61_90),
    d90_mais: centavosParaNumero(f.d90_mais),
    total: centavosParaNumero(f.total),
  };
}

type FiltrosDoRelatorio = { cliente_id?: number | undefined; representante_id?: number | undefined };

const linhaEmReais = ({
  cliente_id,
  cliente_nome,
  ...f
}: FaixasCentavos & { cliente_id: number; cliente_nome: string }) => ({
  cliente_id,
  cliente_nome,
  ...emReais(f),
});

/** A page of the aging report (50 customers when not asked) and the totals of all its customers. */
async function vencimentos(
  tx: Tx,
  s: Sessao,
  q: z.output<typeof vencimentosSchema>,
  hoje: string,
): Promise<{ lista: Lista<LinhaVencimentos>; totais: TotaisVencimentos }> {
  const { limite, deslocamento, contar_total, total_exato, ...filtros } = q;
  const f = { ...filtros, carteira: s.representanteId };
  await prepararVencimentos(tx, hoje);
  const p: Paginacao = { limite: limite ?? 50, deslocamento, contar_total, total_exato };
  const lista = await paginar<LinhaVencimentos>(
    p,
    async (l, d) => (await paginaVencimentos(tx, s.empresaId, f, l, d)).map(linhaEmReais),
    (ate) => contarVencimentos(tx, s.empresaId, f, ate),
  );
  return { lista, totais: emReais(await totaisVencimentos(tx, s.empresaId, f)) };
}

/** Every line of the report and the total line (the export). */
async function vencimentosCompletos(tx: Tx, s: Sessao, q: FiltrosDoRelatorio, hoje: string) {
  const f = { ...q, carteira: s.representanteId };
  await prepararVencimentos(tx, hoje);
  const linhas = (await paginaVencimentos(tx, s.empresaId, f, undefined, 0)).map(linhaEmReais);
  return [
    ...linhas,
    { cliente_id: 0, cliente_nome: 'Total', ...emReais(await totaisVencimentos(tx, s.empresaId, f)) },
  ];
}

async function extrato(tx: Tx, s: Sessao, clienteId: number, hoje: string): Promise<Extrato> {
  const { nome, ...posicao } = await lerPosicaoCredito(tx, s.empresaId, clienteId, hoje);
  const base = { carteira: s.representanteId, hoje, cliente_id: clienteId };
  const [abertos, vencidos, pagos] = [
    await titulosAte(tx, s.empresaId, { ...base, aVencer: true }, LIMITE_LINHAS_EXTRATO),
    await titulosAte(tx, s.empresaId, { ...base, situacao: 'vencido' }, LIMITE_LINHAS_EXTRATO),
    await titulosAte(
      tx,
      s.empresaId,
      { ...base, situacao: 'pago', pagosDesde: somarDias(hoje, -90) },
      LIMITE_LINHAS_EXTRATO,
    ),
  ];
  return {
    ...posicao,
    cliente_nome: nome,
    pago_90_dias: centavosParaNumero(
      await pagoDesde(tx, s.empresaId, clienteId, s.representanteId, somarDias(hoje, -90)),
    ),
    abertos,
    vencidos,
    pagos,
  };
}

// The files: each a download of one read's rows (planilhas/endpoint-arquivo.ts).
function endpointsArquivos(app: FastifyInstance): void {
  const hoje = () => hojeSaoPaulo(app.deps.agora());
  endpointArquivo(app, {
    caminho: '/titulos/exportar',
    query: exportarTitulosQuery,
    descricao: 'Os títulos da lista.',
    planilha: () => ({ arquivo: 'titulos', aba: 'Títulos', colunas: COLUNAS_TITULOS }),
    linhas: (tx, s, { formato: _, ...filtros }) =>
      titulosAte(
        tx,
        s.empresaId,
        { ...filtros, carteira: s.representanteId, hoje: hoje() },
        MAXIMO_EXPORTACAO,
      ),
  });
  endpointArquivo(app, {
    caminho: '/relatorios/vencimentos/exportar',
    query: exportarVencimentosQuery,
    descricao: 'O relatório de vencimentos.',
    planilha: () => ({ arquivo: 'vencimentos', aba: 'Vencimentos', colunas: COLUNAS_VENCIMENTOS }),
    linhas: (tx, s, { formato: _, ...q }) => vencimentosCompletos(tx, s, q, hoje()),
  });
}

const endpointsTitulos: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeSaoPaulo(app.deps.agora());

  app.post(
    '/titulos/read',
    { config: LEITURA, schema: { body: titulosLeituraSchema, response: respostas(respostasTitulos.read) } },
    async (req) => {
      const { limite, deslocamento, contar_total, total_exato, alterado_desde, cursor, ...filtros } =
        req.body;
      if (ehIncremental(req.body)) {
        exigirSoIncremental(req.body, { deslocamento, ...filtros });
        const r = await naEmpresa(req, (tx, s) =>
          titulosAlterados(
            tx,
            s.empresaId,
            { alterado_desde, cursor },
            limite ?? 50,
            s.representanteId,
            hoje(),
          ),
        );
        return { ...registros(r.linhas), cursor: r.cursor };
      }
      // Always a page (50 rows when not asked): the list may hold a million receivables.
      const p: Paginacao = { limite: limite ?? 50, deslocamento, contar_total, total_exato };
      return pagina(
        await naEmpresa(req, (tx, s) =>
          listarTitulos(tx, s.empresaId, p, { ...filtros, carteira: s.representanteId, hoje: hoje() }),
        ),
      );
    },
  );

  app.post(
    '/titulos/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasTitulos.read_one) } },
    async (req) => {
      const titulo = await naEmpresa(req, async (tx, s) => {
        const t = await buscarTitulo(tx, s.empresaId, req.body.id, s.representanteId, hoje());
        if (!t) throw naoEncontrado(TITULO_NAO_ENCONTRADO);
        return { ...t, baixas: await lerBaixas(tx, s.empresaId, t.id) };
      });
      return registros([titulo]);
    },
  );

  app.post(
    '/titulos/baixar',
    { schema: { body: baixarSchema, response: respostas(respostasTitulos.baixar) } },
    async (req) => {
      const autor = autorDe(req);
      const id = await naEmpresa(req, (tx, s) => baixarTitulo(tx, s.empresaId, req.body, autor));
      return sucesso('Baixa registrada com sucesso!', { id });
    },
  );

  app.post(
    '/titulos/estornar',
    { schema: { body: estornarSchema, response: respostas(respostasTitulos.estornar) } },
    async (req) => {
      const autor = autorDe(req);
      await naEmpresa(req, (tx, s) => estornarBaixa(tx, s.empresaId, req.body, autor));
      return sucesso('Baixa estornada com sucesso!');
    },
  );

  app.post(
    '/clientes/extrato',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasTitulos.extrato) } },
    async (req) => registros([await naEmpresa(req, (tx, s) => extrato(tx, s, req.body.id, hoje()))]),
  );

  app.post(
    '/clientes/credito',
    { config: LEITURA, schema: { body: creditoCorpoSchema, response: respostas(respostasTitulos.credito) } },
    async (req) =>
      registros([
        await naEmpresa(req, async (tx, s) => {
          const { id, pedido_id } = req.body;
          const { nome: _, ...posicao } = await lerPosicaoCredito(tx, s.empresaId, id, hoje(), pedido_id);
          return posicao;
        }),
      ]),
  );

  app.post(
    '/relatorios/vencimentos',
    {
      config: LEITURA,
      schema: { body: vencimentosSchema, response: respostas(respostasTitulos.vencimentos) },
    },
    async (req) => {
      const { lista, totais } = await naEmpresa(req, (tx, s) => vencimentos(tx, s, req.body, hoje()));
      return { ...pagina(lista), totais };
    },
  );

  endpointsArquivos(app);
};

export default endpointsTitulos;
