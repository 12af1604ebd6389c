-- The products' search, as the customers' (migrations 0072, 0073): the trigram index keyed by company
-- first, and the company's matches found by bitmap scans only. A word common in other companies' products
-- and absent from this one's ('vinho' on 60,000 rows of another company, none of the large company's
-- 600,000) looked common to PostgreSQL (its estimate multiplies the term's share of the whole table by the
-- company's share), and the list's second step, "the first 5,001 matches", became a sequential scan of every
-- row of the table that found none: 210 ms on 720,000 products (PostgreSQL 15), and as much again for the
-- page's count. The product search calls the function when a sample of the company's rows expects few
-- matches (produtos/seletor.ts).
CREATE INDEX produtos_busca_empresa_trgm ON produtos USING gin (empresa_id, busca gin_trgm_ops);
DROP INDEX produtos_busca_trgm;

-- A company's products whose search column matches a pattern, at most `teto` of them, by bitmap scans only.
-- Planned once per call without the pattern's value (a SQL function's plan), so no estimate of the term
-- enters it; the SET clauses hold only while it runs (and keep PostgreSQL from inlining it); it runs as its
-- caller, so row-level security applies inside.
CREATE FUNCTION produtos_por_trigramas(p_empresa integer, p_termo text, p_teto integer)
RETURNS TABLE (id integer, descricao text)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT p.id, p.descricao::text FROM produtos p
  WHERE p.empresa_id = p_empresa AND p.busca LIKE p_termo
  LIMIT p_teto
$$;
