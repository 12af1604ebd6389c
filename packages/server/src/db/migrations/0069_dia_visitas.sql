-- The route report (relatorios/roteiro) groups up to a quarter of visits (~330,000 at 200 representatives)
-- by São Paulo's calendar day. Computing that day per visit (`data_hora AT TIME ZONE ...`) cost about 1 µs
-- a visit, a third of a second a quarter. The day is kept on the visit as a generated column, and an
-- index by (day, representative, customer) hands the report its visits in the order it groups them, with
-- what it counts (all representatives: one range; one representative: a skip scan over the days). The two
-- indexes migrations 0063 and 0068 widened for the report go back to their plain form (the visit list's
-- filters by date and by representative).
DROP INDEX visitas_data;
DROP INDEX visitas_representante_data;

ALTER TABLE visitas ADD COLUMN dia date
  GENERATED ALWAYS AS ((data_hora AT TIME ZONE 'America/Sao_Paulo')::date) STORED;

CREATE INDEX visitas_dia ON visitas (empresa_id, dia, representante_id, cliente_id)
  INCLUDE (resultado, motivo_id, distancia_m, precisao_m);
CREATE INDEX visitas_data ON visitas (empresa_id, data_hora);
CREATE INDEX visitas_representante_data ON visitas (empresa_id, representante_id, data_hora);
ANALYZE visitas;
