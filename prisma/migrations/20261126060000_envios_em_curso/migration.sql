-- portal: sem-transacao
-- The mail worker talks to SMTP with no transaction open (a hung server must not hold a pool
-- connection, nor make a deletion wait on it). Before the conversation it claims the job here, in one
-- short statement, until a deadline at which it aborts the conversation; it deletes the claim when done.
-- A deletion deletes the person's jobs first (so no new claim can start: a claim needs the job row)
-- and then waits only for these claims of the deleted jobs, until each is released or its deadline passes.
--
-- Rewritten (issue 30, bench:migrations at 1M customers) without changing what it leaves: the first
-- version looked each job's recipient up with a scan of users and clientes per job (~5 s a job at 1M
-- customers), all in the schema transaction, holding every updated job row for the whole run (a
-- queue write waited 19.7 s at 20k customers with 30 such jobs). Now outside the schema transaction:
-- each address is looked up once, in one pass over users and clientes, and the jobs are updated in
-- batches of 500, each committed on its own. Databases that applied the first version keep it
-- (migrator.ts, REESCRITAS). Every statement can run again after a crash.
CREATE TABLE IF NOT EXISTS "envios_em_curso" (
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
  feitos int;
  tabelas text[] := '{}';
BEGIN
  IF to_regclass('pgboss.job') IS NULL THEN RETURN; END IF;
  FOR tabela IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'pgboss' AND c.column_name IN ('id', 'name', 'data', 'output') AND t.table_type = 'BASE TABLE'
     GROUP BY c.table_name HAVING count(*) = 4
  LOOP
    tabelas := tabelas || ('pgboss.' || quote_ident(tabela.table_name));
  END LOOP;

  -- The addresses still without owner, then the people of each (one pass over users and clientes).
  DROP TABLE IF EXISTS pg_temp.sem_dono_enderecos, pg_temp.sem_dono_usuarios, pg_temp.sem_dono_faturas,
    pg_temp.sem_dono_donos;
  CREATE TEMP TABLE sem_dono_enderecos (t text PRIMARY KEY);
  FOR i IN 1..coalesce(array_length(tabelas, 1), 0) LOOP
    EXECUTE format($sql$
      INSERT INTO sem_dono_enderecos SELECT DISTINCT lower(j.data->>'to') FROM %s j
       WHERE j.name = 'mail' AND j.data ? 'to' AND NOT j.data ? 'owner' ON CONFLICT DO NOTHING$sql$, tabelas[i]);
  END LOOP;
  CREATE TEMP TABLE sem_dono_usuarios AS
    SELECT e.t, u.id, u.cliente_id FROM users u JOIN sem_dono_enderecos e ON lower(u.email) = e.t;
  CREATE TEMP TABLE sem_dono_faturas AS
    SELECT e.t, k.id FROM clientes k JOIN sem_dono_enderecos e ON lower(k.email_faturamento) = e.t;
  CREATE TEMP TABLE sem_dono_donos AS
    SELECT e.t, CASE
      WHEN NOT EXISTS (SELECT 1 FROM sem_dono_usuarios u WHERE u.t = e.t AND u.cliente_id IS NULL)
       AND (SELECT count(*) FROM sem_dono_usuarios u WHERE u.t = e.t AND u.cliente_id IS NOT NULL) = 1
       AND NOT EXISTS (SELECT 1 FROM sem_dono_faturas k JOIN sem_dono_usuarios u ON u.t = k.t
                        WHERE k.t = e.t AND k.id <> u.cliente_id)
        THEN (SELECT jsonb_build_object('userId', u.id, 'clienteId', u.cliente_id) FROM sem_dono_usuarios u
               WHERE u.t = e.t AND u.cliente_id IS NOT NULL)
      WHEN NOT EXISTS (SELECT 1 FROM sem_dono_usuarios u WHERE u.t = e.t)
       AND (SELECT count(*) FROM sem_dono_faturas k WHERE k.t = e.t) = 1
        THEN (SELECT jsonb_build_object('clienteId', k.id) FROM sem_dono_faturas k WHERE k.t = e.t)
    END AS dono
    FROM sem_dono_enderecos e;
  DELETE FROM sem_dono_donos WHERE dono IS NULL;
  COMMIT;

  -- The jobs, 500 per transaction: a row is held only for its batch's few milliseconds.
  FOR i IN 1..coalesce(array_length(tabelas, 1), 0) LOOP
    LOOP
      EXECUTE format($sql$
        UPDATE %1$s j SET data = j.data || jsonb_build_object('owner', d.dono)
          FROM sem_dono_donos d
         WHERE lower(j.data->>'to') = d.t AND j.name = 'mail' AND NOT j.data ? 'owner'
           AND j.id IN (SELECT s.id FROM %1$s s JOIN sem_dono_donos sd ON lower(s.data->>'to') = sd.t
                         WHERE s.name = 'mail' AND s.data ? 'to' AND NOT s.data ? 'owner' LIMIT 500)$sql$, tabelas[i]);
      GET DIAGNOSTICS feitos = ROW_COUNT;
      COMMIT;
      EXIT WHEN feitos = 0;
    END LOOP;
  END LOOP;
  DROP TABLE sem_dono_enderecos, sem_dono_usuarios, sem_dono_faturas, sem_dono_donos;
END $$;
