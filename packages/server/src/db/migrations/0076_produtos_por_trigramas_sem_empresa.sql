-- The product search's trigram path for a term rare in every company (a product's code, 'p0300000'). The
-- company-keyed trigram index (migration 0074) answers a word common in other companies' products and
-- absent from this one's without reading their rows, but for a term with few candidates anywhere it costs
-- more than the term's trigrams alone: each candidate is looked up in the company's posting tree (600,000
-- entries): 217 buffers and 2.4 ms for a code's 101 candidates, against 54 buffers and 0.6 ms from the
-- trigram entries alone (PostgreSQL 15). The same index answers both: its trigram entries hold every
-- company's rows. The search samples the table once and picks (produtos/seletor.ts).

-- How many of a 'p_porcento' sample of the products' pages are this transaction's company's rows, how many
-- of those match the pattern, and how many of every company's rows match it. Runs as the table's owner (no
-- row-level security: the count over every company is the point), with the company from the transaction's
-- own app.empresa_id; it answers three counts, never a row.
CREATE FUNCTION produtos_amostra_busca(p_termo text, p_porcento real)
RETURNS TABLE (linhas bigint, daqui bigint, todas bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT count(*) FILTER (WHERE p.empresa_id = e.id),
         count(*) FILTER (WHERE p.empresa_id = e.id AND p.busca LIKE p_termo),
         count(*) FILTER (WHERE p.busca LIKE p_termo)
    FROM produtos p TABLESAMPLE SYSTEM (p_porcento) REPEATABLE (0),
         (SELECT nullif(current_setting('app.empresa_id', true), '')::integer AS id) e
$$;
REVOKE ALL ON FUNCTION produtos_amostra_busca(text, real) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION produtos_amostra_busca(text, real) TO mascate_app;

-- This transaction's company's products whose search column matches a pattern, at most `p_teto`, through
-- the trigram entries alone: the company is tested on each candidate row (`empresa_id + 0` is no index
-- condition), so the index hands over every company's candidates and none is looked up in the company's
-- posting tree. As the table's owner: under row-level security the policy's company condition would become
-- the index condition again. The company is the transaction's own app.empresa_id, so no caller can name
-- another; bitmap scans only, as produtos_por_trigramas.
CREATE FUNCTION produtos_por_trigramas_sem_empresa(p_termo text, p_teto integer)
RETURNS TABLE (id integer, descricao text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT p.id, p.descricao::text FROM produtos p
  WHERE p.busca LIKE p_termo
    AND p.empresa_id + 0 = nullif(current_setting('app.empresa_id', true), '')::integer
  LIMIT p_teto
$$;
REVOKE ALL ON FUNCTION produtos_por_trigramas_sem_empresa(text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION produtos_por_trigramas_sem_empresa(text, integer) TO mascate_app;
