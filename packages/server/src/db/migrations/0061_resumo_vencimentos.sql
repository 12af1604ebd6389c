-- The aging report (relatorios/vencimentos) without reading every open receivable (issue 30).
-- Summing a company's open receivables per customer reads all of them: 666,667 index entries for
-- 1,000,000 receivables, seconds per report. The buckets depend on today's date (a vencer, vencidos 1-30,
-- 31-60, 61-90, over 90 days), so a summary by bucket is only right for the day it was made: it carries
-- that day (`referencia`), and one made for another day is rebuilt before it is read (once a day per
-- company, by the first report of the day). Within its day a trigger on `titulos` keeps it exact in the
-- same transaction as every write (invoicing, payment, reversal, cancellation), placing each receivable
-- by its due date relative to `referencia`.

-- The day each company's summary is made for.
CREATE TABLE titulos_aging_ref (
  empresa_id integer NOT NULL REFERENCES empresas (id),
  referencia date NOT NULL,
  PRIMARY KEY (empresa_id)
);

-- Open amounts (cents) per customer and representative (0: none) by bucket, as of the company's referencia.
CREATE TABLE titulos_aging (
  empresa_id integer NOT NULL REFERENCES empresas (id),
  cliente_id integer NOT NULL,
  vendedor_id integer NOT NULL,
  a_vencer bigint NOT NULL,
  d1_30 bigint NOT NULL,
  d31_60 bigint NOT NULL,
  d61_90 bigint NOT NULL,
  d90_mais bigint NOT NULL,
  PRIMARY KEY (empresa_id, cliente_id, vendedor_id)
);
CREATE INDEX titulos_aging_vendedor ON titulos_aging (empresa_id, vendedor_id);

ALTER TABLE titulos_aging_ref ENABLE ROW LEVEL SECURITY;
ALTER TABLE titulos_aging ENABLE ROW LEVEL SECURITY;
CREATE POLICY empresa_propria ON titulos_aging_ref
  USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::integer);
CREATE POLICY empresa_propria ON titulos_aging
  USING (empresa_id = nullif(current_setting('app.empresa_id', true), '')::integer);
-- A vendedor reads the rows of its own receivables only (as titulos, 0040).
CREATE POLICY carteira ON titulos_aging AS RESTRICTIVE TO mascate_vendedor
  USING (vendedor_id = app_representante());
-- Read by the app; written only by the functions below (SECURITY DEFINER).
GRANT SELECT ON titulos_aging_ref, titulos_aging TO mascate_app;

-- The bucket (1 a vencer .. 5 over 90 days) of a due date as of a day; the same limits as the domain's
-- limitesFaixas: >= hoje, >= hoje - 30, >= hoje - 60, >= hoje - 90, older.
CREATE FUNCTION aging_faixa(p_vencimento date, p_ref date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_vencimento >= p_ref THEN 1 WHEN p_vencimento >= p_ref - 30 THEN 2
              WHEN p_vencimento >= p_ref - 60 THEN 3 WHEN p_vencimento >= p_ref - 90 THEN 4 ELSE 5 END
$$;

-- Adds one receivable's open amount (sinal +1) or takes it back (-1) at the company's referencia. Runs
-- as the tables' owner: a vendedor's transaction that invoices must still keep every row of the company.
CREATE FUNCTION aging_somar(t titulos, sinal integer, p_ref date) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v bigint := sinal * (t.valor_centavos - t.pago_centavos);
  f integer := aging_faixa(t.vencimento, p_ref);
BEGIN
  IF t.cancelado OR t.pago_centavos >= t.valor_centavos THEN RETURN; END IF;
  INSERT INTO titulos_aging AS a (empresa_id, cliente_id, vendedor_id, a_vencer, d1_30, d31_60, d61_90, d90_mais)
  VALUES (t.empresa_id, t.cliente_id, coalesce(t.vendedor_id, 0),
          CASE WHEN f = 1 THEN v ELSE 0 END, CASE WHEN f = 2 THEN v ELSE 0 END,
          CASE WHEN f = 3 THEN v ELSE 0 END, CASE WHEN f = 4 THEN v ELSE 0 END, CASE WHEN f = 5 THEN v ELSE 0 END)
  ON CONFLICT (empresa_id, cliente_id, vendedor_id) DO UPDATE
    SET a_vencer = a.a_vencer + excluded.a_vencer, d1_30 = a.d1_30 + excluded.d1_30,
        d31_60 = a.d31_60 + excluded.d31_60, d61_90 = a.d61_90 + excluded.d61_90,
        d90_mais = a.d90_mais + excluded.d90_mais;
END $$;
REVOKE ALL ON FUNCTION aging_somar(titulos, integer, date) FROM PUBLIC;

CREATE FUNCTION manter_aging() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  ref date;
BEGIN
  -- The company's aging lock, shared (class 3061, key empresa_id, to the commit): a rebuild takes it
  -- exclusively, so it waits for this transaction and this one for it; a change is never lost between
  -- the two. No summary yet for the company: the first report builds it.
  PERFORM pg_advisory_xact_lock_shared(3061, NEW.empresa_id);
  SELECT referencia INTO ref FROM titulos_aging_ref WHERE empresa_id = NEW.empresa_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.cliente_id, OLD.vendedor_id, OLD.vencimento, OLD.valor_centavos, OLD.pago_centavos, OLD.cancelado)
       IS NOT DISTINCT FROM
       (NEW.cliente_id, NEW.vendedor_id, NEW.vencimento, NEW.valor_centavos, NEW.pago_centavos, NEW.cancelado) THEN
      RETURN NULL;
    END IF;
    -- Two summary rows may change: touch them in key order, so two concurrent updates cannot deadlock.
    IF (OLD.cliente_id, coalesce(OLD.vendedor_id, 0)) <= (NEW.cliente_id, coalesce(NEW.vendedor_id, 0)) THEN
      PERFORM aging_somar(OLD, -1, ref);
      PERFORM aging_somar(NEW, 1, ref);
    ELSE
      PERFORM aging_somar(NEW, 1, ref);
      PERFORM aging_somar(OLD, -1, ref);
    END IF;
  ELSE
    PERFORM aging_somar(NEW, 1, ref);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER manter_aging AFTER INSERT OR UPDATE ON titulos FOR EACH ROW EXECUTE FUNCTION manter_aging();

-- Makes the company's summary (app.empresa_id of the transaction) for p_hoje when it is for another day
-- or missing: every open receivable of the company in one pass, whoever asks (a vendedor's report must
-- not make a summary of its own receivables only). Concurrent callers wait for the first and find it made.
CREATE FUNCTION aging_preparar(p_hoje date) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  e integer := nullif(current_setting('app.empresa_id', true), '')::integer;
  ref date;
BEGIN
  IF e IS NULL THEN RAISE EXCEPTION 'app.empresa_id não definido'; END IF;
  PERFORM pg_advisory_xact_lock(3061, e);
  SELECT referencia INTO ref FROM titulos_aging_ref WHERE empresa_id = e;
  IF ref = p_hoje THEN RETURN; END IF;
  DELETE FROM titulos_aging WHERE empresa_id = e;
  INSERT INTO titulos_aging (empresa_id, cliente_id, vendedor_id, a_vencer, d1_30, d31_60, d61_90, d90_mais)
  SELECT e, cliente_id, coalesce(vendedor_id, 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 1), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 2), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 3), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 4), 0),
         coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE aging_faixa(vencimento, p_hoje) = 5), 0)
    FROM titulos
   WHERE empresa_id = e AND NOT cancelado AND pago_centavos < valor_centavos
   GROUP BY cliente_id, coalesce(vendedor_id, 0);
  INSERT INTO titulos_aging_ref (empresa_id, referencia) VALUES (e, p_hoje)
    ON CONFLICT (empresa_id) DO UPDATE SET referencia = excluded.referencia;
END $$;
REVOKE ALL ON FUNCTION aging_preparar(date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION aging_preparar(date) TO mascate_app;
