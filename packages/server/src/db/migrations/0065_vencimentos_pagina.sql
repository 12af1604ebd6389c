-- A page of the aging report of every customer (issue 30) walks titulos_aging_cliente_ordem (0064) in the
-- report's order, also far from the start. With LIMIT 50 OFFSET 19950 the planner's estimates make
-- sorting all 20,000 rows look about as cheap as walking the index (while the summary's pages are not yet
-- all-visible, after the day's rebuild or many payments), and that sort compares names by collation:
-- 124 ms against 2-5 ms for the walk (EXPLAIN ANALYZE at load average 11). The page is read through this
-- function, whose statement is planned without a sort (SET enable_sort = off, for its own execution only).
-- SECURITY INVOKER: the caller's row-level security applies (a vendedor reads nothing here).
CREATE FUNCTION aging_pagina(p_empresa integer, p_limite integer, p_deslocamento integer)
RETURNS TABLE (
  cliente_id integer,
  cliente_nome varchar,
  a_vencer bigint,
  d1_30 bigint,
  d31_60 bigint,
  d61_90 bigint,
  d90_mais bigint,
  total bigint
)
LANGUAGE sql STABLE SET enable_sort = off AS $$
  SELECT a.cliente_id, a.nome, a.a_vencer, a.d1_30, a.d31_60, a.d61_90, a.d90_mais, a.total
    FROM titulos_aging_cliente a
   WHERE a.empresa_id = p_empresa AND a.total <> 0
   ORDER BY a.total DESC, a.nome, a.cliente_id
   LIMIT p_limite OFFSET p_deslocamento
$$;
REVOKE ALL ON FUNCTION aging_pagina(integer, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION aging_pagina(integer, integer, integer) TO mascate_app;
