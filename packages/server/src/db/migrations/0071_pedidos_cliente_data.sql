-- A customer's orders by date: the order list's search by customer name ('silva') and its count find the
-- matching customers first and then, for each, only its orders of the period, from the index alone. With
-- (empresa_id, participante_id) each customer's orders of every date were read from the table to test the
-- date: ~10 a customer, 200 ms for the count of a month's orders of 'silva' among 100,000 customers and
-- 1,000,000 orders (PostgreSQL 15), 21 ms with this index. It serves every use of the old one (a customer's
-- orders, the check before a customer is deleted), which it replaces.
CREATE INDEX pedidos_cliente_data ON pedidos (empresa_id, participante_id, data);
DROP INDEX pedidos_cliente;
