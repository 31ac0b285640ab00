-- Issue 30: the API keeps session validity in memory for a few seconds. Every change that can end a
-- session (an account's status, role, password change, deletion, anonymisation, a revoked token)
-- tells every instance on commit, through NOTIFY on channel 'sessoes', whoever made the change:
-- API, CLI, a script or psql. Payloads: 'u:<user id>', 'j:<jti>', '*' (everything).
CREATE FUNCTION sessoes_notificar_usuario() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sessoes', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('sessoes', 'u:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sessoes_notificar_revogacao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessoes', 'j:' || NEW.jti);
  RETURN NULL;
END $$;

CREATE FUNCTION sessoes_notificar_tudo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessoes', '*');
  RETURN NULL;
END $$;

-- Only the columns the session check reads: a login's last-access update notifies nobody.
CREATE TRIGGER users_sessoes_alterada AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.sessions_valid_after IS DISTINCT FROM NEW.sessions_valid_after
        OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password)
  EXECUTE FUNCTION sessoes_notificar_usuario();
CREATE TRIGGER users_sessoes_excluida AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION sessoes_notificar_usuario();
CREATE TRIGGER revoked_sessions_sessoes AFTER INSERT OR UPDATE ON revoked_sessions FOR EACH ROW
  EXECUTE FUNCTION sessoes_notificar_revogacao();
CREATE TRIGGER roles_sessoes AFTER UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT
  EXECUTE FUNCTION sessoes_notificar_tudo();
CREATE TRIGGER users_sessoes_truncada AFTER TRUNCATE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION sessoes_notificar_tudo();
