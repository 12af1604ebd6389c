select "sessoes"."empresa_id", "sessoes"."usuario_id", "usuarios"."papel", "usuarios"."representante_id" from "sessoes" inner join "usuarios" on "usuarios"."id" = "sessoes"."usuario_id" where ("sessoes"."token_hash" = '212ba3b94417470c0b81d5cbf2665e65f4b3af2c75e9c25cf73ee6f28518740a' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T07\003A14\003A30.169Z' and "usuarios"."ativo" = true) limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true), set_config('app.representante_id', '', true);
select extract(month from "mes")::int, sum("quantidade")::int, (sum("valor") - sum("desconto"))::text from "pedidos_resumo_mensal" where ("pedidos_resumo_mensal"."empresa_id" = 1 and "pedidos_resumo_mensal"."mes" >= '2026-01-01' and "pedidos_resumo_mensal"."mes" < '2027-01-01' and "pedidos_resumo_mensal"."situacao" in ('pedido', 'faturado')) group by extract(month from "pedidos_resumo_mensal"."mes")::int;
commit;
