// The name and the pt-BR summary of every operation in the OpenAPI document. The registers' usual actions
// (read, read_one, create, update, delete, exportar, modelo, importar) are worded from the resource's
// name; every other endpoint has its own line below. The OpenAPI test fails for an operation without one.

type Recurso = { um: string; varios: string };

const RECURSOS: Record<string, Recurso> = {
  clientes: { um: 'um cliente', varios: 'os clientes' },
  comissoes: { um: 'uma comissão', varios: 'as comissões' },
  empresas: { um: 'a empresa', varios: 'as empresas' },
  formaspagamento: { um: 'uma forma de pagamento', varios: 'as formas de pagamento' },
  integracoes: { um: 'uma integração', varios: 'as integrações' },
  metas: { um: 'uma meta', varios: 'as metas' },
  motivosnaovenda: { um: 'um motivo de não venda', varios: 'os motivos de não venda' },
  pedidosvenda: { um: 'um pedido de venda', varios: 'os pedidos de venda' },
  produtos: { um: 'um produto', varios: 'os produtos' },
  regrasfiscais: { um: 'uma regra fiscal', varios: 'as regras fiscais' },
  representantes: { um: 'um representante', varios: 'os representantes' },
  rotas: { um: 'uma rota', varios: 'as rotas' },
  tabelasprecos: { um: 'uma tabela de preços', varios: 'as tabelas de preços' },
  titulos: { um: 'um título', varios: 'os títulos' },
  unidades: { um: 'uma unidade', varios: 'as unidades' },
  usuarios: { um: 'um usuário', varios: 'os usuários' },
  visitas: { um: 'uma visita', varios: 'as visitas' },
};

const ACOES: Record<string, (r: Recurso) => string> = {
  read: (r) => `Lista ${r.varios}`,
  read_one: (r) => `Lê ${r.um}`,
  create: (r) => `Cadastra ${r.um}`,
  update: (r) => `Altera ${r.um}`,
  delete: (r) => `Exclui ${r.um}`,
  exportar: (r) => `Exporta ${r.varios} em planilha (CSV ou XLSX)`,
  modelo: (r) => `Baixa o modelo da planilha de importação de ${r.varios.replace(/^(os|as) /, '')}`,
  importar: (r) => `Confere ou importa ${r.varios} de uma planilha`,
};

/** Endpoints whose summary is not one of the usual actions, by 'METHOD /path' as the document writes it. */
const RESUMOS: Record<string, string> = {
  'GET /api/health': 'Informa se o servidor e o banco de dados respondem',
  'POST /api/estabelecimentos/create': 'Cadastra uma empresa nova e o seu administrador',
  'POST /api/estabelecimentos/login': 'Entra com e-mail e senha e recebe o token da sessão',
  'POST /api/estabelecimentos/logout': 'Sai: encerra a sessão do token enviado',
  'POST /api/estabelecimentos/juntar_contas':
    'Juntar contas: a outra conta com o mesmo e-mail, provada pela senha dela, passa a ser da pessoa',
  'POST /api/estabelecimentos/trocar_empresa':
    'Troca de empresa: uma sessão do vínculo da mesma pessoa em outra empresa, sem senha',
  'POST /api/estabelecimentos/solicitar_troca_senha': 'Pede o e-mail com o link de troca de senha',
  'POST /api/estabelecimentos/troca_senha': 'Troca a senha com a chave recebida por e-mail',
  'POST /api/estabelecimentos/aceitar_convite': 'Aceita o convite: cria a senha e entra',
  'GET /api/oidc/config': 'Informa se a entrada por provedor de identidade (OpenID) está ligada',
  'GET /api/oidc/inicio': 'Começa a entrada pelo provedor de identidade (redireciona)',
  'GET /api/oidc/retorno': 'Recebe a volta do provedor de identidade e abre a sessão',
  'GET /api/oidc/retorno.js': 'Script da página de volta do provedor de identidade',
  'POST /api/empresas/read': 'Lê os dados da empresa da sessão (em lista)',
  'POST /api/empresas/read_one': 'Lê os dados da empresa da sessão',
  'PUT /api/empresas/update': 'Altera os dados e as regras da empresa',
  'GET /api/cep/{cep}': 'Consulta um CEP (endereço, cidade e UF)',
  'PUT /api/rotas/read_one': 'Lê uma rota (PUT, como o POST)',
  'POST /api/visitas/usar_localizacao': 'Grava a localização de uma visita como a do cliente',
  'POST /api/produtos/update': 'Altera um produto (multipart, com imagem opcional)',
  'POST /api/produtos/add_image': 'Troca a imagem de um produto (multipart)',
  'GET /api/produtos/imagem/{id}': 'Baixa a imagem de um produto',
  'POST /api/tabelasprecos/precos': 'Calcula os preços dos produtos numa tabela de preços',
  'POST /api/pedidosvenda/situacao': 'Muda a situação de um pedido de venda',
  'POST /api/pedidosvenda/impostos':
    'Calcula a prévia dos impostos (IPI, ICMS-ST, FCP-ST) e o total a pagar de um pedido',
  'POST /api/regrasfiscais/aliquotas': 'Lista as alíquotas internas do ICMS por UF (da empresa ou padrão)',
  'PUT /api/regrasfiscais/gravar_aliquotas': 'Grava as alíquotas internas do ICMS de UFs',
  'POST /api/pedidosvenda/historico': 'Lista o histórico de um pedido de venda',
  'POST /api/pedidosvenda/compartilhar': 'Cria o link público de um pedido de venda',
  'POST /api/pedidosvenda/revogar_link': 'Revoga o link público de um pedido de venda',
  'POST /api/pedidosvenda/enviar_email': 'Envia um pedido de venda por e-mail ao cliente',
  'GET /api/pedidosvenda/{id}/pdf': 'Baixa o PDF de um pedido de venda',
  'PUT /api/pedidosvenda/read_one': 'Lê um pedido de venda (PUT, como o POST)',
  'POST /api/pedidosvenda/resumo_mensal': 'Resume as vendas do mês (painel)',
  'POST /api/usuarios/reenviar_convite': 'Reenvia o convite de um usuário',
  'POST /api/relatorios/vendas': 'Relatório de vendas por período',
  'GET /api/relatorios/vendas/exportar': 'Exporta o relatório de vendas em planilha',
  'POST /api/relatorios/clientes_inativos': 'Relatório de clientes sem compras há N dias',
  'GET /api/relatorios/clientes_inativos/exportar': 'Exporta o relatório de clientes inativos em planilha',
  'POST /api/relatorios/roteiro': 'Relatório do roteiro de visitas por período',
  'GET /api/relatorios/roteiro/exportar': 'Exporta o relatório do roteiro em planilha',
  'POST /api/relatorios/vencimentos': 'Relatório de títulos a vencer e vencidos',
  'GET /api/relatorios/vencimentos/exportar': 'Exporta o relatório de vencimentos em planilha',
  'POST /api/relatorios/metas': 'Relatório de metas do mês (meta e realizado)',
  'GET /api/relatorios/metas/exportar': 'Exporta o relatório de metas em planilha',
  'POST /api/titulos/baixar': 'Baixa (recebe) um título, inteiro ou em parte',
  'POST /api/titulos/estornar': 'Estorna a última baixa de um título',
  'POST /api/clientes/extrato': 'Extrato financeiro de um cliente',
  'POST /api/clientes/credito': 'Limite, uso e saldo de crédito de um cliente',
  'POST /api/comissoes/extrato': 'Extrato de comissões de um representante',
  'POST /api/campo/receber': 'App de campo: baixa a fatia de dados do representante',
  'POST /api/campo/enviar': 'App de campo: envia pedidos e visitas feitos no aparelho',
  'GET /p/{chave}': 'Página pública de um pedido compartilhado',
  'GET /p/{chave}/pdf': 'PDF público de um pedido compartilhado',
  'GET /p/pix.js': 'Script dos botões de copiar o Pix da página pública do pedido',
  'POST /api/pix/configuracao': 'Lê a chave Pix e o PSP da empresa (sem os segredos)',
  'PUT /api/pix/configurar': 'Grava a chave Pix da empresa e o seu PSP',
  'POST /api/pix/gerar_webhook': 'Gera um novo endereço de webhook do PSP (o anterior deixa de valer)',
  'POST /api/pix/titulo': 'Código Pix (copia e cola e QR) do valor em aberto de um título',
  'POST /api/pix/pedido': 'Código Pix de cada parcela em aberto de um pedido',
  'POST /api/pix/a_conciliar': 'Lista os recebimentos Pix que esperam conciliação',
  'POST /api/pix/conciliar': 'Concilia um recebimento Pix com um título (registra a baixa)',
  'POST /api/pix/descartar': 'Descarta um recebimento Pix que não paga título desta empresa',
  'POST /api/pix/webhook/{segredo}/pix':
    'Webhook do PSP: pagamentos Pix recebidos (API Pix do Banco Central)',
  'POST /api/exportacoes/create': 'Põe na fila a exportação de uma lista (o arquivo sai em segundo plano)',
  'POST /api/exportacoes/read_one': 'Lê a situação e o progresso de uma exportação',
  'GET /api/exportacoes/{id}/arquivo': 'Baixa o arquivo de uma exportação pronta',
  'POST /api/chavesapi/read': 'Lista as chaves de integração da empresa (sem os segredos)',
  'POST /api/chavesapi/create': 'Cria uma chave de integração (a chave aparece só nesta resposta)',
  'POST /api/chavesapi/revogar': 'Revoga uma chave de integração (deixa de valer na hora)',
  'POST /api/webhooks/read': 'Lista os webhooks da empresa (sem os segredos)',
  'POST /api/webhooks/create': 'Cadastra um webhook (o segredo aparece só nesta resposta)',
  'POST /api/webhooks/delete': 'Remove um webhook (as entregas pendentes são canceladas)',
  'POST /api/webhooks/entregas': 'Lista as entregas de webhooks e as respostas dos receptores',
  'POST /api/webhooks/reenviar': 'Põe uma entrega de webhook de novo na fila (o mesmo evento)',
};

/** Names the path cannot give (the shared order's page, outside /api). */
const IDS: Record<string, string> = {
  'GET /p/{chave}': 'paginaPublicaPedido',
  'GET /p/{chave}/pdf': 'pdfPublicoPedido',
  'GET /p/pix.js': 'scriptPixPaginaPublica',
};

/** The method an action is usually called with: another method on the same path gets its name appended. */
const METODO_DA_ACAO: Record<string, string> = { update: 'PUT' };

/** '/api/pedidosvenda/{id}/pdf' → ['pedidosvenda', 'pdf']: the path's words, parameters left out. */
function palavras(caminho: string): string[] {
  return caminho
    .replace(/^\/api\//, '/')
    .split('/')
    .filter((p) => p !== '' && !p.startsWith('{'));
}

const maiuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'POST /api/clientes/read_one' → 'clientesReadOne'; a second method on a path adds it ('rotasReadOnePut'). */
export function idDaOperacao(metodo: string, caminho: string): string {
  const proprio = IDS[`${metodo} ${caminho}`];
  if (proprio) return proprio;
  const p = palavras(caminho);
  const acao = p.at(-1) ?? '';
  const [primeira = '', ...resto] = p.flatMap((s) => s.split(/[_.]/));
  const base = primeira + resto.map(maiuscula).join('');
  const usual = METODO_DA_ACAO[acao] ?? (metodo === 'GET' ? 'GET' : 'POST');
  return metodo === usual ? base : base + maiuscula(metodo.toLowerCase());
}

/** The operation's pt-BR summary, or undefined when none is written (the OpenAPI test lists those). */
export function resumoDaOperacao(metodo: string, caminho: string): string | undefined {
  const proprio = RESUMOS[`${metodo} ${caminho}`];
  if (proprio) return proprio;
  const p = palavras(caminho);
  const recurso = p.length === 2 ? RECURSOS[p[0] ?? ''] : undefined;
  const acao = ACOES[p[1] ?? ''];
  return recurso && acao ? acao(recurso) : undefined;
}
