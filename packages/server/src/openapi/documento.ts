// The OpenAPI document at /api/docs/json, as an integrator reads it: every operation named and summarised
// in pt-BR, marked public or bearer (the authentication boundary marks its own routes: auth/sessao.ts),
// each request body with an example, the multipart bodies described, and 3.0's `nullable` only beside a
// `type` (a validator such as ajv refuses it anywhere else). `redocly lint` checks it (openapi.test.ts).
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { corpoMultipart } from './corpos-multipart.ts';
import { EXEMPLOS_ESCRITOS, exemploDe } from './exemplos.ts';
import { idDaOperacao, resumoDaOperacao } from './operacoes.ts';

type No = Record<string, unknown>;

const ehNo = (v: unknown): v is No => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{ anyOf: [A, B], nullable: true }` → `{ anyOf: [A+nullable, B+nullable] }`: in OpenAPI 3.0 `nullable`
 * only applies to a `type` in the same schema object, so beside a bare `anyOf` it said nothing.
 */
function nulosNosRamos(no: unknown): void {
  if (Array.isArray(no)) {
    for (const item of no) nulosNosRamos(item);
    return;
  }
  if (!ehNo(no)) return;
  for (const valor of Object.values(no)) nulosNosRamos(valor);
  const ramos = no.anyOf ?? no.oneOf;
  if (no.nullable === true && no.type === undefined && Array.isArray(ramos)) {
    delete no.nullable;
    for (const ramo of ramos) if (ehNo(ramo) && ramo.type !== undefined) ramo.nullable = true;
  }
}

/** The example of a request body: written for the bodies that need one, built from the schema otherwise. */
function exemploDoCorpo(chave: string, corpo: unknown): unknown {
  return chave in EXEMPLOS_ESCRITOS ? EXEMPLOS_ESCRITOS[chave] : exemploDe(corpo);
}

type Transformar = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

const transformarOperacao: Transformar = (documento) => {
  const { schema, url } = jsonSchemaTransform(documento);
  const metodo = [documento.route.method].flat()[0] ?? 'GET';
  const caminho = url.replace(/:([^/]+)/g, '{$1}');
  const chave = `${metodo} ${caminho}`;
  const s: No = { ...schema };
  nulosNosRamos(s);
  s.operationId = idDaOperacao(metodo, caminho);
  const resumo = resumoDaOperacao(metodo, caminho);
  if (resumo) s.summary = resumo;
  // The boundary writes `security` on its routes; any other route is answered without a token.
  s.security ??= [];
  const multipart = corpoMultipart(chave);
  if (multipart) s.body = multipart;
  else if (ehNo(s.body)) s.body = { ...s.body, examples: [exemploDoCorpo(chave, s.body)] };
  return { schema: s, url };
};

export const opcoesDocumento: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Mascate API',
      version: '1.0.0',
      description:
        'A API do Mascate: as mesmas operações que as telas usam. Envie o token da sessão ou uma chave de ' +
        'integração (tela "Integrações") no cabeçalho `Authorization: Bearer <token>`. Guia do integrador: ' +
        'docs/integracoes.md.',
      license: { name: 'Proprietária: uso pelos clientes do Mascate', url: 'https://mascate.com.br/licenca' },
    },
    servers: [{ url: '/', description: 'Este servidor (o mesmo endereço das telas)' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'O token da sessão (estabelecimentos/login) ou uma chave de integração.',
        },
      },
    },
  },
  transform: transformarOperacao,
};
