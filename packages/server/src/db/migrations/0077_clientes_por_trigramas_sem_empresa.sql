-- The customer search's trigram path for a term rare in every company (a piece of a document, '123.456';
-- a trade name and its number, 'loja 1234'), as migration 0076 for products. The company-keyed trigram
-- index (migration 0072) answers a word common in other companies and absent from this one without reading
-- their rows, but a term with few candidates anywhere pays a look-up in the company's posting tree per
-- candidate: '123.456' 2.6 ms and 98 buffers, against 0.6 ms and 38 buffers from the trigram entries alone
-- (100,000 customers of one company among 190,000, PostgreSQL 15, warm). The same index answers both: its
-- trigram entries hold every company's rows. The search samples the table once and picks
-- (clientes/repository.ts).

-- How many of a 'p_porcento' sample of the customers' pages are this transaction's company's rows, how many
-- of those match either pattern (the term; the document's digits, or NULL), and how many of every company's
-- rows match. Runs as the table's owner (no row-level security: the count over every company is the point),
-- with the company from the transaction's own app.empresa_id; it answers three counts, never a row.
CREATE FUNCTION clientes_amostra_busca(p_termo text, p_documento text, p_porcento real)
RETURNS TABLE (linhas bigint, daqui bigint, todas bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT count(*) FILTER (WHERE c.empresa_id = e.id),
         count(*) FILTER (WHERE c.empresa_id = e.id AND (c.busca LIKE p_termo OR c.busca LIKE p_documento)),
         count(*) FILTER (WHERE c.busca LIKE p_termo OR c.busca LIKE p_documento)
    FROM clientes c TABLESAMPLE SYSTEM (p_porcento) REPEATABLE (0),
         (SELECT nullif(current_setting('app.empresa_id', true), '')::integer AS id) e
$$;
REVOKE ALL ON FUNCTION clientes_amostra_busca(text, text, real) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION clientes_amostra_busca(text, text, real) TO mascate_app;

-- This transaction's company's customers whose search column matches either pattern, at most `p_teto`,
-- through the trigram entries alone: the company is tested on each candidate row (`empresa_id + 0` is no
-- index condition), so the index hands over every company's candidates and none is looked up in the
-- company's posting tree. As the table's owner: under row-level security the policy's company condition
-- would become the index condition again. The company is the transaction's own app.empresa_id, so no caller
-- can name another; bitmap scans only, as clientes_por_trigramas (migration 0073). An administrator's search
-- only: a vendedor's portfolio is row-level security, which this function does not apply.
CREATE FUNCTION clientes_por_trigramas_sem_empresa(p_termo text, p_documento text, p_teto integer)
RETURNS TABLE (id integer, nome text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT c.id, c.nome::text FROM clientes c
  WHERE (c.busca LIKE p_termo OR c.busca LIKE p_documento)
    AND c.empresa_id + 0 = nullif(current_setting('app.empresa_id', true), '')::integer
  LIMIT p_teto
$$;
REVOKE ALL ON FUNCTION clientes_por_trigramas_sem_empresa(text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION clientes_por_trigramas_sem_empresa(text, text, integer) TO mascate_app;
