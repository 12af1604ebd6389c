-- The monthly commission statement without a visit to three other tables per line (issue 31).
-- The statement of one representative and month (2,778 lines at 1,000,000 orders) read each line's
-- order, customer and item by primary key: ~8,000 pages scattered over four tables, two seconds on a
-- cold cache. A line now carries what it shows of its order and item, all fixed once the order is
-- invoiced (its number, its customer, the item's description: an invoiced order is never edited, only
-- cancelled), and the statement's index holds every column it reads, so one representative's month is
-- a range of one index (tens of contiguous pages) plus the customer's current name per distinct customer.
ALTER TABLE comissoes
  ADD COLUMN pedido_numero integer,
  ADD COLUMN cliente_id integer,
  ADD COLUMN produto varchar(255);

UPDATE comissoes c
   SET pedido_numero = p.numero, cliente_id = p.participante_id, produto = i.descricao
  FROM pedidos p, pedido_itens i
 WHERE p.empresa_id = c.empresa_id AND p.id = c.pedido_id
   AND i.empresa_id = c.empresa_id AND i.pedido_id = c.pedido_id AND i.seq = c.seq;

-- Filled from the order and its item when a line is written (the application inserts only what it
-- computed). SECURITY DEFINER with the line's own company: a vendedor's transaction that invoices must
-- not see a different order row than the one the line names.
CREATE FUNCTION comissoes_completar() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF NEW.pedido_numero IS NULL OR NEW.cliente_id IS NULL THEN
    SELECT p.numero, p.participante_id INTO NEW.pedido_numero, NEW.cliente_id
      FROM pedidos p WHERE p.empresa_id = NEW.empresa_id AND p.id = NEW.pedido_id;
  END IF;
  IF NEW.produto IS NULL THEN
    SELECT i.descricao INTO NEW.produto
      FROM pedido_itens i WHERE i.empresa_id = NEW.empresa_id AND i.pedido_id = NEW.pedido_id AND i.seq = NEW.seq;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER comissoes_completar BEFORE INSERT ON comissoes
  FOR EACH ROW EXECUTE FUNCTION comissoes_completar();

-- The statement and the list by representative: every column they read, so the scan is index-only
-- (the table is append-only: vacuum keeps its pages all-visible).
DROP INDEX comissoes_extrato;
CREATE INDEX comissoes_extrato ON comissoes (empresa_id, representante_id, ganho_em)
  INCLUDE (id, pedido_id, pedido_numero, cliente_id, seq, produto, evento, base, percentual, valor);
ANALYZE comissoes;
