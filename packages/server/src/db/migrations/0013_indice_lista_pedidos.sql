-- The order list is newest first (data, numero): with this index a page is the first rows of an index
-- range instead of every order of the period joined and sorted (60 ms for the last day of a large company).
CREATE INDEX pedidos_lista ON pedidos (empresa_id, data, numero);
