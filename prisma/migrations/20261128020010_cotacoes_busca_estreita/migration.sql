-- portal: sem-transacao
-- Issue 30. The staff quotation search by customer name (`cliente=con`, sorted by criado_em) gathers
-- every match through the trigram index on cotacoes.cliente_busca (~19k quotations for 'con' at the
-- default bench size), counts them and sorts their ids: each match was a visit to the wide cotacoes
-- heap (terms, payment, thirty columns). This narrow copy holds only what that search reads (id,
-- cliente_busca, status, criado_em), as clientes_busca does for the customer search (docs/decisoes/0001).
-- The search reads it only when the copy covers every filter and the sort; anything else reads cotacoes.
--
-- Expand/contract (docs/arquitetura.md): a new table, the triggers first (every write from then on
-- reaches the copy), a backfill in id batches that commits after each, then the index CONCURRENTLY.
-- Every statement can run again after a crash.
CREATE TABLE IF NOT EXISTS "cotacoes_busca" (
    "id" INTEGER NOT NULL,
    "cliente_busca" TEXT NOT NULL,
    "status" VARCHAR(12) NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "cotacoes_busca_pkey" PRIMARY KEY ("id")
);

-- One set operation per statement; an update that leaves these columns alone writes nothing. Upserts,
-- so an update of a row the backfill has not reached yet copies it.
CREATE OR REPLACE FUNCTION "cotacoes_busca_sincroniza"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE cotacoes_busca;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM cotacoes_busca b USING antigas a WHERE b.id = a.id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO cotacoes_busca (id, cliente_busca, status, criado_em)
    SELECT id, cliente_busca, status, criado_em FROM novas ORDER BY id;
  ELSE
    -- ids never change here, but if one did its old row must not linger.
    DELETE FROM cotacoes_busca b USING antigas a
     WHERE b.id = a.id AND NOT EXISTS (SELECT 1 FROM novas n WHERE n.id = a.id);
    INSERT INTO cotacoes_busca AS b (id, cliente_busca, status, criado_em)
    SELECT n.id, n.cliente_busca, n.status, n.criado_em FROM novas n JOIN antigas a ON a.id = n.id
     WHERE (n.cliente_busca, n.status, n.criado_em) IS DISTINCT FROM (a.cliente_busca, a.status, a.criado_em)
     ORDER BY n.id
        ON CONFLICT (id) DO UPDATE
       SET cliente_busca = EXCLUDED.cliente_busca, status = EXCLUDED.status, criado_em = EXCLUDED.criado_em;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "cotacoes_busca_insert" AFTER INSERT ON "cotacoes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_busca_sincroniza();
CREATE OR REPLACE TRIGGER "cotacoes_busca_update" AFTER UPDATE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_busca_sincroniza();
CREATE OR REPLACE TRIGGER "cotacoes_busca_delete" AFTER DELETE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_busca_sincroniza();
CREATE OR REPLACE TRIGGER "cotacoes_busca_truncate" AFTER TRUNCATE ON "cotacoes"
    FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_busca_sincroniza();

-- The rows already there, 5,000 ids per transaction. FOR SHARE copies each row's latest committed
-- version and holds a delete or an edit of it back until the batch commits (a few ms), so no stale copy
-- and no copy of a deleted row; SKIP LOCKED passes over a row a write holds right now instead of
-- waiting for it, and the passes repeat until no row is missing (the write's own trigger may have copied
-- it meanwhile; DO NOTHING keeps that).
DO $$
DECLARE
  lo int;
  faltam boolean := true;
BEGIN
  WHILE faltam LOOP
    FOR lo IN SELECT generate_series(coalesce(min(id), 1), coalesce(max(id), 0), 5000) FROM cotacoes LOOP
      INSERT INTO cotacoes_busca (id, cliente_busca, status, criado_em)
      SELECT c.id, c.cliente_busca, c.status, c.criado_em FROM cotacoes c
       WHERE c.id BETWEEN lo AND lo + 4999
         AND NOT EXISTS (SELECT 1 FROM cotacoes_busca b WHERE b.id = c.id)
       ORDER BY c.id
         FOR SHARE OF c SKIP LOCKED
          ON CONFLICT (id) DO NOTHING;
      COMMIT;
    END LOOP;
    faltam := EXISTS (SELECT 1 FROM cotacoes c WHERE NOT EXISTS (SELECT 1 FROM cotacoes_busca b WHERE b.id = c.id));
    IF faltam THEN PERFORM pg_sleep(0.05); END IF;
  END LOOP;
END $$;

-- Single-row writes go to GIN's pending list, which every search scans: 256 kB as the other trigram
-- indexes of the searches (docs/decisoes/0001).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "cotacoes_busca_cliente_trgm_idx" ON "cotacoes_busca"
    USING GIN ("cliente_busca" gin_trgm_ops) WITH (gin_pending_list_limit = 256);

ANALYZE "cotacoes_busca";
