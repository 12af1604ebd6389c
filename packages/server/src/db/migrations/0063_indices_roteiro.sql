-- The route report (relatorios/roteiro, issue 28) reads a period's visits (all representatives, or one)
-- with the columns it counts. Their rows are spread over the table in the order they were recorded
-- (5,121 visits of one day on 1,063 pages at 200 representatives), so both indexes carry those columns
-- and the report's scan of a day, a week or a representative's quarter is index-only.
DROP INDEX visitas_data;
CREATE INDEX visitas_data ON visitas (empresa_id, data_hora)
  INCLUDE (representante_id, cliente_id, resultado, motivo_id, latitude, longitude, precisao_m);
DROP INDEX visitas_representante_data;
CREATE INDEX visitas_representante_data ON visitas (empresa_id, representante_id, data_hora)
  INCLUDE (cliente_id, resultado, motivo_id, latitude, longitude, precisao_m);
ANALYZE visitas;
