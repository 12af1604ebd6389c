-- The row-level security set-up every company-owned table gets, written once (migrations 0001 to 0050
-- repeat it by hand or in DO loops; they stay as they ran). A new migration creates its table and calls
--   SELECT mascate_proteger_tabela('tabela');                             -- read and write
--   SELECT mascate_proteger_tabela('tabela', 'SELECT, INSERT');           -- append-only
--   SELECT mascate_proteger_tabela('tabela', carteira => 'representante_id');  -- a vendedor's own rows
-- which does what the earlier migrations do: ENABLE ROW LEVEL SECURITY (not FORCE: mascate_app never owns
-- a table, db/verificar-isolamento.ts checks it at every start), the 'empresa_propria' policy on
-- app.empresa_id, optionally the RESTRICTIVE 'carteira' policy for mascate_vendedor on the given column,
-- the grants to mascate_app, and USAGE on the sequences (identity columns).
CREATE FUNCTION mascate_proteger_tabela(
  nome text,
  privilegios text DEFAULT 'SELECT, INSERT, UPDATE, DELETE',
  carteira text DEFAULT NULL
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Only table privileges, so the text cannot carry anything else into the GRANT.
  IF privilegios !~ '^(SELECT|INSERT|UPDATE|DELETE)(, ?(SELECT|INSERT|UPDATE|DELETE))*$' THEN
    RAISE EXCEPTION 'mascate_proteger_tabela: privilégios inválidos: %', privilegios;
  END IF;
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', nome);
  EXECUTE format('CREATE POLICY empresa_propria ON %I USING (empresa_id = nullif(current_setting(''app.empresa_id'', true), '''')::integer)', nome);
  IF carteira IS NOT NULL THEN
    EXECUTE format('CREATE POLICY carteira ON %I AS RESTRICTIVE TO mascate_vendedor USING (%I = app_representante())', nome, carteira);
  END IF;
  EXECUTE format('GRANT %s ON %I TO mascate_app', privilegios, nome);
  GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO mascate_app;
END $$;
-- Run by migrations (as the owner), never by the application.
REVOKE EXECUTE ON FUNCTION mascate_proteger_tabela(text, text, text) FROM PUBLIC;
