import {
  catalogoDoCliente,
  centavosParaDecimal,
  diasDaForma,
  dobrar,
  formatarData,
  formatarMoeda,
  hojeSaoPaulo,
  isDataAceita,
  lerDataBr,
  MAXIMO_OBSERVACOES,
  type ProdutoCampo,
  palavrasDaBusca,
  paraCentavos,
  quantidadeParaMilesimos,
  textoPrazo,
  totalItem,
} from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { banco, lerMeta } from '../banco.ts';
import { avisoDeCredito, lerCredito } from '../credito.ts';
import { pedirEnvio } from '../envio-automatico.ts';
import {
  corpoDoPedido,
  descontoPermitido,
  type ItemPedido,
  itemValido,
  mascaraData,
  precoDoProduto,
  tabelaDoCliente,
  tabelaParaCalculo,
  totaisDos,
} from '../pedido.ts';
import { representanteAtual } from '../representante.ts';
import { ir } from '../rota.ts';
import { guardarNoOutbox } from '../sincronia.ts';
import { chaveDaVisita } from '../visita.ts';
import { CampoBusca } from './CampoBusca.tsx';
import { BotaoProduto, ListaProdutos, quantidadeNaTela } from './ListaProdutos.tsx';

type Linha = { chave: string; produto: ProdutoCampo; qt: string; preco: string; desconto: string };

const novaChave = () => crypto.randomUUID();

const paraItem = (l: Linha): ItemPedido => ({
  produto: l.produto,
  qt: l.qt,
  precoCentavos: paraCentavos(l.preco),
  descontoCentavos: l.desconto.trim() === '' ? 0 : paraCentavos(l.desconto),
});

/** A new order (or a repeat, or the correction of a refused one), priced with the customer's table. */
export function Pedido({ clienteId, modelo }: { clienteId: number; modelo: string }) {
  const hoje = hojeSaoPaulo();
  const base = useLiveQuery(async () => {
    const [cliente, produtos, rotas, tabelas, formas, config, pedidos] = await Promise.all([
      banco.clientes.get(clienteId),
      banco.produtos.toArray(),
      banco.rotas.toArray(),
      banco.tabelas.toArray(),
      banco.formas.toArray(),
      banco.configuracoes.get(1),
      // The customer's last orders of the slice: what it bought lately heads the product list.
      banco.pedidos.where('participante_id').equals(clienteId).toArray(),
    ]);
    // The credit position and whether a visit is open for the customer (to go back to its check-out).
    const credito = await lerCredito(clienteId);
    const emVisita = (await lerMeta(chaveDaVisita(clienteId))) !== undefined;
    return { cliente, produtos, rotas, tabelas, formas, config, pedidos, credito, emVisita };
  }, [clienteId]);
  const [linhas, setLinhas] = useState<Linha[]>([]);
  const [formaId, setFormaId] = useState(0);
  const [parcelas, setParcelas] = useState(1);
  const [termo, setTermo] = useState('');
  const [salvo, setSalvo] = useState('');
  const [corrige, setCorrige] = useState('');
  const [observacoes, setObservacoes] = useState('');
  const [entrega, setEntrega] = useState('');
  const [verLista, setVerLista] = useState(false);
  const [incluido, setIncluido] = useState('');

  const tabela = useMemo(() => {
    if (!base?.cliente) return undefined;
    return tabelaDoCliente(
      base.cliente,
      new Map(base.rotas.map((r) => [r.id, r])),
      new Map(base.tabelas.map((t) => [t.id, t])),
      hoje,
    );
  }, [base, hoje]);
  const calculo = useMemo(() => (tabela ? tabelaParaCalculo(tabela) : undefined), [tabela]);
  const preco = useCallback(
    (p: ProdutoCampo) => centavosParaDecimal(precoDoProduto(p, calculo, hoje)).replace('.', ','),
    [calculo, hoje],
  );
  const modeloAplicado = useRef('');

  // A repeat starts from an earlier order's items at today's prices; a correction from the refused body.
  useEffect(() => {
    // Once per model, when the data first arrive (the live query answers again on every change).
    if (!base || !modelo || modeloAplicado.current === modelo) return;
    modeloAplicado.current = modelo;
    const porId = new Map(base.produtos.map((p) => [p.id, p]));
    const [tipo, id] = modelo.split(/-(.+)/);
    void (async () => {
      if (tipo === 'repetir') {
        const anterior = await banco.pedidos.get(Number(id));
        if (!anterior) return;
        setFormaId(anterior.forma_pagamento_id ?? 0);
        setLinhas(
          anterior.itens.flatMap((i) => {
            const p = porId.get(i.produto_id);
            return p
              ? [
                  {
                    chave: novaChave(),
                    produto: p,
                    qt: quantidadeNaTela(i.qt),
                    preco: preco(p),
                    desconto: '',
                  },
                ]
              : [];
          }),
        );
      } else if (tipo === 'corrigir' && id) {
        const envio = await banco.outbox.get(id);
        if (!envio) return;
        setCorrige(id);
        const d = envio.dados as {
          observacoes?: string;
          data_saida?: string | null;
          forma_pagamento_id?: number;
          parcelas?: unknown[];
          produtos?: Record<string, string | number>[];
        };
        setFormaId(Number(d.forma_pagamento_id ?? 0));
        setParcelas(d.parcelas?.length ?? 0);
        setObservacoes(d.observacoes ?? '');
        setEntrega(d.data_saida ? formatarData(d.data_saida) : '');
        setLinhas(
          (d.produtos ?? []).flatMap((i) => {
            const p = porId.get(Number(i.produto_id));
            return p
              ? [
                  {
                    chave: novaChave(),
                    produto: p,
                    qt: String(i.qt).replace('.', ','),
                    preco: String(i.preco).replace('.', ','),
                    desconto: String(i.desconto ?? '').replace(/^0(\.0+)?$/, ''),
                  },
                ]
              : [];
          }),
        );
      }
    })();
  }, [base, modelo, preco]);

  const buscando = termo.trim().length >= 2;
  const achados = useMemo(() => {
    if (!base || termo.trim().length < 2) return [];
    const palavras = palavrasDaBusca(dobrar(termo));
    return base.produtos
      .filter((p) => {
        const t = dobrar(`${p.codigo} ${p.descricao}`);
        return palavras.every((w) => t.includes(w));
      })
      .slice(0, 30);
  }, [base, termo]);

  const catalogo = useMemo(() => (base ? catalogoDoCliente(base.produtos, base.pedidos) : []), [base]);
  const noPedido = useMemo(() => new Set(linhas.map((l) => l.produto.id)), [linhas]);

  if (!base) return null;
  if (!base.cliente) return <p className="vazio">Cliente não encontrado neste aparelho.</p>;
  const cliente = base.cliente;
  const config = base.config;
  const alteraPreco = (config?.altera_preco_pedido ?? 1) !== 0;
  const comDesconto = descontoPermitido(config);
  const itens = linhas.map(paraItem);
  const totais = totaisDos(itens);
  const invalidos = itens.filter((i) => !itemValido(i)).length;
  // The credit known at the last sync: a warning; the server judges the order (a quote is never blocked).
  const aviso = totais.total > 0 ? avisoDeCredito(base.credito, totais.total) : null;

  const mudar = (i: number, campo: 'qt' | 'preco' | 'desconto', valor: string) =>
    setLinhas((l) => l.map((x, j) => (j === i ? { ...x, [campo]: valor } : x)));
  const incluir = (p: ProdutoCampo) => {
    setLinhas((l) => [...l, { chave: novaChave(), produto: p, qt: '1', preco: preco(p), desconto: '' }]);
    setTermo('');
    setIncluido(`${p.descricao} incluído no pedido.`);
  };

  // The delivery date is optional; typed, it must be a real date the back office accepts.
  const entregaIso = entrega.trim() === '' ? null : lerDataBr(entrega);
  const entregaInvalida = entrega.trim() !== '' && (entregaIso === null || !isDataAceita(entregaIso));
  const bloqueado = totais.total <= 0 || invalidos > 0 || entregaInvalida;
  const formaEscolhida = base.formas.find((f) => f.id === formaId);
  const prazo = formaEscolhida ? diasDaForma(formaEscolhida) : null;

  const salvar = async (situacao: 'orcamento' | 'pedido') => {
    const vendedorId = await representanteAtual();
    const dados = corpoDoPedido(
      {
        clienteId,
        vendedorId,
        formaId,
        tabelaId: tabela?.id ?? 0,
        parcelas,
        prazo,
        situacao,
        hoje,
        observacoes,
        dataSaida: entregaIso,
      },
      itens,
    );
    // The outbox first: "salvo" means it is on the device, whatever happens to the signal.
    await guardarNoOutbox({
      id: crypto.randomUUID(),
      tipo: 'pedido',
      feito_em: new Date().toISOString(),
      dados: dados as Record<string, unknown>,
      titulo: cliente.apelido || cliente.nome,
      totalCentavos: totais.total,
    });
    if (corrige) await banco.outbox.update(corrige, { corrigido: true });
    setSalvo(situacao === 'pedido' ? 'Pedido salvo no aparelho.' : 'Orçamento salvo no aparelho.');
    pedirEnvio();
  };

  if (salvo)
    return (
      <section>
        <p className="sucesso" role="status">
          {salvo} Ele será enviado assim que houver conexão.
        </p>
        <div className="acoes">
          {base?.emVisita && (
            <button type="button" className="principal" onClick={() => ir('visita', clienteId)}>
              Voltar à visita
            </button>
          )}
          <button
            type="button"
            className={base?.emVisita ? '' : 'principal'}
            onClick={() => ir('cliente', clienteId)}
          >
            Voltar ao cliente
          </button>
          <button type="button" onClick={() => ir('envios')}>
            Ver envios
          </button>
        </div>
      </section>
    );

  return (
    <section>
      <h1>{corrige ? 'Corrigir pedido' : 'Novo pedido'}</h1>
      <p className="detalhe">
        {cliente.apelido || cliente.nome} · Tabela: {tabela?.nome ?? 'preço do produto'}
      </p>
      <CampoBusca
        rotulo="Buscar produto"
        dica="Buscar produto por nome ou código"
        valor={termo}
        mudar={setTermo}
      />
      <button
        type="button"
        className="largo"
        aria-expanded={verLista}
        aria-controls="lista-produtos"
        onClick={() => setVerLista((v) => !v)}
      >
        {verLista ? 'Fechar a lista de produtos' : 'Ver a lista de produtos'}
      </button>
      {achados.length > 0 && (
        <ul className="lista">
          {achados.map((p) => (
            <li key={p.id}>
              <BotaoProduto produto={p} preco={preco(p)} incluir={incluir} noPedido={noPedido.has(p.id)} />
            </li>
          ))}
        </ul>
      )}
      {buscando && achados.length === 0 && <p className="vazio">Nenhum produto encontrado.</p>}
      {/* While a search is typed its results are the list; cleared, the browsable list comes back. */}
      {verLista && !buscando && (
        <ListaProdutos
          id="lista-produtos"
          catalogo={catalogo}
          preco={preco}
          incluir={incluir}
          noPedido={noPedido}
        />
      )}
      <p className="detalhe" role="status">
        {incluido}
      </p>
      <ul className="itens">
        {linhas.map((l, i) => {
          const item = itens[i] as ItemPedido;
          const valido = itemValido(item);
          return (
            <li key={l.chave} className={valido ? '' : 'invalido'}>
              <div className="nome">
                {l.produto.descricao} <span className="unidade">{l.produto.unidade}</span>
              </div>
              <div className="campos">
                <label>
                  Qtde ({l.produto.unidade})
                  <input inputMode="decimal" value={l.qt} onChange={(e) => mudar(i, 'qt', e.target.value)} />
                </label>
                <label>
                  Preço
                  <input
                    inputMode="decimal"
                    value={l.preco}
                    readOnly={!alteraPreco}
                    onChange={(e) => mudar(i, 'preco', e.target.value)}
                  />
                </label>
                {comDesconto && (
                  <label>
                    Desconto
                    <input
                      inputMode="decimal"
                      value={l.desconto}
                      onChange={(e) => mudar(i, 'desconto', e.target.value)}
                    />
                  </label>
                )}
              </div>
              <div className="rodape-item">
                <span>
                  {valido
                    ? formatarMoeda(
                        totalItem({
                          qtMilesimos: quantidadeParaMilesimos(item.qt),
                          precoCentavos: item.precoCentavos,
                          descontoCentavos: item.descontoCentavos,
                        }),
                      )
                    : 'Confira quantidade, preço e desconto'}
                </span>
                <button
                  type="button"
                  className="link"
                  onClick={() => setLinhas((x) => x.filter((_, j) => j !== i))}
                >
                  Remover
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <label className="campo-linha">
        Forma de pagamento
        <select value={formaId} onChange={(e) => setFormaId(Number(e.target.value))}>
          <option value={0}>Nenhuma</option>
          {base.formas.map((f) => (
            <option key={f.id} value={f.id}>
              {f.descricao}
            </option>
          ))}
        </select>
      </label>
      {prazo ? (
        // Issue 46: a term decides the instalments (Pix, cash and debit card à vista): nothing to choose.
        <p className="campo-linha">
          Prazos: <strong>{textoPrazo(prazo)}</strong>
          {prazo.length > 1 && totais.total > 0 && ` (${prazo.length}x)`}
        </p>
      ) : (
        <label className="campo-linha">
          Parcelas
          <select value={parcelas} onChange={(e) => setParcelas(Number(e.target.value))}>
            <option value={0}>Sem parcelas</option>
            {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}x de {totais.total > 0 ? formatarMoeda(Math.floor(totais.total / n)) : '—'}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="campo-linha">
        Data de entrega
        <input
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          value={entrega}
          aria-invalid={entregaInvalida}
          aria-describedby={entregaInvalida ? 'erro-entrega' : undefined}
          onChange={(e) => setEntrega(mascaraData(e.target.value))}
        />
      </label>
      {entregaInvalida && (
        <p id="erro-entrega" className="erro">
          Informe a data de entrega como dd/mm/aaaa.
        </p>
      )}
      <label className="campo-linha">
        Observações
        <textarea
          maxLength={MAXIMO_OBSERVACOES}
          value={observacoes}
          onChange={(e) => setObservacoes(e.target.value)}
        />
      </label>
      <p className="total">
        Total: <strong>{formatarMoeda(totais.total)}</strong>
        {totais.desconto > 0 && <span className="detalhe"> (desconto {formatarMoeda(totais.desconto)})</span>}
      </p>
      {aviso && (
        <p className="alerta" role="alert">
          {aviso}
        </p>
      )}
      <div className="acoes">
        <button type="button" disabled={bloqueado} onClick={() => salvar('orcamento')}>
          Salvar orçamento
        </button>
        <button type="button" className="principal" disabled={bloqueado} onClick={() => salvar('pedido')}>
          Salvar pedido
        </button>
      </div>
    </section>
  );
}
