-- Every server process keeps the sessions it has looked up in memory (auth/cache-sessoes.ts) and LISTENs
-- on 'mascate_sessoes'. These triggers make the database itself say when a user or one of their sessions
-- changed, whichever process (or operator) changed it; a notice is delivered at commit, never for a
-- rolled-back change. 'u:<id>' names the user; '*' asks for everything to be forgotten.

CREATE FUNCTION avisar_usuario_alterado() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM pg_notify('mascate_sessoes', 'u:' || old.id);
  RETURN NULL;
END
$f$;

CREATE TRIGGER usuarios_avisar_sessoes AFTER UPDATE OR DELETE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION avisar_usuario_alterado();

-- Per statement with the changed rows, so revoking many sessions sends one notice per user, not per row.
CREATE FUNCTION avisar_sessoes_alteradas() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM pg_notify('mascate_sessoes', 'u:' || usuario_id) FROM (SELECT DISTINCT usuario_id FROM antigas) u;
  RETURN NULL;
END
$f$;

CREATE TRIGGER sessoes_avisar_alteradas AFTER UPDATE ON sessoes
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes_alteradas();
CREATE TRIGGER sessoes_avisar_apagadas AFTER DELETE ON sessoes
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes_alteradas();

CREATE FUNCTION avisar_todas_sessoes() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM pg_notify('mascate_sessoes', '*');
  RETURN NULL;
END
$f$;

CREATE TRIGGER sessoes_avisar_truncadas AFTER TRUNCATE ON sessoes
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_todas_sessoes();
CREATE TRIGGER usuarios_avisar_truncados AFTER TRUNCATE ON usuarios
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_todas_sessoes();
