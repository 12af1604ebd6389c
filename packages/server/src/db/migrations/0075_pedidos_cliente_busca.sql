-- The order list's search by customer ('silva' in a month's orders) without a customer look-up per order.
-- The list walked the month's orders backwards by pedidos_lista and looked up each order's customer to test
-- its search column (233 look-ups for a page of 20), and its count found the matching customers first and
-- then each one's orders of the month (~4,800 customers read and ~490 index probes for "up to 201"): 7-9 ms
-- of PostgreSQL a request on 100,000 customers and 1,000,000 orders. Each order now keeps a copy of its
-- customer's folded search column (clientes.busca, migration 0031), and the list's index carries it with
-- the list's other filters: the page and its bounded count are one walk of index entries, no table read
-- but for the page's rows (pedidos/leitura.ts).
ALTER TABLE pedidos ADD COLUMN cliente_busca text NOT NULL DEFAULT '';

-- The copy of every order's customer search, as the triggers below keep it; also after bulk loads that
-- skip triggers (COPY with session_replication_role = replica in bench/gerar).
CREATE FUNCTION refazer_cliente_busca_pedidos() RETURNS void LANGUAGE sql AS $$
  UPDATE pedidos p SET cliente_busca = c.busca
    FROM clientes c
   WHERE c.empresa_id = p.empresa_id AND c.id = p.participante_id AND p.cliente_busca IS DISTINCT FROM c.busca;
$$;
SELECT refazer_cliente_busca_pedidos();

-- An order written (or moved to another customer) takes its customer's search column. FOR SHARE waits for
-- a rename of that customer still in progress (its trigger below cannot see this order yet) and then reads
-- the new name; a rename that comes after waits for this order to commit, and then updates it too.
-- SECURITY DEFINER: the customer is read whatever the session's row-level security (the order's company is
-- named in the condition).
CREATE FUNCTION pedidos_cliente_busca() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  NEW.cliente_busca := coalesce(
    (SELECT c.busca FROM clientes c WHERE c.empresa_id = NEW.empresa_id AND c.id = NEW.participante_id FOR SHARE),
    '');
  RETURN NEW;
END $$;
CREATE TRIGGER pedidos_cliente_busca BEFORE INSERT OR UPDATE OF participante_id ON pedidos
  FOR EACH ROW EXECUTE FUNCTION pedidos_cliente_busca();

-- A renamed customer (name, trade name or document: its search column changed) renames its orders' copy,
-- every representative's (SECURITY DEFINER: a vendedor's session sees only its own orders).
CREATE FUNCTION clientes_busca_nos_pedidos() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE pedidos SET cliente_busca = NEW.busca
   WHERE empresa_id = NEW.empresa_id AND participante_id = NEW.id AND cliente_busca IS DISTINCT FROM NEW.busca;
  RETURN NULL;
END $$;
CREATE TRIGGER clientes_busca_nos_pedidos AFTER UPDATE OF nome, apelido, cnpj_cpf ON clientes
  FOR EACH ROW WHEN (OLD.busca IS DISTINCT FROM NEW.busca) EXECUTE FUNCTION clientes_busca_nos_pedidos();

-- The list's order, with the order's id and what the list's filters test: a search by customer, a status, a
-- representative (the filter), an operation. It replaces pedidos_lista (migration 0013), which served the
-- same order without them.
CREATE INDEX pedidos_lista_busca ON pedidos (empresa_id, data, numero)
  INCLUDE (id, cliente_busca, situacao, vendedor_id, ident_operacao);
DROP INDEX pedidos_lista;
ALTER TABLE pedidos ALTER COLUMN cliente_busca SET STATISTICS 1000;
ANALYZE pedidos;
