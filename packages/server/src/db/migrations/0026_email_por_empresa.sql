-- Issue 23: a user's e-mail is unique within the company, no longer across companies. usuarios/create
-- answered "Este e-mail já está cadastrado." for an e-mail of any company, so an administrator could probe
-- which addresses other companies use; now the answer depends on the company's own users alone. Sign-in
-- looks the e-mail up in every company and opens the account whose password matches
-- (docs/decisions/011-email-por-empresa.md).
DROP INDEX usuarios_email_unico;
CREATE UNIQUE INDEX usuarios_email_empresa ON usuarios (empresa_id, lower(email));
CREATE INDEX usuarios_email ON usuarios (lower(email));
