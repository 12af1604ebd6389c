-- A company's customers whose search column matches a pattern (or a second one, the document's digits;
-- NULL for none), at most `teto` of them, found by bitmap scans only: on a large company, the company-keyed
-- trigram index (clientes_busca_empresa_trgm, migration 0072). The customer search calls it for its second step when a
-- sample of the company's rows expects few matches (clientes/repository.ts): PostgreSQL's own estimate
-- multiplies the term's share of the whole table by the company's share, so a term common in other
-- companies and absent from this one looked common, and a scan "stopping at the first 501 matches" read
-- every row of the table (60 ms on 190,000 customers). The body is planned once per call without the
-- values (a SQL function's plan), so no estimate of the term enters it. The SET clauses hold only while the
-- function runs (and keep PostgreSQL from inlining it); it runs as its caller, so row-level security
-- applies inside.
CREATE FUNCTION clientes_por_trigramas(p_empresa integer, p_termo text, p_documento text, p_teto integer)
RETURNS TABLE (id integer, nome text)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT c.id, c.nome::text FROM clientes c
  WHERE c.empresa_id = p_empresa AND (c.busca LIKE p_termo OR c.busca LIKE p_documento)
  LIMIT p_teto
$$;
