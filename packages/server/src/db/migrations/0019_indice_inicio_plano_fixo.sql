-- The picker's first group (produtos/seletor.ts) becomes a prepared statement whose one plan serves every
-- term: `descricao_busca >= lower($t) AND descricao_busca < lower($t) || chr(1114111)` instead of
-- `LIKE 'termo%'`, whose index range the planner can only derive from a known value. Planning that
-- statement cost PostgreSQL more than running it (pgbench on its SQL: 4,200 per s planned each time,
-- 13,900 with the plan kept).
--
-- `id` joins the key so the index gives the exact order asked for (description, then id) and a plan
-- made without the values reads 10 entries for 10 rows; without it, that plan guessed one row and sorted
-- every match ('arroz': 25,083 rows, 508 ms). The predicate keeps this wider index away from the other
-- statements on products: a look-up by `empresa_id = $1 AND id = ANY($2)` says nothing of descricao_busca,
-- so it cannot use a partial index, and PostgreSQL 18 cannot skip-scan this one in place of the primary key
-- (the trap migration 0015 avoided by leaving `id` out). A range on descricao_busca implies it is not null,
-- so the picker's statement can.
DROP INDEX produtos_inicio;
CREATE INDEX produtos_inicio ON produtos (empresa_id, descricao_busca, id) WHERE descricao_busca IS NOT NULL;
