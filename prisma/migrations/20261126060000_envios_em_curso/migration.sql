-- The mail worker talks to SMTP with no transaction open (a hung server must not hold a pool
-- connection, nor make a deletion wait on it). Before the conversation it claims the job here, in one
-- short statement, until a deadline at which it aborts the conversation; it deletes the claim when done.
-- A deletion deletes the person's jobs first (so no new claim can start: a claim needs the job row)
-- and then waits only for these claims of the deleted jobs, until each is released or its deadline passes.
CREATE TABLE "envios_em_curso" (
  "job_id" UUID NOT NULL,
  "ate" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "envios_em_curso_pkey" PRIMARY KEY ("job_id")
);

-- Mail jobs queued before jobs had an `owner` (issue 25) cannot be found by a deletion, which finds a
-- person's e-mails by id. Each one whose recipient is exactly one person gets that person as owner:
-- the one customer login (CLIENTE: cliente_id set) with that address, when no staff login and no other
-- customer's billing e-mail has it; or else the one customer whose billing e-mail it is. An address that is nobody's, staff's, or shared by two people stays without
-- owner (the jobs README says so: staff handle those by hand; sent ones leave with the retention).
-- pg-boss's schema exists only once the app has booted; on a new database there is nothing to do.
DO $$
DECLARE
  tabela record;
BEGIN
  IF to_regclass('pgboss.job') IS NULL THEN RETURN; END IF;
  FOR tabela IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'pgboss' AND c.column_name IN ('id', 'name', 'data', 'output') AND t.table_type = 'BASE TABLE'
     GROUP BY c.table_name HAVING count(*) = 4
  LOOP
    EXECUTE format($sql$
      WITH pessoa AS (
        SELECT j.id, CASE
          WHEN NOT EXISTS (SELECT 1 FROM users u WHERE u.cliente_id IS NULL AND lower(u.email) = lower(j.data->>'to'))
           AND (SELECT count(*) FROM users u WHERE u.cliente_id IS NOT NULL AND lower(u.email) = lower(j.data->>'to')) = 1
           AND NOT EXISTS (SELECT 1 FROM clientes k JOIN users u ON lower(u.email) = lower(k.email_faturamento)
                            WHERE lower(k.email_faturamento) = lower(j.data->>'to') AND k.id <> u.cliente_id)
            THEN (SELECT jsonb_build_object('userId', u.id, 'clienteId', u.cliente_id) FROM users u
                   WHERE u.cliente_id IS NOT NULL AND lower(u.email) = lower(j.data->>'to'))
          WHEN NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(j.data->>'to'))
           AND (SELECT count(*) FROM clientes k WHERE lower(k.email_faturamento) = lower(j.data->>'to')) = 1
            THEN (SELECT jsonb_build_object('clienteId', k.id) FROM clientes k
                   WHERE lower(k.email_faturamento) = lower(j.data->>'to'))
        END AS dono
        FROM %1$s j WHERE j.name = 'mail' AND j.data ? 'to' AND NOT j.data ? 'owner')
      UPDATE %1$s j SET data = j.data || jsonb_build_object('owner', p.dono)
        FROM pessoa p WHERE p.id = j.id AND p.dono IS NOT NULL$sql$, 'pgboss.' || quote_ident(tabela.table_name));
  END LOOP;
END $$;
