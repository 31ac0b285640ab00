-- Set-password links no longer void each other (an invitation and a quotation e-mail both carry one,
-- and either may be the newest in the inbox). What ends them instead, whoever makes the change (API,
-- CLI, psql): the login's address changes (the links went to the old mailbox) or the login is
-- deactivated or revoked. Setting the password and deleting the login end them as before (the API,
-- and the foreign key's cascade).
CREATE FUNCTION links_de_senha_anular() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_tokens
   WHERE user_id = NEW.id AND used_at IS NULL AND purpose IN ('SET_PASSWORD', 'RESET_PASSWORD');
  RETURN NULL;
END $$;

CREATE TRIGGER users_links_de_senha AFTER UPDATE ON users FOR EACH ROW
  WHEN (lower(OLD.email) IS DISTINCT FROM lower(NEW.email) OR (OLD.status = 1 AND NEW.status <> 1))
  EXECUTE FUNCTION links_de_senha_anular();
