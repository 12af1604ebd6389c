-- Issue 43: a field-app operation's id belongs to the user who sent it, with a digest of what it carried.
-- Unique per company, one vendedor sending an id another had used got 'repetida' with the other's order
-- and its own order was dropped without a word; and the same id with other content (an order turned into a
-- visit) was answered 'repetida' too. Now the id is unique per user, and the same id with other content is
-- answered 'conflito'. Rows stored before keep a NULL digest and match any content.
ALTER TABLE campo_operacoes ADD COLUMN conteudo char(64);
ALTER TABLE campo_operacoes DROP CONSTRAINT campo_operacoes_pkey;
ALTER TABLE campo_operacoes ADD PRIMARY KEY (empresa_id, usuario_id, id);
