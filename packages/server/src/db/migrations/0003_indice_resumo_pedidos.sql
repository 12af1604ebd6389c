-- The monthly summary (dashboard) reads only data, valor and desconto of a company's orders of one year:
-- with them in the index it never visits the table (about 134 ms -> 76 ms at 1,000,000 orders).
CREATE INDEX pedidos_data_valores ON pedidos (empresa_id, data) INCLUDE (valor, desconto);
DROP INDEX pedidos_data;
