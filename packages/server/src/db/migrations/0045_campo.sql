-- Mascate Campo (issue 29), the representative's field app.
--
-- campo_operacoes: every operation the device sends (an order or a visit), kept by the UUID the device
-- made for it. The primary key makes the id unique per company: a repeat (a lost answer, a retry, two
-- tabs) finds the stored result and changes nothing; concurrent sends of one id wait on the key and then
-- read it. A refusal is stored too and is final for that id.
CREATE TABLE campo_operacoes (
  empresa_id integer NOT NULL REFERENCES empresas (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  usuario_id integer NOT NULL,
  tipo varchar(10) NOT NULL CHECK (tipo IN ('pedido', 'visita')),
  situacao varchar(10) NOT NULL CHECK (situacao IN ('aplicada', 'recusada')),
  mensagem varchar(1000) NOT NULL DEFAULT '',
  registro_id integer,
  registro_numero integer,
  feito_em timestamptz,
  recebida_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, id)
);

-- campo_retratos: what a device was sent at one sync (per entity, each row's id and a short hash of its
-- content) and, while its pages are being fetched, the list still to send. The next sync compares the
-- slice of now with the one of its cursor: changed rows go down, missing ids go down as removals. No
-- trigger or timestamp is added to the business tables, and a customer leaving the portfolio is a
-- removal simply because row-level security no longer shows it.
CREATE TABLE campo_retratos (
  empresa_id integer NOT NULL REFERENCES empresas (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  usuario_id integer NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  hashes jsonb NOT NULL,
  pendentes jsonb NOT NULL,
  PRIMARY KEY (empresa_id, id)
);
CREATE INDEX campo_retratos_usuario ON campo_retratos (empresa_id, usuario_id, criado_em);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['campo_operacoes', 'campo_retratos']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY empresa_propria ON %I USING (empresa_id = nullif(current_setting(''app.empresa_id'', true), '''')::integer)', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO mascate_app', t);
  END LOOP;
END $$;
