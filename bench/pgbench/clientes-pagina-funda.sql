select "empresa_id", "usuario_id" from "sessoes" where ("sessoes"."token_hash" = '61adcef7f5892e551006d79f756faceb4407dd10fff081108c60d9cb3b7e2e5c' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T06\003A24\003A30.385Z') limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true);
select count(*) from "clientes" where "clientes"."empresa_id" = 1;
select "id", coalesce("rota_id", 0), "nome", "apelido", "logradouro", "numero", "cep", "bairro", "complemento", "cidade", "uf", "email", "fone1", "cnpj_cpf", "ie_rg", coalesce("tabela_preco_id", 0) from "clientes" where "clientes"."empresa_id" = 1 order by "clientes"."nome" asc, "clientes"."id" asc limit 10 offset 50000;
commit;
