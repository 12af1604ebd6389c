-- Search in any word order (issue 50): every typed word a pattern of its own ('conceicao joao' ->
-- '%conceicao%' and '%joao%'), each a condition the company-keyed trigram indexes (migrations 0072, 0074)
-- answer. The trigram paths and the samples of migrations 0073, 0074, 0076 and 0077 took one pattern; these
-- versions take the term's patterns as an array, folded by the caller (domain palavrasDobradas, the same
-- folding as the search columns': db/dobra.test.ts), longest first (db/paginar.ts, padroesBusca).
--
-- The planner's rule for the array, written down beside the code in db/busca.ts (PALAVRAS_NO_INDICE): the
-- first four patterns are four conditions of the index, a missing one '%' (pg_trgm extracts no trigram from
-- it: since PostgreSQL 13 such a key, beside a key that has trigrams, costs the scan nothing and only the
-- recheck tests it); the patterns past the fourth are tested on each candidate (LIKE ALL of the array's
-- tail, empty for a shorter term). A function's plan is made once per call without the values, so the
-- conditions are the same for any count of words.

DROP FUNCTION clientes_por_trigramas(integer, text, text, integer);
DROP FUNCTION clientes_por_trigramas_sem_empresa(text, text, integer);
DROP FUNCTION clientes_amostra_busca(text, text, real);
DROP FUNCTION produtos_por_trigramas(integer, text, integer);
DROP FUNCTION produtos_por_trigramas_sem_empresa(text, integer);
DROP FUNCTION produtos_amostra_busca(text, real);

-- A company's customers whose search column holds every pattern (or matches a second pattern, the
-- document's digits; NULL for none), at most `teto`, by bitmap scans only (as migration 0073).
CREATE FUNCTION clientes_por_trigramas(p_empresa integer, p_termos text[], p_documento text, p_teto integer)
RETURNS TABLE (id integer, nome text)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT c.id, c.nome::text FROM clientes c
  WHERE c.empresa_id = p_empresa
    AND ((c.busca LIKE p_termos[1] AND c.busca LIKE coalesce(p_termos[2], '%')
          AND c.busca LIKE coalesce(p_termos[3], '%') AND c.busca LIKE coalesce(p_termos[4], '%')
          AND c.busca LIKE ALL (p_termos[5:]))
         OR c.busca LIKE p_documento)
  LIMIT p_teto
$$;

-- The same through the trigram entries alone, the company tested on each candidate (as migration 0077).
CREATE FUNCTION clientes_por_trigramas_sem_empresa(p_termos text[], p_documento text, p_teto integer)
RETURNS TABLE (id integer, nome text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT c.id, c.nome::text FROM clientes c
  WHERE ((c.busca LIKE p_termos[1] AND c.busca LIKE coalesce(p_termos[2], '%')
          AND c.busca LIKE coalesce(p_termos[3], '%') AND c.busca LIKE coalesce(p_termos[4], '%')
          AND c.busca LIKE ALL (p_termos[5:]))
         OR c.busca LIKE p_documento)
    AND c.empresa_id + 0 = nullif(current_setting('app.empresa_id', true), '')::integer
  LIMIT p_teto
$$;
REVOKE ALL ON FUNCTION clientes_por_trigramas_sem_empresa(text[], text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION clientes_por_trigramas_sem_empresa(text[], text, integer) TO mascate_app;

-- The customers' sample (as migration 0077): a row matches when it holds every pattern or the document's.
CREATE FUNCTION clientes_amostra_busca(p_termos text[], p_documento text, p_porcento real)
RETURNS TABLE (linhas bigint, daqui bigint, todas bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT count(*) FILTER (WHERE c.empresa_id = e.id),
         count(*) FILTER (WHERE c.empresa_id = e.id AND (c.busca LIKE ALL (p_termos) OR c.busca LIKE p_documento)),
         count(*) FILTER (WHERE c.busca LIKE ALL (p_termos) OR c.busca LIKE p_documento)
    FROM clientes c TABLESAMPLE SYSTEM (p_porcento) REPEATABLE (0),
         (SELECT nullif(current_setting('app.empresa_id', true), '')::integer AS id) e
$$;
REVOKE ALL ON FUNCTION clientes_amostra_busca(text[], text, real) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION clientes_amostra_busca(text[], text, real) TO mascate_app;

-- A company's products whose search column holds every pattern, at most `teto` (as migration 0074).
CREATE FUNCTION produtos_por_trigramas(p_empresa integer, p_termos text[], p_teto integer)
RETURNS TABLE (id integer, descricao text)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT p.id, p.descricao::text FROM produtos p
  WHERE p.empresa_id = p_empresa
    AND p.busca LIKE p_termos[1] AND p.busca LIKE coalesce(p_termos[2], '%')
    AND p.busca LIKE coalesce(p_termos[3], '%') AND p.busca LIKE coalesce(p_termos[4], '%')
    AND p.busca LIKE ALL (p_termos[5:])
  LIMIT p_teto
$$;

-- The same through the trigram entries alone (as migration 0076).
CREATE FUNCTION produtos_por_trigramas_sem_empresa(p_termos text[], p_teto integer)
RETURNS TABLE (id integer, descricao text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
  SELECT p.id, p.descricao::text FROM produtos p
  WHERE p.busca LIKE p_termos[1] AND p.busca LIKE coalesce(p_termos[2], '%')
    AND p.busca LIKE coalesce(p_termos[3], '%') AND p.busca LIKE coalesce(p_termos[4], '%')
    AND p.busca LIKE ALL (p_termos[5:])
    AND p.empresa_id + 0 = nullif(current_setting('app.empresa_id', true), '')::integer
  LIMIT p_teto
$$;
REVOKE ALL ON FUNCTION produtos_por_trigramas_sem_empresa(text[], integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION produtos_por_trigramas_sem_empresa(text[], integer) TO mascate_app;

-- The products' sample (as migration 0076).
CREATE FUNCTION produtos_amostra_busca(p_termos text[], p_porcento real)
RETURNS TABLE (linhas bigint, daqui bigint, todas bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT count(*) FILTER (WHERE p.empresa_id = e.id),
         count(*) FILTER (WHERE p.empresa_id = e.id AND p.busca LIKE ALL (p_termos)),
         count(*) FILTER (WHERE p.busca LIKE ALL (p_termos))
    FROM produtos p TABLESAMPLE SYSTEM (p_porcento) REPEATABLE (0),
         (SELECT nullif(current_setting('app.empresa_id', true), '')::integer AS id) e
$$;
REVOKE ALL ON FUNCTION produtos_amostra_busca(text[], real) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION produtos_amostra_busca(text[], real) TO mascate_app;
