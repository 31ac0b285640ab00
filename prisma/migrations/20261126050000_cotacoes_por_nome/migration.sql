-- portal: sem-transacao
-- Issue 30. The staff quotation search by customer name alone (`GET /api/Cotacoes?cliente=con`, the
-- bench's common term) counted its total by gathering every match through the trigram index and
-- rechecking each on the heap: 5,612 quotations for 'con' at 300k customers (~19k at the default 1M),
-- 11.6 ms of SQL on a quiet machine, growing with the matches. Its total now sums one row per distinct
-- customer text (cotacoes.cliente_busca): 49,942 names for 94,463 quotations, 2,295 of them for 'con'.
-- The sum over the names that match is the count of the quotations that match, exactly: a quotation
-- matches if and only if its cliente_busca does (cotacoes-search-shortcuts.ts, docs/desempenho).
--
-- Kept like cotacoes_por_dia (docs/decisoes/0002): statement-level triggers apply one net change per
-- name, in key order, and only for a non-zero change (an edit that keeps the name takes no lock); a
-- name whose last quotation left is deleted, so the trigram scan reads only names in use.
--
-- Expand without a long lock (docs/arquitetura.md), outside the schema transaction: the triggers first
-- (CREATE TRIGGER waits only for the writes in flight), then the existing rows counted in 16 batches
-- of names, each in one snapshot and committed on its own, then the index CONCURRENTLY. Every
-- statement can run again after a crash (the count adds only what a name is missing).
CREATE TABLE IF NOT EXISTS "cotacoes_por_nome" (
    "cliente_busca" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "cotacoes_por_nome_pkey" PRIMARY KEY ("cliente_busca")
);

-- A name whose counter reaches zero is deleted in a second statement (a data-modifying CTE cannot see
-- the row its sibling just updated).
CREATE OR REPLACE FUNCTION "cotacoes_por_nome_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fonte text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE cotacoes_por_nome;
    RETURN NULL;
  END IF;
  -- Dynamic SQL as in cotacoes_por_dia_ajusta: a statement naming a transition table the trigger
  -- lacks would not compile.
  fonte := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT cliente_busca, 1 AS n FROM novas'
    WHEN 'DELETE' THEN 'SELECT cliente_busca, -1 AS n FROM antigas'
    ELSE 'SELECT cliente_busca, 1 AS n FROM novas UNION ALL SELECT cliente_busca, -1 FROM antigas'
  END;
  EXECUTE format($sql$
    INSERT INTO cotacoes_por_nome AS t (cliente_busca, total)
    SELECT cliente_busca, sum(n)::int FROM (%s) AS m GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
        ON CONFLICT (cliente_busca) DO UPDATE SET total = t.total + EXCLUDED.total$sql$, fonte);
  EXECUTE format($sql$
    DELETE FROM cotacoes_por_nome t
     WHERE t.total = 0 AND t.cliente_busca IN (SELECT cliente_busca FROM (%s) AS m)$sql$, fonte);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "cotacoes_por_nome_insert" AFTER INSERT ON "cotacoes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_nome_ajusta();
CREATE OR REPLACE TRIGGER "cotacoes_por_nome_update" AFTER UPDATE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_nome_ajusta();
CREATE OR REPLACE TRIGGER "cotacoes_por_nome_delete" AFTER DELETE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_nome_ajusta();
CREATE OR REPLACE TRIGGER "cotacoes_por_nome_truncate" AFTER TRUNCATE ON "cotacoes"
    FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_nome_ajusta();

-- The rows already there, one batch of names (by hash) per transaction, while writes go on. As in
-- cotacoes_por_dia: the counters already hold the triggers' changes, and those of transactions this
-- snapshot sees are in its count too, so each name gets count - (what this snapshot sees in its
-- counter), added to the counter's latest value: the snapshot's count plus only the changes it did not
-- see. A name already right gets nothing, so a re-run after a crash is harmless.
DO $$
DECLARE
  lote int;
BEGIN
  FOR lote IN 0..15 LOOP
    INSERT INTO cotacoes_por_nome AS t (cliente_busca, total)
    SELECT cliente_busca, coalesce(c.n, 0) - coalesce(v.total, 0)
      FROM (SELECT cliente_busca, count(*)::int AS n FROM cotacoes
             WHERE hashtext(cliente_busca) & 15 = lote GROUP BY 1) c
           FULL JOIN (SELECT cliente_busca, total FROM cotacoes_por_nome
                       WHERE hashtext(cliente_busca) & 15 = lote) v USING (cliente_busca)
     WHERE coalesce(c.n, 0) <> coalesce(v.total, 0)
     ORDER BY 1
        ON CONFLICT (cliente_busca) DO UPDATE SET total = t.total + EXCLUDED.total;
    DELETE FROM cotacoes_por_nome WHERE hashtext(cliente_busca) & 15 = lote AND total = 0;
    COMMIT;
  END LOOP;
END $$;

-- Single-row writes go to GIN's pending list, which every search scans: 256 kB as the other trigram
-- indexes of the searches (docs/decisoes/0001).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "cotacoes_por_nome_trgm_idx" ON "cotacoes_por_nome"
    USING GIN ("cliente_busca" gin_trgm_ops) WITH (gin_pending_list_limit = 256);

ANALYZE "cotacoes_por_nome";
