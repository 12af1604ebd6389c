import { paraCentavos } from '@mascate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { precosDosProdutos } from '../api/consultas.ts';
import { tabelaPadraoDoCliente } from '../api/tabela-padrao.ts';

type Props = {
  clienteId: number;
  tabelaId: number;
  definirTabela: (id: number) => void;
  /** Items whose price was not typed by hand: only those follow the table. */
  produtosSemPrecoManual: number[];
  reprecificar: (precos: Map<number, number>) => void;
};

/**
 * The order's price-table behaviour, kept out of the order's own components: picking a customer selects
 * the customer's table (else the route's); changing the table offers to re-price the items not typed by
 * hand. Renders only the question.
 */
export function ReprecificarPedido({
  clienteId,
  tabelaId,
  definirTabela,
  produtosSemPrecoManual,
  reprecificar,
}: Props) {
  const alertar = useAlertaErro();
  const qc = useQueryClient();
  const [perguntar, setPerguntar] = useState(false);
  const clienteAnterior = useRef(clienteId);
  const tabelaAnterior = useRef(tabelaId);

  useEffect(() => {
    if (clienteAnterior.current === clienteId) return;
    clienteAnterior.current = clienteId;
    if (clienteId > 0)
      tabelaPadraoDoCliente(qc, clienteId).then(definirTabela, (e: Error) => alertar(e.message));
  }, [qc, clienteId, definirTabela, alertar]);

  const haItens = produtosSemPrecoManual.length > 0;
  useEffect(() => {
    if (tabelaAnterior.current === tabelaId) return;
    tabelaAnterior.current = tabelaId;
    if (haItens) setPerguntar(true);
  }, [tabelaId, haItens]);

  const aplicar = async () => {
    setPerguntar(false);
    try {
      const precos = await precosDosProdutos(tabelaId, produtosSemPrecoManual);
      reprecificar(new Map([...precos].map(([id, p]) => [id, paraCentavos(p.preco)])));
    } catch (e) {
      alertar((e as Error).message);
    }
  };

  return (
    <DialogoAviso
      aberto={perguntar}
      fechar={() => setPerguntar(false)}
      id="reprecificar-titulo"
      titulo="Tabela de preços alterada"
      largura="sm"
      mensagem="Aplicar os preços da nova tabela aos itens cujo preço não foi alterado à mão?"
      formulario={{ aoEnviar: () => void aplicar(), voltar: 'Manter os preços', enviar: 'Aplicar preços' }}
    />
  );
}
