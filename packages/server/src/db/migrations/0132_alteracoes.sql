-- Issue 47: incremental reads. Each of the integrator's main registers (pedidos, clientes, produtos,
-- titulos) keeps when a row last changed (alterado_em, the clock at the write) and the id of the
-- transaction that wrote it (alterado_xid). A reader pages by (alterado_xid, id) and only below the
-- oldest transaction still running (pg_snapshot_xmin): every write there has ended, so no row can appear
-- later behind the cursor, however long a write took to commit.
-- The columns start at the migration's time for the rows already there; the trigger keeps them.
CREATE FUNCTION mascate_marcar_alteracao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.alterado_em := clock_timestamp();
  NEW.alterado_xid := pg_current_xact_id();
  RETURN NEW;
END $$;

ALTER TABLE pedidos ADD COLUMN alterado_em timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN alterado_xid xid8 NOT NULL DEFAULT '1';
ALTER TABLE clientes ADD COLUMN alterado_em timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN alterado_xid xid8 NOT NULL DEFAULT '1';
ALTER TABLE produtos ADD COLUMN alterado_em timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN alterado_xid xid8 NOT NULL DEFAULT '1';
ALTER TABLE titulos ADD COLUMN alterado_em timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN alterado_xid xid8 NOT NULL DEFAULT '1';

CREATE TRIGGER pedidos_alteracao BEFORE INSERT OR UPDATE ON pedidos
  FOR EACH ROW EXECUTE FUNCTION mascate_marcar_alteracao();
CREATE TRIGGER clientes_alteracao BEFORE INSERT OR UPDATE ON clientes
  FOR EACH ROW EXECUTE FUNCTION mascate_marcar_alteracao();
CREATE TRIGGER produtos_alteracao BEFORE INSERT OR UPDATE ON produtos
  FOR EACH ROW EXECUTE FUNCTION mascate_marcar_alteracao();
CREATE TRIGGER titulos_alteracao BEFORE INSERT OR UPDATE ON titulos
  FOR EACH ROW EXECUTE FUNCTION mascate_marcar_alteracao();

CREATE INDEX pedidos_alteracoes ON pedidos (empresa_id, alterado_xid, id);
CREATE INDEX clientes_alteracoes ON clientes (empresa_id, alterado_xid, id);
CREATE INDEX produtos_alteracoes ON produtos (empresa_id, alterado_xid, id);
CREATE INDEX titulos_alteracoes ON titulos (empresa_id, alterado_xid, id);
CREATE INDEX pedidos_alterado_em ON pedidos (empresa_id, alterado_em);
CREATE INDEX clientes_alterado_em ON clientes (empresa_id, alterado_em);
CREATE INDEX produtos_alterado_em ON produtos (empresa_id, alterado_em);
CREATE INDEX titulos_alterado_em ON titulos (empresa_id, alterado_em);
