select "empresa_id", "usuario_id" from "sessoes" where ("sessoes"."token_hash" = '0aa1971f235c0437d236d0fac60ff5081041a259ea6ffad87930ae75278c7fd2' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T06\003A42\003A34.617Z') limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true);
select count(*) from "clientes" where "clientes"."empresa_id" = 1;
select "id", coalesce("rota_id", 0), "nome", "apelido", "logradouro", "numero", "cep", "bairro", "complemento", "cidade", "uf", "email", "fone1", "cnpj_cpf", "ie_rg", coalesce("tabela_preco_id", 0) from "clientes" where "clientes"."empresa_id" = 1 order by "clientes"."nome" asc, "clientes"."id" asc limit 10 offset 50000;
commit;
