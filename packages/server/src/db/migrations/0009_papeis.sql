-- Roles and portfolios (issue 14). A user is an administrador (everything, as before) or a vendedor linked
-- to one representative of the same company; a vendedor's requests set app.representante_id, and the
-- RESTRICTIVE policies below narrow the company's rows to that representative's portfolio. Unset (the
-- administrator, the public order page, background work) they change nothing.
ALTER TABLE usuarios
  ADD COLUMN papel varchar(20) NOT NULL DEFAULT 'administrador' CHECK (papel IN ('administrador', 'vendedor')),
  ADD COLUMN representante_id integer,
  ADD COLUMN ativo boolean NOT NULL DEFAULT true,
  ADD CONSTRAINT usuarios_representante_fk FOREIGN KEY (empresa_id, representante_id)
    REFERENCES representantes (empresa_id, id),
  ADD CONSTRAINT usuarios_vendedor_tem_representante CHECK (papel <> 'vendedor' OR representante_id IS NOT NULL);
-- A representative has at most one active user.
CREATE UNIQUE INDEX usuarios_representante_ativo ON usuarios (empresa_id, representante_id)
  WHERE ativo AND representante_id IS NOT NULL;
-- The session lookup joins the user by primary key; listing a company's users uses usuarios_empresa.

-- The session's representative, or NULL when the request is not a vendedor's.
CREATE FUNCTION app_representante() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS
  $$ SELECT nullif(current_setting('app.representante_id', true), '')::integer $$;
GRANT EXECUTE ON FUNCTION app_representante() TO mascate_app;

CREATE POLICY carteira ON representantes AS RESTRICTIVE
  USING (app_representante() IS NULL OR id = app_representante());
CREATE POLICY carteira ON representantes_rotas AS RESTRICTIVE
  USING (app_representante() IS NULL OR representante_id = app_representante());
-- representantes_rotas is itself narrowed above, so these subqueries see only the representative's routes.
CREATE POLICY carteira ON rotas AS RESTRICTIVE
  USING (app_representante() IS NULL OR id IN (SELECT rr.rota_id FROM representantes_rotas rr));
CREATE POLICY carteira ON clientes AS RESTRICTIVE
  USING (app_representante() IS NULL OR rota_id IN (SELECT rr.rota_id FROM representantes_rotas rr));
CREATE POLICY carteira ON visitas AS RESTRICTIVE
  USING (app_representante() IS NULL OR representante_id = app_representante());
CREATE POLICY carteira ON pedidos AS RESTRICTIVE
  USING (app_representante() IS NULL OR vendedor_id = app_representante());
-- An order's parts follow the order (pedidos is narrowed above).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['pedido_itens', 'pedido_parcelas', 'pedido_historico', 'pedido_links']
  LOOP
    EXECUTE format('CREATE POLICY carteira ON %I AS RESTRICTIVE USING (app_representante() IS NULL OR '
      'EXISTS (SELECT 1 FROM pedidos p WHERE p.empresa_id = %I.empresa_id AND p.id = %I.pedido_id))', t, t, t);
  END LOOP;
END $$;
