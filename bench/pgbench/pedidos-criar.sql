\set p1 random(1000, 1999)
\set p2 random(2000, 2999)
\set p3 random(3000, 3999)
select "sessoes"."empresa_id", "sessoes"."usuario_id", "usuarios"."papel", "usuarios"."representante_id" from "sessoes" inner join "usuarios" on "usuarios"."id" = "sessoes"."usuario_id" where ("sessoes"."token_hash" = '0ab3d582fa0104e90fb55ad2360c154d912720f885d6698855b95f37d10d3e9d' and "sessoes"."revogada_em" is null and "sessoes"."expira_em" > U&'2026-11-24T07\003A16\003A05.866Z' and "usuarios"."ativo" = true) limit 1;
select "nome", "email" from "usuarios" where "usuarios"."id" = 1;
begin;
select set_config('role', 'mascate_app', true), set_config('app.empresa_id', '1', true), set_config('app.representante_id', '', true);
select "permite_desconto", "altera_preco_pedido", "venda_sem_estoque" from "empresas" where "empresas"."id" = 1;
select "id" from "clientes" where ("clientes"."empresa_id" = 1 and "clientes"."id" = 100000);
select "id" from "representantes" where ("representantes"."empresa_id" = 1 and "representantes"."id" = 1);
select "id" from "formas_pagamento" where ("formas_pagamento"."empresa_id" = 1 and "formas_pagamento"."id" = 3);
select "produtos"."id", "produtos"."codigo", "produtos"."descricao", "produtos"."preco", "produtos"."unidade_id", "unidades"."sigla" from "produtos" left join "unidades" on ("unidades"."empresa_id" = "produtos"."empresa_id" and "unidades"."id" = "produtos"."unidade_id") where ("produtos"."empresa_id" = 1 and "produtos"."id" in (:p1, :p2, :p3));
update "produtos" set "estoque" = "produtos"."estoque" - '2.000'::numeric where ("produtos"."empresa_id" = 1 and "produtos"."id" = :p1) returning "id";
update "produtos" set "estoque" = "produtos"."estoque" - '2.000'::numeric where ("produtos"."empresa_id" = 1 and "produtos"."id" = :p2) returning "id";
update "produtos" set "estoque" = "produtos"."estoque" - '2.000'::numeric where ("produtos"."empresa_id" = 1 and "produtos"."id" = :p3) returning "id";
update "empresas" set "ultimo_numero_pedido" = "empresas"."ultimo_numero_pedido" + 1 where "empresas"."id" = 1 returning "ultimo_numero_pedido" \gset empresa_
insert into "pedidos" ("empresa_id", "id", "numero", "ident_operacao", "natureza_id", "data", "data_saida", "forma_pagamento_id", "participante_id", "vendedor_id", "valor", "desconto", "chave_cliente", "criado_em", "tabela_preco_id", "situacao") values (1, default, :empresa_ultimo_numero_pedido, 1, 0, '2026-11-24', NULL, 3, 100000, 1, '60.00', '0.00', NULL, default, NULL, 'pedido') returning "id", "numero" \gset pedido_
insert into "pedido_itens" ("empresa_id", "pedido_id", "seq", "id_item", "produto_id", "codpro", "descricao", "unidade_id", "unidade", "qt", "preco", "desconto", "total") values (1, :pedido_id, 1, '', :p1, 'P0001500', 'Creme Dental Piracanjuba Extra 12x1L', 2, 'CX', '2.000', '10.00', '0.00', '20.00'), (1, :pedido_id, 2, '', :p2, 'P0002500', 'Feijão Carioca Soya Extra 5kg', 5, 'PCT', '2.000', '10.00', '0.00', '20.00'), (1, :pedido_id, 3, '', :p3, 'P0003500', 'Amaciante Comfort Light 900ml', 2, 'CX', '2.000', '10.00', '0.00', '20.00');
insert into "pedido_parcelas" ("empresa_id", "pedido_id", "parcela", "vencimento", "valor") values (1, :pedido_id, 1, '2026-12-24', '20.00'), (1, :pedido_id, 2, '2027-01-23', '20.00'), (1, :pedido_id, 3, '2027-02-22', '20.00');
insert into "pedido_historico" ("empresa_id", "id", "pedido_id", "de", "para", "motivo", "usuario_id", "usuario_nome", "data_hora") values (1, default, :pedido_id, NULL, 'pedido', '', 1, 'José Lopes', default);
commit;
