-- Issue 45: an invitation's key says it is one. Its link already names the account, so accepting asks only
-- for the new password (estabelecimentos/aceitar_convite); a reset key keeps asking for the e-mail and the
-- company's CNPJ (the spec's password screen), and cannot be used as an invitation. Keys stored before are
-- reset keys (an older invitation can still be accepted on the password screen with e-mail and CNPJ).
ALTER TABLE chaves_troca_senha ADD COLUMN convite boolean NOT NULL DEFAULT false;
