import {
  corpoId,
  idSchema,
  lerProdutosSchema,
  produtoAlteracaoSchema,
  produtoSchema,
  respostasProdutos,
} from '@mascate/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { ehIncremental, exigirSoIncremental } from '../db/alteracoes.ts';
import type { Tx } from '../db/banco.ts';
import { exigirNaEmpresa } from '../db/escopo-empresa.ts';
import { unidades } from '../db/schema.ts';
import { pagina, registros, respostas, respostasConteudo, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { excluirSemUsos } from '../http/exclusao.ts';
import { publicarProduto } from '../webhooks/publicar.ts';
import { exigirImagem, lerFormulario, validar } from './formulario.ts';
import {
  alterarProduto,
  criarProduto,
  exclusaoProduto,
  gravarImagem,
  lerImagem,
  listarProdutos,
  produtoPorId,
  produtosAlterados,
} from './repository.ts';

const NAO_ENCONTRADO = 'Produto não encontrado.';
const EM_PEDIDOS = 'Este produto não pode ser excluído porque consta em pedidos de venda.';

const exigirUnidade = (tx: Tx, empresaId: number, id: number) =>
  exigirNaEmpresa(tx, unidades, empresaId, id, () => naoEncontrado('Unidade não encontrada.'));

const endpointsProdutos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/produtos/read',
    {
      config: LEITURA,
      schema: {
        body: z.preprocess((v) => v ?? {}, lerProdutosSchema),
        response: respostas(respostasProdutos.read),
      },
    },
    async (req) => {
      const { alterado_desde, cursor, ...lista } = req.body;
      if (ehIncremental(req.body)) {
        exigirSoIncremental(req.body, {
          busca: lista.busca,
          deslocamento: lista.deslocamento,
          inicio_primeiro: lista.inicio_primeiro,
        });
        const r = await naEmpresa(req, (tx, s) =>
          produtosAlterados(tx, s.empresaId, { alterado_desde, cursor }, lista.limite ?? 50),
        );
        return { ...registros(r.linhas), cursor: r.cursor };
      }
      return naEmpresa(req, async (tx, s) => pagina(await listarProdutos(tx, s.empresaId, lista)));
    },
  );

  app.post(
    '/produtos/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasProdutos.read_one) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        const produto = await produtoPorId(tx, s.empresaId, req.body.id);
        if (!produto) throw naoEncontrado(NAO_ENCONTRADO);
        return registros([produto]);
      }),
  );

  app.post(
    '/produtos/create',
    { schema: { body: produtoSchema, response: respostas(respostasProdutos.create) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await exigirSemMerchant(tx, s.empresaId, 'cadastrar produtos');
        await exigirUnidade(tx, s.empresaId, req.body.unidade_id);
        const id = await criarProduto(tx, s.empresaId, req.body);
        return sucesso('Produto cadastrado com sucesso!', { id });
      }),
  );

  // The spec's screen posts multipart (with an optional image); PUT JSON like every other update.
  const alterar = async (req: FastifyRequest) => {
    const form = await lerFormulario(req);
    return naEmpresa(req, async (tx, s) => {
      await exigirSemMerchant(tx, s.empresaId, 'alterar produtos (somente a imagem pode ser alterada)');
      const dados = validar(produtoAlteracaoSchema, form.campos);
      await exigirUnidade(tx, s.empresaId, dados.unidade_id);
      if (!(await alterarProduto(tx, s.empresaId, dados.id, dados))) throw naoEncontrado(NAO_ENCONTRADO);
      if (form.imagem) await gravarImagem(tx, s.empresaId, dados.id, form.imagem);
      await publicarProduto(tx, s.empresaId, dados.id);
      return sucesso('Produto alterado com sucesso!');
    });
  };
  const alterarOpcoes = { schema: { response: respostas(respostasProdutos.update) } };
  app.post('/produtos/update', alterarOpcoes, alterar);
  app.put('/produtos/update', alterarOpcoes, alterar);

  app.post(
    '/produtos/add_image',
    { schema: { response: respostas(respostasProdutos.add_image) } },
    async (req) => {
      const form = await lerFormulario(req);
      return naEmpresa(req, async (tx, s) => {
        const { id } = validar(corpoId, form.campos);
        const imagem = exigirImagem(form);
        if (!(await produtoPorId(tx, s.empresaId, id))) throw naoEncontrado(NAO_ENCONTRADO);
        await gravarImagem(tx, s.empresaId, id, imagem);
        return sucesso('Imagem do produto alterada com sucesso!');
      });
    },
  );

  app.post(
    '/produtos/delete',
    { schema: { body: corpoId, response: respostas(respostasProdutos.delete) } },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        await excluirSemUsos(tx, s.empresaId, req.body.id, exclusaoProduto, {
          rotulos: { pedidos: 'pedido(s)' },
          emUso: () => EM_PEDIDOS,
          emUsoAgora: EM_PEDIDOS,
          naoEncontrado: NAO_ENCONTRADO,
        });
        return sucesso('Produto excluído com sucesso!');
      }),
  );

  // Served only with the Authorization header: the web app fetches it and shows a blob URL.
  const imagemOpcoes = {
    schema: {
      params: z.object({ id: idSchema }),
      response: respostasConteudo(
        'image/*',
        respostasProdutos.imagem,
        'A imagem do produto (PNG, JPEG, GIF ou WEBP).',
      ),
    },
  };
  app.get('/produtos/imagem/:id', imagemOpcoes, async (req, reply) => {
    const imagem = await naEmpresa(req, (tx, s) => lerImagem(tx, s.empresaId, req.params.id));
    if (!imagem) throw naoEncontrado('Imagem não encontrada.');
    return reply
      .header('content-type', imagem.tipo)
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline')
      .send(imagem.dados);
  });
};

export default endpointsProdutos;
