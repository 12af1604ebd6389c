import type { VisitaCorpo } from '@mascate/domain';
import { representanteDoRegistro } from '../auth/carteira.ts';
import type { Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { exigirNaEmpresa } from '../db/escopo-empresa.ts';
import { clientes, representantes } from '../db/schema.ts';
import { entradaInvalida } from '../http/erros.ts';
import { criarVisita } from './repository.ts';

/**
 * A visit from a create body: the one path of visitas/create and of the field app's 'visita' operation
 * (campo/enviar). The customer and the representative must be this company's; a vendedor records visits
 * in their own name, to customers of their portfolio (issue 14; row-level security hides the others).
 */
export async function registrarVisita(tx: Tx, s: Sessao, body: VisitaCorpo): Promise<number> {
  const v = { ...body, representante_id: representanteDoRegistro(s, body.representante_id) };
  await exigirNaEmpresa(tx, clientes, s.empresaId, v.cliente_id, () =>
    entradaInvalida('Cliente não encontrado: informe um cliente cadastrado.'),
  );
  await exigirNaEmpresa(tx, representantes, s.empresaId, v.representante_id, () =>
    entradaInvalida('Representante não encontrado: informe um representante cadastrado.'),
  );
  return criarVisita(tx, s.empresaId, v);
}
