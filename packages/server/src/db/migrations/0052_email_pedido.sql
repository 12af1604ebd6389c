-- Issue 27: which order a queued e-mail carries, so the order can show whether its mail is still in the
-- queue or when the SMTP server actually took it. The outbox stays outside row-level security (it is
-- read and written as the owner only, never granted to mascate_app); an order's deletion keeps its mail.
ALTER TABLE emails_saida
  ADD COLUMN empresa_id integer,
  ADD COLUMN pedido_id integer;
CREATE INDEX emails_saida_pedido ON emails_saida (empresa_id, pedido_id, id) WHERE pedido_id IS NOT NULL;
