select "empresa_id", "usuario_id" from "sessoes" where ("sessoes"."token_hash" = 'b907fd2d510d0373cb9546adb1dddf4e2b29fb8634f64256ac31ebe923d80df0' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T06\003A10\003A09.780Z') limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true);
select count(*) from "clientes" where "clientes"."empresa_id" = 1;
select "id", coalesce("rota_id", 0), "nome", "apelido", "logradouro", "numero", "cep", "bairro", "complemento", "cidade", "uf", "email", "fone1", "cnpj_cpf", "ie_rg", coalesce("tabela_preco_id", 0) from "clientes" where "clientes"."empresa_id" = 1 order by "clientes"."nome" asc, "clientes"."id" asc limit 10 offset 50000;
commit;
