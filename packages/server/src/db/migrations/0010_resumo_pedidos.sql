-- The dashboard's monthly summary, kept as orders change (issue 9: p99 under 50 ms over 1,000,000 orders).
-- Aggregating a year of a large company's orders reads ~450,000 index entries (~100-600 ms); this table
-- holds one row per company, month, representative and status, so the summary reads at most a few
-- thousand rows. A trigger keeps it in the same transaction as the order, whatever writes the order
-- (create, update, delete, status change), so it can never disagree with the orders.
CREATE TABLE pedidos_resumo_mensal (
  empresa_id integer NOT NULL REFERENCES empresas (id),
  mes date NOT NULL,
  -- 0 when the order has no representative (the primary key cannot hold NULL).
  vendedor_id integer NOT NULL,
  situacao varchar(10) NOT NULL,
  quantidade integer NOT NULL,
  valor numeric(16, 2) NOT NULL,
  desconto numeric(16, 2) NOT NULL,
  PRIMARY KEY (empresa_id, mes, vendedor_id, situacao)
);
ALTER TABLE pedidos_resumo_mensal ENABLE ROW LEVEL SECURITY;
CREATE POLICY empresa_propria ON pedidos_resumo_mensal
  USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::integer);
CREATE POLICY carteira ON pedidos_resumo_mensal AS RESTRICTIVE
  USING (app_representante() IS NULL OR vendedor_id = app_representante());
GRANT SELECT, INSERT, UPDATE ON pedidos_resumo_mensal TO mascate_app;

-- Adds one order's contribution (sinal +1) or takes it back (-1). Runs as the caller: under the
-- application role the row-level security of the order's company applies to the summary row too.
CREATE FUNCTION somar_resumo_pedido(p pedidos, sinal integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO pedidos_resumo_mensal AS r (empresa_id, mes, vendedor_id, situacao, quantidade, valor, desconto)
  VALUES (p.empresa_id, date_trunc('month', p.data)::date, coalesce(p.vendedor_id, 0), p.situacao,
          sinal, sinal * p.valor, sinal * p.desconto)
  ON CONFLICT (empresa_id, mes, vendedor_id, situacao) DO UPDATE
    SET quantidade = r.quantidade + excluded.quantidade,
        valor = r.valor + excluded.valor,
        desconto = r.desconto + excluded.desconto;
$$;
GRANT EXECUTE ON FUNCTION somar_resumo_pedido(pedidos, integer) TO mascate_app;

CREATE FUNCTION manter_resumo_pedidos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM somar_resumo_pedido(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM somar_resumo_pedido(OLD, -1);
  ELSIF (OLD.data, OLD.vendedor_id, OLD.situacao, OLD.valor, OLD.desconto)
        IS DISTINCT FROM (NEW.data, NEW.vendedor_id, NEW.situacao, NEW.valor, NEW.desconto) THEN
    -- Two summary rows may change: touch them in key order, so two concurrent updates cannot deadlock.
    IF (date_trunc('month', OLD.data), coalesce(OLD.vendedor_id, 0), OLD.situacao)
       <= (date_trunc('month', NEW.data), coalesce(NEW.vendedor_id, 0), NEW.situacao) THEN
      PERFORM somar_resumo_pedido(OLD, -1);
      PERFORM somar_resumo_pedido(NEW, 1);
    ELSE
      PERFORM somar_resumo_pedido(NEW, 1);
      PERFORM somar_resumo_pedido(OLD, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
GRANT EXECUTE ON FUNCTION manter_resumo_pedidos() TO mascate_app;

CREATE TRIGGER resumo_mensal AFTER INSERT OR UPDATE OR DELETE ON pedidos
  FOR EACH ROW EXECUTE FUNCTION manter_resumo_pedidos();

-- Rebuilds the summary from the orders (this migration, and bulk loads that skip triggers, such as
-- COPY with session_replication_role = replica in bench/gerar).
CREATE FUNCTION refazer_resumo_pedidos() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pedidos_resumo_mensal;
  INSERT INTO pedidos_resumo_mensal (empresa_id, mes, vendedor_id, situacao, quantidade, valor, desconto)
  SELECT empresa_id, date_trunc('month', data)::date, coalesce(vendedor_id, 0), situacao,
         count(*), sum(valor), sum(desconto)
    FROM pedidos GROUP BY 1, 2, 3, 4;
$$;
SELECT refazer_resumo_pedidos();
