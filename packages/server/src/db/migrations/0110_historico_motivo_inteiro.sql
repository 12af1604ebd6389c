-- Issue 43: a credit release's history line is 'Crédito liberado: ' + the administrator's reason (up to 500
-- characters) + ' (' + the refused numbers + ')'. At 500 characters the line was cut and the end of the
-- reason lost without a word; 1,000 holds the longest reason with its prefix and the refusal's text.
ALTER TABLE pedido_historico ALTER COLUMN motivo TYPE varchar(1000);
