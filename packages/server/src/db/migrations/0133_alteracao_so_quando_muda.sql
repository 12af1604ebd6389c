-- Issue 47: an update that changes nothing (an import of the same spreadsheet, a save with the same
-- values) is no change for the incremental reads: the row keeps its stamps, so the integrator is not sent
-- rows that did not change. Generated columns are not computed yet in a BEFORE trigger's NEW (they read
-- NULL there), so they stay out of the comparison: each trigger names its table's generated columns as
-- arguments (a list fixed here rather than read from the catalog on every row of every write; a generated
-- column added to one of these tables later must be added to its trigger's arguments).
CREATE OR REPLACE FUNCTION mascate_marcar_alteracao() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fora text[] := coalesce(TG_ARGV::text[], '{}') || ARRAY['alterado_em', 'alterado_xid'];
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - fora) = (to_jsonb(OLD) - fora) THEN
    NEW.alterado_em := OLD.alterado_em;
    NEW.alterado_xid := OLD.alterado_xid;
    RETURN NEW;
  END IF;
  NEW.alterado_em := clock_timestamp();
  NEW.alterado_xid := pg_current_xact_id();
  RETURN NEW;
END $$;

DROP TRIGGER clientes_alteracao ON clientes;
CREATE TRIGGER clientes_alteracao BEFORE INSERT OR UPDATE ON clientes
  FOR EACH ROW EXECUTE FUNCTION mascate_marcar_alteracao('busca');
DROP TRIGGER produtos_alteracao ON produtos;
CREATE TRIGGER produtos_alteracao BEFORE INSERT OR UPDATE ON produtos
  FOR EACH ROW EXECUTE FUNCTION mascate_marcar_alteracao('busca', 'descricao_busca');
