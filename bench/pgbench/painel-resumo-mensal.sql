select "empresa_id", "usuario_id" from "sessoes" where ("sessoes"."token_hash" = '0aa1971f235c0437d236d0fac60ff5081041a259ea6ffad87930ae75278c7fd2' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T06\003A42\003A38.757Z') limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true);
select extract(month from "data")::int, sum("n")::int, (sum("v") - sum("d"))::text from (select "data", count(*) as "n", sum("valor") as "v", sum("desconto") as "d" from "pedidos" where ("pedidos"."empresa_id" = 1 and "pedidos"."data" >= '2026-01-01' and "pedidos"."data" < '2027-01-01' and "pedidos"."situacao" in ('pedido', 'faturado')) group by "pedidos"."data") "por_dia" group by extract(month from "por_dia"."data")::int;
commit;
