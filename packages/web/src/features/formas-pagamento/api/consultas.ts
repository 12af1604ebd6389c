import type { AlterarFormaPagamentoCorpo, FormaPagamentoCorpo } from '@mascate/domain';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const formasPagamentoConsultas = consultasDoRecurso(
  'formaspagamento',
  'Forma de pagamento não encontrada.',
);

export const useCriarFormaPagamento = () =>
  useGravacao(formasPagamentoConsultas.chaves.todas, async (corpo: FormaPagamentoCorpo) => {
    const r = await api('formaspagamento/create', corpo);
    // The spec keeps the create message in local storage as 'mensagem'.
    window.localStorage.setItem('mensagem', r.retorno.mensagem);
    return r;
  });

export const useAlterarFormaPagamento = () =>
  useGravacao(formasPagamentoConsultas.chaves.todas, (corpo: AlterarFormaPagamentoCorpo) =>
    api('formaspagamento/update', corpo),
  );
