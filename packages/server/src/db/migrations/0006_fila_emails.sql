-- The outbox becomes the mail queue: a worker sends pending rows with retries and backoff, and the
-- secret a message carries (a reset key) is kept apart, then blanked from the stored text once sent.
ALTER TABLE emails_saida
  ADD COLUMN tentativas integer NOT NULL DEFAULT 0,
  -- When the next attempt is due; NULL when there is none left (sent, or given up).
  ADD COLUMN proxima_em timestamptz DEFAULT now(),
  -- The key inside texto/html, so it can be replaced after sending; NULL once blanked.
  ADD COLUMN segredo text;
CREATE INDEX emails_saida_pendentes ON emails_saida (proxima_em) WHERE proxima_em IS NOT NULL;

-- Rows from before the queue: no more attempts (a failed send had told the user to ask again), and
-- their reset keys, stored in plain text until now, are blanked.
UPDATE emails_saida
SET proxima_em = NULL,
    texto = regexp_replace(texto, '/troca-senha/[A-Za-z0-9_-]+', '/troca-senha/[removida]', 'g'),
    html = regexp_replace(html, '/troca-senha/[A-Za-z0-9_-]+', '/troca-senha/[removida]', 'g');

-- Login throttling waits grow with each failure instead of locking a window: the time before which
-- the key's next attempt is refused (NULL: no wait).
ALTER TABLE tentativas_acesso ADD COLUMN espera_ate timestamptz;
