-- The route report (relatorios/roteiro) without reading every visit of the period. Even streamed from the
-- visitas_dia index (migration 0069), a quarter of 200 representatives is ~330,000 visits, ~0.8 µs each:
-- a page of 90 days cost a third of a second. The visits are summed instead per (day, representative,
-- route of the customer), kept by triggers in the same transaction as every write.
--
-- What may be summed ahead and what must stay for report time:
-- - The plan (which routes a representative has, on which weekdays each route sells) is read at report
--   time: changing a route's days or a representative's routes changes no summary row. A visited customer
--   was planned when its route is one of the representative's routes selling on that weekday, so the
--   customers visited are counted per route of the customer; the report adds the rows of the planned
--   routes into `visitados` and the others into `fora_do_plano`. Moving a customer to another route moves
--   its visits' counts (trigger on clientes below); a customer without a route is route 0.
-- - Customers with an order, visits with nobody there and the reasons without a sale depend on the
--   visits only.
-- - Out of place depends on the company's radius, a setting that may change, read at report time: each
--   visit keeps the larger of its distance and its GPS accuracy, rounded up to the metre (`locais`,
--   sorted), and a visit is out of place when that exceeds the radius (both are whole metres: x > raio
--   exactly when ceil(x) > raio); the report counts them with width_bucket, a binary search.
CREATE TABLE visitas_roteiro (
  empresa_id integer NOT NULL REFERENCES empresas (id),
  dia date NOT NULL,
  representante_id integer NOT NULL,
  -- The visited customers' current route (0: none).
  rota_id integer NOT NULL,
  -- Distinct customers visited that day.
  clientes integer NOT NULL,
  -- Distinct customers with a visit resulting in an order.
  com_pedido integer NOT NULL,
  -- Visits with nobody there.
  ausentes integer NOT NULL,
  -- Per visit with a known distance or accuracy: the larger of the two, whole metres up, ascending.
  locais integer[] NOT NULL,
  -- The reason of each visit without a sale, ascending.
  motivos integer[] NOT NULL,
  PRIMARY KEY (empresa_id, dia, representante_id, rota_id)
);
-- Read by the app (a vendedor its own representative's rows); written only by the functions below.
SELECT mascate_proteger_tabela('visitas_roteiro', 'SELECT', carteira => 'representante_id');

-- Joins the reasons of a day's route rows into one list (array_agg needs arrays of one length).
CREATE AGGREGATE visitas_roteiro_motivos(integer[]) (SFUNC = array_cat, STYPE = integer[], INITCOND = '{}');

-- Makes again the summary rows of the given (company, day, representative) keys from their visits. Runs as
-- the tables' owner: a vendedor's write must keep the row whatever its role sees of the customer.
--
-- Concurrency: two transactions writing visits of the same key would each sum what its own snapshot shows.
-- So the keys' representatives are locked first (to the commit; advisory key (empresa_id << 32) |
-- representante_id, in order, under the company's shared lock, class 3070), and the sums are taken by the
-- next statements, whose READ COMMITTED snapshot then holds the other transaction's committed visits. A
-- statement touching more than 64 representatives (an import, a customer moved with a long history) takes
-- the company's lock exclusively instead: one lock, not thousands.
CREATE FUNCTION visitas_roteiro_refazer(p_empresa integer[], p_dia date[], p_representante integer[])
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF cardinality(p_empresa) = 0 THEN RETURN; END IF;
  IF (SELECT count(DISTINCT (e, r)) FROM unnest(p_empresa, p_representante) AS k (e, r)) > 64 THEN
    PERFORM pg_advisory_xact_lock(3070, e) FROM (SELECT DISTINCT e FROM unnest(p_empresa) e ORDER BY e) k;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(3070, e) FROM (SELECT DISTINCT e FROM unnest(p_empresa) e ORDER BY e) k;
    PERFORM pg_advisory_xact_lock((e::bigint << 32) | r)
      FROM (SELECT DISTINCT e, r FROM unnest(p_empresa, p_representante) AS k (e, r) ORDER BY e, r) k;
  END IF;
  DELETE FROM visitas_roteiro s
   USING (SELECT DISTINCT * FROM unnest(p_empresa, p_dia, p_representante) AS k (e, d, r)) k
   WHERE s.empresa_id = k.e AND s.dia = k.d AND s.representante_id = k.r;
  INSERT INTO visitas_roteiro (empresa_id, dia, representante_id, rota_id, clientes, com_pedido, ausentes,
    locais, motivos)
  SELECT v.empresa_id, v.dia, v.representante_id, coalesce(c.rota_id, 0),
         count(DISTINCT v.cliente_id),
         count(DISTINCT v.cliente_id) FILTER (WHERE v.resultado = 'pedido'),
         count(*) FILTER (WHERE v.resultado = 'ausente'),
         coalesce(array_agg(ceil(greatest(v.distancia_m, v.precisao_m))::integer
                            ORDER BY greatest(v.distancia_m, v.precisao_m))
                  FILTER (WHERE greatest(v.distancia_m, v.precisao_m) IS NOT NULL), '{}'),
         coalesce(array_agg(v.motivo_id ORDER BY v.motivo_id)
                  FILTER (WHERE v.resultado = 'sem_venda' AND v.motivo_id IS NOT NULL), '{}')
    FROM (SELECT DISTINCT * FROM unnest(p_empresa, p_dia, p_representante) AS k (e, d, r)) k
    JOIN visitas v ON v.empresa_id = k.e AND v.dia = k.d AND v.representante_id = k.r
    JOIN clientes c ON c.empresa_id = v.empresa_id AND c.id = v.cliente_id
   GROUP BY v.empresa_id, v.dia, v.representante_id, coalesce(c.rota_id, 0);
END $$;
REVOKE ALL ON FUNCTION visitas_roteiro_refazer(integer[], date[], integer[]) FROM PUBLIC;

-- Visits written, changed or removed: their keys before and after are made again, once per statement (an
-- import of many visits sums each key once). An update that changes nothing the report reads (the note,
-- the check-in times, the order linked) changes no key.
CREATE FUNCTION visitas_roteiro_manter() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  empresas_ integer[];
  dias_ date[];
  representantes_ integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(empresa_id), array_agg(dia), array_agg(representante_id) INTO empresas_, dias_, representantes_
      FROM (SELECT DISTINCT empresa_id, dia, representante_id FROM novos) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(empresa_id), array_agg(dia), array_agg(representante_id) INTO empresas_, dias_, representantes_
      FROM (SELECT DISTINCT empresa_id, dia, representante_id FROM antigos) k;
  ELSE
    SELECT array_agg(empresa_id), array_agg(dia), array_agg(representante_id) INTO empresas_, dias_, representantes_
      FROM (SELECT o.empresa_id, o.dia, o.representante_id
              FROM antigos o JOIN novos n ON n.empresa_id = o.empresa_id AND n.id = o.id
             WHERE (o.dia, o.representante_id, o.cliente_id, o.resultado, o.motivo_id, o.distancia_m, o.precisao_m)
                   IS DISTINCT FROM
                   (n.dia, n.representante_id, n.cliente_id, n.resultado, n.motivo_id, n.distancia_m, n.precisao_m)
            UNION
            SELECT n.empresa_id, n.dia, n.representante_id
              FROM antigos o JOIN novos n ON n.empresa_id = o.empresa_id AND n.id = o.id
             WHERE (o.dia, o.representante_id, o.cliente_id, o.resultado, o.motivo_id, o.distancia_m, o.precisao_m)
                   IS DISTINCT FROM
                   (n.dia, n.representante_id, n.cliente_id, n.resultado, n.motivo_id, n.distancia_m, n.precisao_m)) k;
  END IF;
  IF empresas_ IS NOT NULL THEN PERFORM visitas_roteiro_refazer(empresas_, dias_, representantes_); END IF;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION visitas_roteiro_manter() FROM PUBLIC;
CREATE TRIGGER visitas_roteiro_inserir AFTER INSERT ON visitas REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION visitas_roteiro_manter();
CREATE TRIGGER visitas_roteiro_alterar AFTER UPDATE ON visitas REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION visitas_roteiro_manter();
CREATE TRIGGER visitas_roteiro_excluir AFTER DELETE ON visitas REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION visitas_roteiro_manter();

-- A customer moved to another route (or out of one): the days its visits were made are summed again, so
-- its visits count under its new route, as the plan reads it.
CREATE FUNCTION clientes_roteiro_manter() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  empresas_ integer[];
  dias_ date[];
  representantes_ integer[];
BEGIN
  SELECT array_agg(empresa_id), array_agg(dia), array_agg(representante_id) INTO empresas_, dias_, representantes_
    FROM (SELECT DISTINCT v.empresa_id, v.dia, v.representante_id
            FROM antigos o
            JOIN novos n ON n.empresa_id = o.empresa_id AND n.id = o.id AND n.rota_id IS DISTINCT FROM o.rota_id
            JOIN visitas v ON v.empresa_id = n.empresa_id AND v.cliente_id = n.id) k;
  IF empresas_ IS NOT NULL THEN PERFORM visitas_roteiro_refazer(empresas_, dias_, representantes_); END IF;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION clientes_roteiro_manter() FROM PUBLIC;
CREATE TRIGGER clientes_roteiro AFTER UPDATE ON clientes REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION clientes_roteiro_manter();

-- Every visit recorded so far: the same function the triggers call, over every (company, day, representative).
SELECT visitas_roteiro_refazer(array_agg(empresa_id), array_agg(dia), array_agg(representante_id))
  FROM (SELECT DISTINCT empresa_id, dia, representante_id FROM visitas) k
HAVING count(*) > 0;
ANALYZE visitas_roteiro;
