-- Issue 25, deletion races: a request about a person that runs while their data is anonymised must
-- not leave their data behind. The anonymisation locks the customer's logins FOR UPDATE before it
-- touches anything; whoever writes a row about a login takes a KEY SHARE lock on it (which waits for
-- that) and then reads whether the login's customer is anonymised. So a write either commits before
-- the anonymisation reads its rows (and is anonymised with them) or sees it committed.

-- True when login $1 (or customer $2) belongs to an anonymised customer. Takes a KEY SHARE lock on
-- the customer's and the login's rows until the caller's transaction ends. False for staff, the system
-- (null) and unknown ids.
CREATE FUNCTION titular_anonimizado(usuario integer, cliente integer DEFAULT NULL) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- The customer first, then the login: the anonymisation's order, so the two never deadlock.
  PERFORM 1 FROM clientes WHERE id IN (cliente, (SELECT u.cliente_id FROM users u WHERE u.id = usuario))
    ORDER BY id FOR KEY SHARE;
  PERFORM 1 FROM users WHERE id = usuario FOR KEY SHARE;
  -- A new statement, a new snapshot: after waiting on a lock it sees the anonymisation committed.
  RETURN EXISTS (SELECT 1 FROM clientes c
                  WHERE c.anonimizado_em IS NOT NULL
                    AND (c.id = cliente OR c.id = (SELECT u.cliente_id FROM users u WHERE u.id = usuario)));
END $$;

-- An audit entry written by (or about) an anonymised customer's login keeps what happened and
-- when, in the form the anonymisation gives its entries: message up to ':', snapshot replaced,
-- no e-mail and no IP. The anonymisation's own DADOS_PESSOAIS_* entries are written as they are.
CREATE FUNCTION audit_logs_sem_titular_anonimizado() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  usuario text := NEW.data->>'userId';
BEGIN
  IF usuario ~ '^[0-9]{1,9}$' AND coalesce(NEW.data->>'action', '') NOT LIKE 'DADOS\_PESSOAIS\_%'
     AND titular_anonimizado(usuario::integer) THEN
    NEW.message := split_part(NEW.message, ':', 1);
    NEW.data := CASE WHEN NEW.data ? 'changes' THEN jsonb_set(NEW.data, '{changes}', '{"anonimizado": true}')
                     ELSE NEW.data END || '{"email": null, "ip": null}'::jsonb;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER audit_logs_sem_titular_anonimizado BEFORE INSERT ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_sem_titular_anonimizado();
