// Issue 23 through the API: money with a third decimal and dates outside 1900–2100 are refused (400, the
// field named in pt-BR, nothing saved), never rounded or stored. The rules themselves are the domain's
// (packages/domain/src/precisao-e-datas.test.ts).
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);

describe('pedidosvenda/create: casas decimais e datas', () => {
  it('10,005 e datas fora de 1900–2100 são recusados; 10,01 e 31/12/2100 gravam', async () => {
    const c = await semear(amb, e.empresaId);
    const base = pedido(c);
    const antes = await impressaoDados(amb.banco, e.empresaId);
    const casos: [unknown, string][] = [
      [{ ...base, valor: 10.005 }, 'O campo valor do pedido deve ter no máximo 2 casas decimais.'],
      [
        { ...base, produtos: base.produtos?.map((p) => ({ ...p, preco: '10,005' })) },
        'O campo preço deve ter no máximo 2 casas decimais.',
      ],
      [{ ...base, data: '2101-01-01' }, 'A data do pedido deve estar entre 01/01/1900 e 31/12/2100.'],
      [{ ...base, data_saida: '0002-01-01' }, 'A data de saída deve estar entre 01/01/1900 e 31/12/2100.'],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await amb.chamar('POST', '/api/pedidosvenda/create', corpo, e.token);
      expect({ status: r.status, mensagem: r.corpo.retorno.mensagem }).toEqual({ status: 400, mensagem });
    }
    expect(await impressaoDados(amb.banco, e.empresaId)).toEqual(antes);
    const ok = await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      { ...base, data_saida: '2100-12-31' },
      e.token,
    );
    expect(ok.status).toBe(200);
  });
});
