-- Issue 26: a contact's "Excluir minha conta" erases that contact's login, not the whole customer.
-- The login row stays (ids in the history point to it) with a pseudonym and the moment it was erased.
ALTER TABLE "users" ADD COLUMN "anonimizado_em" TIMESTAMPTZ(3);

-- Logins of customers anonymised before: erased with them.
UPDATE "users" u SET "anonimizado_em" = c."anonimizado_em"
  FROM "clientes" c WHERE c."id" = u."cliente_id" AND c."anonimizado_em" IS NOT NULL;

-- As before (migration 20261125190000), and also true for a login erased on its own: every writer
-- about a login (audit trigger, mail queue, Fale conosco) treats an erased contact as anonymised.
CREATE OR REPLACE FUNCTION titular_anonimizado(usuario integer, cliente integer DEFAULT NULL) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- The customer first, then the login: the anonymisation's order, so the two never deadlock.
  PERFORM 1 FROM clientes WHERE id IN (cliente, (SELECT u.cliente_id FROM users u WHERE u.id = usuario))
    ORDER BY id FOR KEY SHARE;
  PERFORM 1 FROM users WHERE id = usuario FOR KEY SHARE;
  -- A new statement, a new snapshot: after waiting on a lock it sees the anonymisation committed.
  RETURN EXISTS (SELECT 1 FROM clientes c
                  WHERE c.anonimizado_em IS NOT NULL
                    AND (c.id = cliente OR c.id = (SELECT u.cliente_id FROM users u WHERE u.id = usuario)))
      OR EXISTS (SELECT 1 FROM users u WHERE u.id = usuario AND u.anonimizado_em IS NOT NULL);
END $$;
