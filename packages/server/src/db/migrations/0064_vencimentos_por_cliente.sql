-- The aging report in pages (issue 30) without summing and sorting every customer per page.
-- A page of the report of all customers is in the order "total desc, name": from titulos_aging (one row
-- per customer and representative) that means grouping and sorting all of them (20,000 customers: tens
-- of ms per page). This summary holds one row per customer (the sum over its representatives) with its
-- total and its name, and an index in the report's order: a page is a walk of that index, the first page
-- 50 entries. It is made and kept with titulos_aging (aging_preparar, aging_somar) and the customer's name
-- follows the customer's (trigger below). A vendedor's report and a representative's filter still read
-- titulos_aging (a customer's row here sums every representative's receivables).

CREATE TABLE titulos_aging_cliente (
  empresa_id integer NOT NULL REFERENCES empresas (id),
  cliente_id integer NOT NULL,
  nome varchar(150) NOT NULL,
  a_vencer bigint NOT NULL,
  d1_30 bigint NOT NULL,
  d31_60 bigint NOT NULL,
  d61_90 bigint NOT NULL,
  d90_mais bigint NOT NULL,
  total bigint GENERATED ALWAYS AS (a_vencer + d1_30 + d31_60 + d61_90 + d90_mais) STORED,
  PRIMARY KEY (empresa_id, cliente_id)
);
-- The report's order; a customer whose receivables were all paid keeps a row of zeros, not a line.
CREATE INDEX titulos_aging_cliente_ordem ON titulos_aging_cliente (empresa_id, total DESC, nome, cliente_id)
  INCLUDE (a_vencer, d1_30, d31_60, d61_90, d90_mais) WHERE total <> 0;

-- Read by the app, written only by the functions below (SECURITY DEFINER). A vendedor never reads it: a
-- row sums other representatives' receivables too.
SELECT mascate_proteger_tabela('titulos_aging_cliente', 'SELECT');
CREATE POLICY so_administrador ON titulos_aging_cliente AS RESTRICTIVE TO mascate_vendedor USING (false);

-- Companies whose summary is already made: the rows per customer from it.
INSERT INTO titulos_aging_cliente (empresa_id, cliente_id, nome, a_vencer, d1_30, d31_60, d61_90, d90_mais)
SELECT a.empresa_id, a.cliente_id, coalesce(min(c.nome), ''), sum(a.a_vencer), sum(a.d1_30), sum(a.d31_60),
       sum(a.d61_90), sum(a.d90_mais)
  FROM titulos_aging a
  LEFT JOIN clientes c ON c.empresa_id = a.empresa_id AND c.id = a.cliente_id
 GROUP BY a.empresa_id, a.cliente_id;

-- As in 0061, plus the customer's row (touched right after its customer-and-representative row, so the
-- key order that keeps two concurrent updates from deadlocking still holds: customer first).
CREATE OR REPLACE FUNCTION aging_somar(t titulos, sinal integer, p_ref date) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v bigint := sinal * (t.valor_centavos - t.pago_centavos);
  f integer := aging_faixa(t.vencimento, p_ref);
BEGIN
  IF t.cancelado OR t.pago_centavos >= t.valor_centavos THEN RETURN; END IF;
  INSERT INTO titulos_aging AS a (empresa_id, cliente_id, vendedor_id, a_vencer, d1_30, d31_60, d61_90, d90_mais)
  VALUES (t.empresa_id, t.cliente_id, coalesce(t.vendedor_id, 0),
          CASE WHEN f = 1 THEN v ELSE 0 END, CASE WHEN f = 2 THEN v ELSE 0 END,
          CASE WHEN f = 3 THEN v ELSE 0 END, CASE WHEN f = 4 THEN v ELSE 0 END, CASE WHEN f = 5 THEN v ELSE 0 END)
  ON CONFLICT (empresa_id, cliente_id, vendedor_id) DO UPDATE
    SET a_vencer = a.a_vencer + excluded.a_vencer, d1_30 = a.d1_30 + excluded.d1_30,
        d31_60 = a.d31_60 + excluded.d31_60, d61_90 = a.d61_90 + excluded.d61_90,
        d90_mais = a.d90_mais + excluded.d90_mais;
  INSERT INTO titulos_aging_cliente AS a (empresa_id, cliente_id, nome, a_vencer, d1_30, d31_60, d61_90, d90_mais)
  VALUES (t.empresa_id, t.cliente_id,
          coalesce((SELECT c.nome FROM clientes c WHERE c.empresa_id = t.empresa_id AND c.id = t.cliente_id), ''),
          CASE WHEN f = 1 THEN v ELSE 0 END, CASE WHEN f = 2 THEN v ELSE 0 END,
          CASE WHEN f = 3 THEN v ELSE 0 END, CASE WHEN f = 4 THEN v ELSE 0 END, CASE WHEN f = 5 THEN v ELSE 0 END)
  ON CONFLICT (empresa_id, cliente_id) DO UPDATE
    SET a_vencer = a.a_vencer + excluded.a_vencer, d1_30 = a.d1_30 + excluded.d1_30,
        d31_60 = a.d31_60 + excluded.d31_60, d61_90 = a.d61_90 + excluded.d61_90,
        d90_mais = a.d90_mais + excluded.d90_mais;
END $$;
REVOKE ALL ON FUNCTION aging_somar(titulos, integer, date) FROM PUBLIC;

-- As in 0061, plus the rows per customer; and a summary already made for the day is answered without the
-- company's exclusive lock (a report no longer waits for another report, nor holds up an invoice): the
-- writers keep a summary of the day exact under their shared lock, so reading it needs no lock.
CREATE OR REPLACE FUNCTION aging_preparar(p_hoje date) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  e integer := nullif(current_setting('app.empresa_id', true), '')::integer;
  ref date;
BEGIN
  IF e IS NULL THEN RAISE EXCEPTION 'app.empresa_id não definido'; END IF;
  SELECT referencia INTO ref FROM titulos_aging_ref WHERE empresa_id = e;
  IF ref = p_hoje THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(3061, e);
  SELECT referencia INTO ref FROM titulos_aging_ref WHERE empresa_id = e;
  IF ref = p_hoje THEN RETURN; END IF;
  DELETE FROM titulos_aging WHERE empresa_id = e;
  INSERT INTO titulos_aging (empresa_id, cliente_id, vendedor_id, a_vencer, d1_30, d31_60, d61_90, d90_mais)
  SELECT e, cliente_id, coalesce(vendedor_id, 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 1), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 2), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 3), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 4), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 5), 0)
    FROM titulos
   WHERE empresa_id = e AND NOT cancelado AND pago_centavos < valor_centavos
   GROUP BY cliente_id, coalesce(vendedor_id, 0);
  DELETE FROM titulos_aging_cliente WHERE empresa_id = e;
  INSERT INTO titulos_aging_cliente (empresa_id, cliente_id, nome, a_vencer, d1_30, d31_60, d61_90, d90_mais)
  SELECT e, a.cliente_id, coalesce(min(c.nome), ''), sum(a.a_vencer), sum(a.d1_30), sum(a.d31_60),
         sum(a.d61_90), sum(a.d90_mais)
    FROM titulos_aging a
    LEFT JOIN clientes c ON c.empresa_id = e AND c.id = a.cliente_id
   WHERE a.empresa_id = e
   GROUP BY a.cliente_id;
  INSERT INTO titulos_aging_ref (empresa_id, referencia) VALUES (e, p_hoje)
    ON CONFLICT (empresa_id) DO UPDATE SET referencia = excluded.referencia;
END $$;
REVOKE ALL ON FUNCTION aging_preparar(date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION aging_preparar(date) TO mascate_app;

-- A renamed customer keeps its place in the name order. Under the company's aging lock (shared, as the
-- writers of titulos), so a rebuild of the summary cannot read the old name after this update ran.
CREATE FUNCTION aging_nome_cliente() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(3061, NEW.empresa_id);
  UPDATE titulos_aging_cliente SET nome = NEW.nome WHERE empresa_id = NEW.empresa_id AND cliente_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER aging_nome_cliente AFTER UPDATE OF nome ON clientes
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome) EXECUTE FUNCTION aging_nome_cliente();

ANALYZE titulos_aging_cliente;
