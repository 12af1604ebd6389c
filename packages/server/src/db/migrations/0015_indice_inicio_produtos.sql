-- The product picker lists first the products whose description begins with the typed term (issue 9).
-- On the lower-case description in byte order (collation "C"), `like 'arroz%'` is a range of the index
-- below, read in its order: 10 entries for 10 products instead of a walk past every description that
-- sorts earlier. A stored column rather than an expression index: under row-level security only
-- leakproof conditions reach an index, and LIKE is marked so (0004) but lower() is not.
ALTER TABLE produtos ADD COLUMN descricao_busca text COLLATE "C" GENERATED ALWAYS AS (lower(descricao)) STORED;
CREATE INDEX produtos_inicio ON produtos (empresa_id, descricao_busca, id);
