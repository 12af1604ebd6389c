-- Search that ignores accents as well as case ("joao" finds "João", "acucar" finds "Açúcar", "JOÃO" finds
-- "Joao"): the search columns fold with translate(lower(x), DOBRA_DE, DOBRA_PARA), the one table of
-- packages/domain/src/dobra.ts (a server test compares this expression with dobrar() on many strings), and
-- the query folds the term with the same expression. translate() and lower() are IMMUTABLE, so the
-- columns stay generated and their trigram and ordering indexes answer as before; the stored names keep
-- their accents. PostgreSQL 15 cannot change a generated column's expression in place: the columns are
-- dropped (taking their indexes) and added again.
ALTER TABLE clientes DROP COLUMN busca;
ALTER TABLE clientes ADD COLUMN busca text GENERATED ALWAYS AS
  (translate(lower(nome || ' ' || apelido || ' ' || cnpj_cpf), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;
CREATE INDEX clientes_busca_trgm ON clientes USING gin (busca gin_trgm_ops);
CREATE INDEX clientes_ordem_busca ON clientes (empresa_id, nome, id) INCLUDE (busca);
ALTER TABLE clientes ALTER COLUMN busca SET STATISTICS 1000;

ALTER TABLE produtos DROP COLUMN busca;
ALTER TABLE produtos DROP COLUMN descricao_busca;
ALTER TABLE produtos ADD COLUMN busca text GENERATED ALWAYS AS
  (translate(lower(codigo || ' ' || descricao), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;
ALTER TABLE produtos ADD COLUMN descricao_busca text COLLATE "C" GENERATED ALWAYS AS
  (translate(lower(descricao), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy')) STORED;
CREATE INDEX produtos_busca_trgm ON produtos USING gin (busca gin_trgm_ops);
CREATE INDEX produtos_ordem_busca ON produtos (empresa_id, descricao, id) INCLUDE (busca);
CREATE INDEX produtos_inicio ON produtos (empresa_id, descricao_busca, id) WHERE descricao_busca IS NOT NULL;
ALTER TABLE produtos ALTER COLUMN busca SET STATISTICS 1000;

-- The tables were rewritten: fresh statistics before the first plans (the new columns have none).
ANALYZE clientes;
ANALYZE produtos;
