import { zodResolver } from '@hookform/resolvers/zod';
import { editavel, MSG, NOMES_SITUACAO } from '@mascate/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoMensagem } from '../../../ui/DialogoMensagem.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { empresasConsultas } from '../../empresas/api/consultas.ts';
import { ReprecificarPedido } from '../../tabelas-precos/components/ReprecificarPedido.tsx';
import { CreditoDoPedido, type Liberacao } from '../../titulos/components/CreditoDoPedido.tsx';
import { pedidosConsultas, useGravarPedido } from '../api/consultas.ts';
import { useEditorPedido } from '../hooks/useEditorPedido.ts';
import { useImpostosPedido } from '../hooks/useImpostosPedido.ts';
import { corpoPedido, type ItemEditado, novoId, type Pedido } from '../tipos.ts';
import { CabecalhoPedido } from './CabecalhoPedido.tsx';
import { type Cabecalho, cabecalhoInicial, esquemaCabecalho, ORDEM_CABECALHO } from './cabecalho.ts';
import { DescontoPedido } from './DescontoPedido.tsx';
import { EntradaItem } from './EntradaItem.tsx';
import { ImpostosPedido } from './ImpostosPedido.tsx';
import { ObservacoesPedido } from './ObservacoesPedido.tsx';
import { Pagamento } from './Pagamento.tsx';
import { RepetirPedido } from './RepetirPedido.tsx';
import { REGRAS_LIVRES, regrasDaEmpresa } from './regras.ts';
import { SituacaoPedido } from './SituacaoPedido.tsx';
import { TabelaItens } from './TabelaItens.tsx';

type Props = { titulo: string; pedido?: Pedido; modelo?: Pedido };

// The quote's own word: the server answers 'Pedido gravado' for any new order.
const ORCAMENTO_GRAVADO = 'Orçamento gravado com sucesso!';

/** The order screen, for a new order (no `pedido`) and for editing one. */
export function FormPedido({ titulo, pedido, modelo }: Props) {
  // `modelo`: a new order filled from another one (Repetir pedido, issue 27), saved as a new order.
  const editor = useEditorPedido(pedido ?? modelo);
  const alertar = useAlertaErro();
  const navigate = useNavigate();
  const gravar = useGravarPedido(pedido?.id);
  const cadastros = useQuery(pedidosConsultas.temClientesEProdutos());
  // The sales settings (price changes, discounts) shape the item row; the server checks them again.
  const empresa = useQuery({ ...empresasConsultas.lista(), select: (r) => r.registros?.[0] });
  const regras = empresa.data ? regrasDaEmpresa(empresa.data) : REGRAS_LIVRES;
  // The item brought back to the entry row by its 'Alterar' button.
  const [editando, setEditando] = useState<ItemEditado | null>(null);
  // The header is checked by the domain's order schema; `raw` keeps the typed values for the body.
  const { control, handleSubmit, setValue } = useForm<Cabecalho>({
    resolver: zodResolver(esquemaCabecalho, undefined, { raw: true }),
    defaultValues: cabecalhoInicial(pedido ?? modelo),
  });
  const [avisoFechado, setAvisoFechado] = useState(false);
  // Issue 12: the customer picks the default table; the table prices the items.
  const [clienteId, tabelaId] = useWatch({ control, name: ['participante_id', 'tabela_preco_id'] }).map(
    (v) => Number(v) || 0,
  );
  const identOperacao = pedido?.ident_operacao ?? 1;
  const impostos = useImpostosPedido(clienteId ?? 0, identOperacao, editor.itens);
  const definirTabela = useCallback((id: number) => setValue('tabela_preco_id', id), [setValue]);
  // One key per screen: a retry after a lost answer is stored once on the server.
  const [chave] = useState(novoId);
  // Issue 30: an administrador's release of a credit block, sent with the order.
  const [liberacao, setLiberacao] = useState<Liberacao>({ liberar: false, motivo: '' });

  // Issue 13: a new order may be saved as a quote (orcamento); an invoiced or cancelled one is read-only.
  const somenteLeitura = pedido !== undefined && !editavel(pedido.situacao);
  const aoGravar = (situacao?: 'orcamento') =>
    handleSubmit(
      (cabecalho) => {
        if (editor.totais.total <= 0) return alertar(MSG.valorPedidoMaiorZero);
        const corpo = {
          ...corpoPedido(cabecalho, editor.itens, editor.parcelas),
          ...(liberacao.liberar ? { liberar_credito: true, motivo_credito: liberacao.motivo } : {}),
        };
        gravar.mutate(pedido ? corpo : { ...corpo, id: chave, situacao }, {
          onSuccess: (r) =>
            navigate(
              caminhoSucesso(situacao === 'orcamento' ? ORCAMENTO_GRAVADO : r.mensagem, 'listar-pedidos'),
            ),
        });
      },
      (e) => alertar(primeiraMensagem(e, ORDEM_CABECALHO)),
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: pedido ? 0.5 : 2, fontWeight: 600 }}>
        {titulo}
      </Typography>
      {/* Which order this is, under the spec's title: its number, customer and status (issue 46). */}
      {pedido && (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {`Pedido nº ${pedido.numero} · ${pedido.participante.nome} · ${NOMES_SITUACAO[pedido.situacao]}`}
          {somenteLeitura ? ' (somente leitura)' : ''}
        </Typography>
      )}
      <Stack spacing={2}>
        {pedido && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <SituacaoPedido pedido={pedido} />
            <RepetirPedido id={pedido.id} />
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <CabecalhoPedido
            control={control}
            setValue={setValue}
            totais={editor.totais}
            bloqueado={somenteLeitura}
            novo={!pedido}
          />
        </Paper>
        {!somenteLeitura && (clienteId ?? 0) > 0 && (
          <CreditoDoPedido
            clienteId={clienteId ?? 0}
            pedidoId={pedido?.id}
            totalCentavos={impostos.totalAPagar ?? editor.totais.total}
            liberacao={liberacao}
            mudar={setLiberacao}
          />
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Itens do Pedido
            </Typography>
            {/* An invoiced or cancelled order is read-only: no item can be added or removed. */}
            {!somenteLeitura && (
              <EntradaItem
                incluir={editor.incluir}
                tabelaPrecoId={tabelaId ?? 0}
                regras={regras}
                editando={editando}
                atualizar={(item) => {
                  editor.atualizar(item);
                  setEditando(null);
                }}
                cancelarEdicao={() => setEditando(null)}
              />
            )}
            {editor.itens.length > 0 && (
              <TabelaItens
                itens={editor.itens}
                remover={
                  somenteLeitura
                    ? undefined
                    : (id) => {
                        if (editando?.id === id) setEditando(null);
                        editor.remover(id);
                      }
                }
                alterar={somenteLeitura ? undefined : setEditando}
              />
            )}
            {!somenteLeitura && <DescontoPedido editor={editor} />}
          </Stack>
        </Paper>
        {editor.itens.length > 0 && impostos.impostos && (
          <ImpostosPedido impostos={impostos.impostos} itens={editor.itens} />
        )}
        {editor.itens.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Pagamento
              editor={editor}
              control={control}
              bloqueado={somenteLeitura}
              totalAPagar={impostos.totalAPagar}
            />
          </Paper>
        )}
        <ObservacoesPedido control={control} somenteLeitura={somenteLeitura} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!somenteLeitura && (
            <Button
              variant="contained"
              size="large"
              onClick={() => void aoGravar()()}
              disabled={gravar.isPending}
            >
              GRAVAR
            </Button>
          )}
          {!pedido && (
            <Button
              variant="outlined"
              size="large"
              onClick={() => void aoGravar('orcamento')()}
              disabled={gravar.isPending}
            >
              SALVAR COMO ORÇAMENTO
            </Button>
          )}
        </Stack>
      </Stack>
      <ReprecificarPedido
        clienteId={clienteId ?? 0}
        tabelaId={tabelaId ?? 0}
        definirTabela={definirTabela}
        produtosSemPrecoManual={editor.itens.filter((i) => !i.precoManual).map((i) => i.produtoId)}
        reprecificar={editor.reprecificar}
      />
      <DialogoMensagem
        aberto={cadastros.data === false && !avisoFechado}
        fechar={() => setAvisoFechado(true)}
        mensagem="Para cadastrar um novo pedido é necessário ter clientes e produtos cadastrados."
      >
        <Button onClick={() => setAvisoFechado(true)}>Fechar</Button>
      </DialogoMensagem>
    </Box>
  );
}
