-- The route report (relatorios/roteiro) counts the visits out of place over up to a quarter: ~330,000
-- visits at 200 representatives. The haversine of each visit to its customer in the report's statement
-- (visitas/distancia.ts: ten numeric-to-float conversions and a dozen trigonometric calls per visit) was
-- most of its time. The distance is kept on the visit instead, in whole metres, written when the visit's
-- place or customer changes and when the customer's place changes; the report compares it with the
-- company's radius, which stays a setting read at report time.

-- The same formula as distanciaSql (visitas/distancia.ts) and the domain's distanciaM (roteiro.ts,
-- RAIO_TERRA_M = 6,371,008.8 m): null when either place is unknown.
CREATE FUNCTION distancia_visita_m(lat1 numeric, lon1 numeric, lat2 numeric, lon2 numeric) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lat1 IS NULL OR lat2 IS NULL OR lon1 IS NULL OR lon2 IS NULL THEN NULL
    ELSE round(2 * 6371008.8 * asin(least(1, sqrt(
      power(sin(radians(lat2::float8 - lat1::float8) / 2), 2)
      + cos(radians(lat1::float8)) * cos(radians(lat2::float8))
        * power(sin(radians(lon2::float8 - lon1::float8) / 2), 2)))))::integer END
$$;

ALTER TABLE visitas ADD COLUMN distancia_m integer;

-- A visit written (or moved to another place or customer) gets its distance from its customer's place.
-- Runs as the tables' owner: a vendedor's role may not see the customer row it records a visit for through
-- another representative's route; the company filter is explicit.
CREATE FUNCTION visitas_distancia() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  NEW.distancia_m := (SELECT distancia_visita_m(NEW.latitude, NEW.longitude, c.latitude, c.longitude)
    FROM clientes c WHERE c.empresa_id = NEW.empresa_id AND c.id = NEW.cliente_id);
  RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION visitas_distancia() FROM PUBLIC;
CREATE TRIGGER visitas_distancia BEFORE INSERT OR UPDATE OF latitude, longitude, cliente_id ON visitas
  FOR EACH ROW EXECUTE FUNCTION visitas_distancia();

-- A customer's place set or changed (the customer form, "Usar a localização desta visita"): every visit of
-- that customer, whichever representative recorded it, gets its distance again.
CREATE FUNCTION clientes_distancia_visitas() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE visitas v SET distancia_m = distancia_visita_m(v.latitude, v.longitude, NEW.latitude, NEW.longitude)
  WHERE v.empresa_id = NEW.empresa_id AND v.cliente_id = NEW.id;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION clientes_distancia_visitas() FROM PUBLIC;
CREATE TRIGGER clientes_distancia_visitas AFTER UPDATE OF latitude, longitude ON clientes
  FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION clientes_distancia_visitas();

UPDATE visitas v SET distancia_m = distancia_visita_m(v.latitude, v.longitude, c.latitude, c.longitude)
FROM clientes c
WHERE c.empresa_id = v.empresa_id AND c.id = v.cliente_id AND v.latitude IS NOT NULL AND c.latitude IS NOT NULL;

-- The report's indexes carry the distance instead of the visit's place (migration 0063 made them
-- index-only for the report; 0069 gives the report an index of its own and these go back to plain).
DROP INDEX visitas_data;
CREATE INDEX visitas_data ON visitas (empresa_id, data_hora)
  INCLUDE (representante_id, cliente_id, resultado, motivo_id, distancia_m, precisao_m);
DROP INDEX visitas_representante_data;
CREATE INDEX visitas_representante_data ON visitas (empresa_id, representante_id, data_hora)
  INCLUDE (cliente_id, resultado, motivo_id, distancia_m, precisao_m);
ANALYZE visitas;
