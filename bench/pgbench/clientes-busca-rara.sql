select "sessoes"."empresa_id", "sessoes"."usuario_id", "usuarios"."papel", "usuarios"."representante_id" from "sessoes" inner join "usuarios" on "usuarios"."id" = "sessoes"."usuario_id" where ("sessoes"."token_hash" = '469c156176064a941919a30ac83652bbe8a40bea6788dcf3eae9ecac703765b3' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T07\003A22\003A36.108Z' and "usuarios"."ativo" = true) limit 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true), set_config('app.representante_id', '', true);
select count(*) from "clientes" where ("clientes"."empresa_id" = 1 and ("clientes"."busca" like lower('%loja 1234%') or "clientes"."busca" like lower('%LOJA1234%')));
select "id", coalesce("rota_id", 0), "nome", "apelido", "logradouro", "numero", "cep", "bairro", "complemento", "cidade", "uf", "email", "fone1", "cnpj_cpf", "ie_rg", coalesce("tabela_preco_id", 0) from "clientes" where ("clientes"."empresa_id" = 1 and ("clientes"."busca" like lower('%loja 1234%') or "clientes"."busca" like lower('%LOJA1234%'))) order by "clientes"."nome" asc, "clientes"."id" asc limit 10;
commit;
