import { COLUNAS_TITULOS, exportarTitulosQuery } from '@mascate/domain';
import { consultaTitulosExportacao, tituloDaLinha } from '../titulos/repository.ts';
import { definirExportacao } from './definicao.ts';

// The receivables' list with its filters, in its order; a vendedor's own through `carteira`, as the list.
export const exportacaoTitulos = definirExportacao({
  recurso: 'titulos',
  arquivo: 'titulos',
  aba: 'Títulos',
  query: exportarTitulosQuery,
  colunas: COLUNAS_TITULOS,
  consulta: (empresaId, { formato: _, ...filtros }, c) =>
    consultaTitulosExportacao(empresaId, { ...filtros, carteira: c.representanteId, hoje: c.hoje }),
  linha: tituloDaLinha,
});
