import type { AlterarFormaPagamentoCorpo, FormaPagamento, FormaPagamentoCorpo } from '@mascate/domain';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const formasPagamentoConsultas = consultasDoRecurso<FormaPagamento>(
  'formaspagamento',
  'Forma de pagamento não encontrada.',
);

export const useCriarFormaPagamento = () =>
  useGravacao(formasPagamentoConsultas.chaves.todas, async (corpo: FormaPagamentoCorpo) => {
    const r = await chamarApi('formaspagamento/create', corpo);
    // The spec keeps the create message in local storage as 'mensagem'.
    window.localStorage.setItem('mensagem', r.retorno.mensagem);
    return r;
  });

export const useAlterarFormaPagamento = () =>
  useGravacao(formasPagamentoConsultas.chaves.todas, (corpo: AlterarFormaPagamentoCorpo) =>
    chamarApi('formaspagamento/update', corpo, { metodo: 'PUT' }),
  );
