-- Mascate Campo (issue 29): an administrator syncs as a chosen representative, and the slice carries each
-- customer's credit position.
--
-- The representative a snapshot was made for: a cursor of another representative (an administrator who
-- changed whom it acts as) is not compared against, the device starts over. NULL: the administrator's
-- choosing step (only the representatives to choose from).
ALTER TABLE campo_retratos ADD COLUMN representante_id integer;

-- The credit position of many customers at once (the slice's), whoever asks: as app_posicao_credito
-- (migration 0040), a vendedor's role cannot see the receivables and orders of other representatives for
-- its customers, and the position must count them. SECURITY DEFINER runs as the tables' owner, so the
-- company filter is explicit, from the transaction's own app.empresa_id, and only the customers asked for
-- are answered, as sums, never rows. A customer appears when it has a limit or something open.
CREATE FUNCTION app_creditos_campo(p_clientes integer[], p_hoje date)
RETURNS TABLE (cliente_id integer, limite numeric, titulos_centavos bigint, vencido_centavos bigint,
  maior_atraso integer, pedidos_centavos bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH e AS (SELECT nullif(current_setting('app.empresa_id', true), '')::integer AS id),
  t AS (
    SELECT titulos.cliente_id,
           sum(valor_centavos - pago_centavos)::bigint AS aberto,
           coalesce(sum(valor_centavos - pago_centavos) FILTER (WHERE vencimento < p_hoje), 0)::bigint AS vencido,
           coalesce(max(p_hoje - vencimento) FILTER (WHERE vencimento < p_hoje), 0)::integer AS atraso
      FROM titulos, e
     WHERE titulos.empresa_id = e.id AND titulos.cliente_id = ANY (p_clientes)
       AND NOT cancelado AND pago_centavos < valor_centavos
     GROUP BY titulos.cliente_id
  ),
  p AS (
    SELECT participante_id AS cliente_id, sum(round((valor - desconto) * 100))::bigint AS pedidos
      FROM pedidos, e
     WHERE pedidos.empresa_id = e.id AND participante_id = ANY (p_clientes) AND situacao = 'pedido'
       AND ident_operacao = 1
     GROUP BY participante_id
  )
  SELECT c.id, c.limite_credito, coalesce(t.aberto, 0), coalesce(t.vencido, 0), coalesce(t.atraso, 0),
         coalesce(p.pedidos, 0)
    FROM clientes c CROSS JOIN e
    LEFT JOIN t ON t.cliente_id = c.id
    LEFT JOIN p ON p.cliente_id = c.id
   WHERE c.empresa_id = e.id AND c.id = ANY (p_clientes)
     AND (c.limite_credito IS NOT NULL OR t.cliente_id IS NOT NULL OR p.cliente_id IS NOT NULL)
$$;
REVOKE ALL ON FUNCTION app_creditos_campo(integer[], date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_creditos_campo(integer[], date) TO mascate_app;
