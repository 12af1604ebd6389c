// Issue 25: a word common in another company's products and absent from the large company's ('vinho').
// The first small company (user pequena-0001@bench.local) gets 60,000 wines × escala, so the product
// search line "'vinho' (só em outra empresa)" measures the case where PostgreSQL's estimate (the word's
// share of the whole table times the company's share) takes a word absent from the company for a common one.
// bench/gerar writes them with the rest; bench/busca adds them to data filled before this line existed.
import { comCliente } from './conexao.ts';

export async function garantirAdega(url: string, escala: number): Promise<number> {
  const n = Math.round(60_000 * escala);
  return comCliente(url, async (c) => {
    const { rows } = await c.query<{ empresa: number | null; ja: string }>(
      `select u.empresa_id as empresa,
        (select count(*) from produtos p where p.empresa_id = u.empresa_id and p.busca like '%vinho%') as ja
       from usuarios u where u.email = 'pequena-0001@bench.local'`,
    );
    const e = rows[0];
    if (!e?.empresa || Number(e.ja) >= n) return 0;
    const r = await c.query(
      `insert into produtos (empresa_id, codigo, descricao, unidade_id, preco)
       select $1, 'VINHO' || g, (array['Vinho Tinto', 'Vinho Branco', 'Vinho Rosé'])[1 + g % 3] || ' Safra ' || g,
         (select min(id) from unidades where empresa_id = $1), 39.9
       from generate_series(1, $2::int) g`,
      [e.empresa, n - Number(e.ja)],
    );
    await c.query('analyze produtos');
    return r.rowCount ?? 0;
  });
}
