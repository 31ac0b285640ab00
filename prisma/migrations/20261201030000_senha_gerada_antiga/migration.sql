-- Probe 6 F4. Builds before 20261125150000_senha_gerada printed the first administrator's generated
-- password in the log ("troque-a") and nothing made its owner change it; that migration then added
-- must_change_password as false for every row, so on an upgraded install the printed password kept
-- signing in, while a fresh install asks for a password of one's own at the first sign-in.
-- This asks it of the user those builds' start-up created or reset (audit 'Administrador inicial
-- criado', action admin.bootstrap, written before senha_gerada was applied here) when nothing has
-- replaced that password since: no link (PASSWORD_SET, PASSWORD_RESET), no `portal` command
-- (PASSWORD_RESET_CLI), no later start-up. Those builds wrote the same entry whether the password was
-- generated or came from ADMIN_PASSWORD, so an operator's own ADMIN_PASSWORD is asked too (README,
-- Atualização). A start-up after senha_gerada set the flag itself; a fresh install has no such entry.
UPDATE users u
   SET must_change_password = true, updated_at = now()
  FROM audit_logs criado
 WHERE criado.data->>'action' = 'admin.bootstrap'
   AND criado."timestamp" < (SELECT applied_at FROM "_portal_migrations" WHERE name = '20261125150000_senha_gerada')
   AND u.email = lower(criado.data->>'email')
   -- The same user, not one who took the address later.
   AND u.created_at <= criado."timestamp"
   AND u.password_hash IS NOT NULL
   AND NOT u.must_change_password
   AND NOT EXISTS (
     SELECT 1 FROM audit_logs depois
      WHERE depois."timestamp" >= criado."timestamp" AND depois.id <> criado.id
        AND (depois.data->>'action' IN ('PASSWORD_SET', 'PASSWORD_RESET', 'PASSWORD_RESET_CLI')
             AND depois.data->>'idObject' = u.id::text
          OR depois.data->>'action' = 'admin.bootstrap' AND lower(depois.data->>'email') = u.email));
