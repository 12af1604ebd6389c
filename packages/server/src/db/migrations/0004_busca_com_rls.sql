-- Under row-level security PostgreSQL only pushes "leakproof" conditions into an index scan, and
-- LIKE/ILIKE are not marked so: every contains-search scanned the company's whole table (a rare name
-- among 100,000 customers took ~7 s). Their only error ("LIKE pattern must not end with escape character")
-- speaks of the pattern, never of a row, so they leak nothing and can be marked leakproof.
-- Needs superuser (the embedded database and CI have it); elsewhere the search still works, only slower.
DO $$ BEGIN
  ALTER FUNCTION texticlike(text, text) LEAKPROOF;
  ALTER FUNCTION textlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'Sem superusuário: buscas por trecho de texto não usarão os índices trigram.';
END $$;

CREATE INDEX clientes_documento_trgm ON clientes USING gin (cnpj_cpf gin_trgm_ops);
