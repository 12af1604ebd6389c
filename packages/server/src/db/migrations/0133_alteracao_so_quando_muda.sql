-- Issue 47: an update that changes nothing (an import of the same spreadsheet, a save with the same
-- values) is no change for the incremental reads: the row keeps its stamps, so the integrator is not sent
-- rows that did not change. Generated columns are not computed yet in a BEFORE trigger's NEW (they read
-- NULL there), so they stay out of the comparison with the stamps themselves.
CREATE OR REPLACE FUNCTION mascate_marcar_alteracao() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fora text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(attname::text), '{}') || ARRAY['alterado_em', 'alterado_xid'] INTO fora
      FROM pg_attribute
     WHERE attrelid = TG_RELID AND attnum > 0 AND NOT attisdropped AND attgenerated <> '';
    IF (to_jsonb(NEW) - fora) = (to_jsonb(OLD) - fora) THEN
      NEW.alterado_em := OLD.alterado_em;
      NEW.alterado_xid := OLD.alterado_xid;
      RETURN NEW;
    END IF;
  END IF;
  NEW.alterado_em := clock_timestamp();
  NEW.alterado_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
