begin; select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true), set_config('app.representante_id', '', true);
select extract(month from "mes")::int, sum("quantidade")::int, (sum("valor") - sum("desconto"))::text from "pedidos_resumo_mensal" where ("pedidos_resumo_mensal"."empresa_id" = 1 and "pedidos_resumo_mensal"."mes" >= '2026-01-01' and "pedidos_resumo_mensal"."mes" < '2027-01-01' and "pedidos_resumo_mensal"."situacao" in ('pedido', 'faturado')) group by extract(month from "pedidos_resumo_mensal"."mes")::int;
commit;
