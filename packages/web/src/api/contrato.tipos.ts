// Checked by `tsc -p packages/web` (never run): the answers' types come from the domain's contract, so a
// field removed from an answer schema breaks the build wherever a screen reads it. The lines marked as
// expected errors must stay errors: if the contract stopped typing them, tsc would fail here.
import type { RespostaEndpoint } from '@mascate/domain';
import { consultasDoRecurso } from './consultas.ts';
import { api } from './http.ts';

export async function lerComoUmaTela(): Promise<string[]> {
  const clientes = await api('clientes/read', { limite: 10 });
  // A list always has `registros` (no `?? []`), typed as the customer's row.
  const nomes = clientes.registros.map((c) => c.nome);
  // @ts-expect-error a field no answer schema declares cannot be read
  clientes.registros[0]?.campo_que_nao_existe;
  // @ts-expect-error the body is checked too: read_one takes an id
  await api('clientes/read_one', { nome: 'x' });
  // The price table's read_one answers the whole table (its items), not the list's summary row.
  const tabela = await consultasDoRecurso('tabelasprecos', '').lerUm(1);
  const itens: number = tabela.itens.length;
  const login: RespostaEndpoint<'estabelecimentos/login'>['retorno']['token'] = 'tok';
  // @ts-expect-error an endpoint that answers a file has no JSON answer
  await api('clientes/exportar');
  return [...nomes, String(itens), login];
}
