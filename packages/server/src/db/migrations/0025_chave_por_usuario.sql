-- Issue 23: an order's idempotency key (the body's `id`) belongs to the user who sent it, with a digest of
-- the body it came with. A key unique per company let one vendedor's key collide with another's (whose
-- order row-level security hides: the retry found nothing and answered 500), and the same key with another
-- body answered the old order as if it were the new one. Now the key is unique per user, and a retry with
-- another body is refused (409).
ALTER TABLE pedidos ADD COLUMN chave_usuario_id integer, ADD COLUMN chave_corpo char(64);

-- Existing keys go to the user who created the order (its first history line), where known.
UPDATE pedidos p SET chave_usuario_id = h.usuario_id
  FROM pedido_historico h
 WHERE p.chave_cliente IS NOT NULL AND h.empresa_id = p.empresa_id AND h.pedido_id = p.id AND h.de IS NULL;

ALTER TABLE pedidos DROP CONSTRAINT pedidos_empresa_id_chave_cliente_key;
CREATE UNIQUE INDEX pedidos_chave_usuario ON pedidos (empresa_id, chave_usuario_id, chave_cliente);
