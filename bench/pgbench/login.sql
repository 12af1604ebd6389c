\set t random(1, 999999999999)
begin;
insert into "tentativas_acesso" ("chave", "falhas", "janela_inicio", "espera_ate") values (U&'login\003Aconta\003Apequena-0441@bench.local', 0, U&'2026-12-02T05\003A42\003A41.834Z', default) on conflict do nothing;
insert into "tentativas_acesso" ("chave", "falhas", "janela_inicio", "espera_ate") values (U&'login\003Aip-conta\003A127.0.0.1\003Apequena-0441@bench.local', 0, U&'2026-12-02T05\003A42\003A41.834Z', default) on conflict do nothing;
insert into "tentativas_acesso" ("chave", "falhas", "janela_inicio", "espera_ate") values (U&'login\003Aip\003A127.0.0.1', 0, U&'2026-12-02T05\003A42\003A41.834Z', default) on conflict do nothing;
select "chave", "falhas", "janela_inicio", "espera_ate" from "tentativas_acesso" where "tentativas_acesso"."chave" in (U&'login\003Aconta\003Apequena-0441@bench.local', U&'login\003Aip-conta\003A127.0.0.1\003Apequena-0441@bench.local', U&'login\003Aip\003A127.0.0.1') order by "tentativas_acesso"."chave" for update;
update "tentativas_acesso" set "falhas" = 1, "janela_inicio" = U&'2026-12-02T05\003A42\003A41.834Z', "espera_ate" = NULL where "tentativas_acesso"."chave" = U&'login\003Aconta\003Apequena-0441@bench.local';
update "tentativas_acesso" set "falhas" = 1, "janela_inicio" = U&'2026-12-02T05\003A42\003A41.834Z', "espera_ate" = NULL where "tentativas_acesso"."chave" = U&'login\003Aip-conta\003A127.0.0.1\003Apequena-0441@bench.local';
update "tentativas_acesso" set "falhas" = 1, "janela_inicio" = U&'2026-12-02T05\003A42\003A41.834Z', "espera_ate" = NULL where "tentativas_acesso"."chave" = U&'login\003Aip\003A127.0.0.1';
commit;
select "usuarios"."id", "usuarios"."empresa_id", "usuarios"."email", "usuarios"."nome", "usuarios"."senha_hash", "usuarios"."imagem_login", "usuarios"."papel", "usuarios"."representante_id", "usuarios"."ativo", "empresas"."usa_merchant", "empresas"."cnpj" from "usuarios" inner join "empresas" on "empresas"."id" = "usuarios"."empresa_id" where lower("usuarios"."email") = 'pequena-0441@bench.local' order by "usuarios"."id" asc limit 10;
delete from "tentativas_acesso" where "tentativas_acesso"."chave" = U&'login\003Aip-conta\003A127.0.0.1\003Apequena-0441@bench.local';
update "tentativas_acesso" set "falhas" = greatest("tentativas_acesso"."falhas" - 1, 0), "espera_ate" = NULL where "tentativas_acesso"."chave" = U&'login\003Aip\003A127.0.0.1';
update "tentativas_acesso" set "falhas" = greatest("tentativas_acesso"."falhas" - 1, 0), "espera_ate" = NULL where "tentativas_acesso"."chave" = U&'login\003Aconta\003Apequena-0441@bench.local';
insert into "sessoes" ("token_hash", "usuario_id", "empresa_id", "criada_em", "expira_em", "revogada_em") values (:t, 442, 442, default, U&'2026-12-09T05\003A42\003A41.834Z', default);
