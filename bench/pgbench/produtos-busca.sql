select "empresa_id", "usuario_id" from "sessoes" where ("sessoes"."token_hash" = '0aa1971f235c0437d236d0fac60ff5081041a259ea6ffad87930ae75278c7fd2' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T06\003A42\003A36.313Z') limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true);
select "produtos"."id", "produtos"."codigo", "produtos"."descricao", "produtos"."unidade_id", "unidades"."sigla", "produtos"."preco", "produtos"."status", "produtos"."estoque", "produtos"."tipo", exists (select 1 from "produto_imagens" i where i.empresa_id = "produtos"."empresa_id" and i.produto_id = "produtos"."id") from "produtos" inner join "unidades" on ("unidades"."empresa_id" = "produtos"."empresa_id" and "unidades"."id" = "produtos"."unidade_id") where ("produtos"."empresa_id" = 1 and "produtos"."busca" like lower('%arroz%')) order by "produtos"."descricao" asc, "produtos"."id" asc limit 20;
select count(*) from "produtos" where ("produtos"."empresa_id" = 1 and "produtos"."busca" like lower('%arroz%'));
commit;
