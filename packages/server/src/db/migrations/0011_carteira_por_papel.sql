-- The portfolio policies of 0009/0010 applied to every request: their per-row
-- `app_representante() IS NULL OR ...` made the planner misjudge an administrator's customer and order
-- queries (on 100,000 customers a deep page went from an index walk to a parallel sort spilled to disk,
-- ~40 -> ~360 ms). A vendedor's requests now run under a role of their own, mascate_vendedor, a member of
-- mascate_app (same grants, same company policies); the portfolio policies apply to that role only, so an
-- administrator's plans are the company's alone again.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mascate_vendedor') THEN
    CREATE ROLE mascate_vendedor NOLOGIN;
  END IF;
END $$;
GRANT mascate_app TO mascate_vendedor;
GRANT mascate_vendedor TO CURRENT_USER;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['representantes', 'representantes_rotas', 'rotas', 'clientes', 'visitas', 'pedidos',
    'pedido_itens', 'pedido_parcelas', 'pedido_historico', 'pedido_links', 'pedidos_resumo_mensal']
  LOOP
    EXECUTE format('DROP POLICY carteira ON %I', t);
  END LOOP;
END $$;

CREATE POLICY carteira ON representantes AS RESTRICTIVE TO mascate_vendedor
  USING (id = app_representante());
CREATE POLICY carteira ON representantes_rotas AS RESTRICTIVE TO mascate_vendedor
  USING (representante_id = app_representante());
-- representantes_rotas is itself narrowed above, so these subqueries see only the representative's routes.
CREATE POLICY carteira ON rotas AS RESTRICTIVE TO mascate_vendedor
  USING (id IN (SELECT rr.rota_id FROM representantes_rotas rr));
CREATE POLICY carteira ON clientes AS RESTRICTIVE TO mascate_vendedor
  USING (rota_id IN (SELECT rr.rota_id FROM representantes_rotas rr));
CREATE POLICY carteira ON visitas AS RESTRICTIVE TO mascate_vendedor
  USING (representante_id = app_representante());
CREATE POLICY carteira ON pedidos AS RESTRICTIVE TO mascate_vendedor
  USING (vendedor_id = app_representante());
CREATE POLICY carteira ON pedidos_resumo_mensal AS RESTRICTIVE TO mascate_vendedor
  USING (vendedor_id = app_representante());
-- An order's parts follow the order (pedidos is narrowed above).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['pedido_itens', 'pedido_parcelas', 'pedido_historico', 'pedido_links']
  LOOP
    EXECUTE format('CREATE POLICY carteira ON %I AS RESTRICTIVE TO mascate_vendedor USING ('
      'EXISTS (SELECT 1 FROM pedidos p WHERE p.empresa_id = %I.empresa_id AND p.id = %I.pedido_id))', t, t, t);
  END LOOP;
END $$;
