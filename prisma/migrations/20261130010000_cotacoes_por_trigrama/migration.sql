-- portal: sem-transacao
-- Issue 30. The staff quotation search by customer name alone (`GET /api/Cotacoes?cliente=con`) sums
-- its total over cotacoes_por_nome: for 'con' at the default 1M customers 5,580 of 105,414 names, each
-- rechecked by LIKE (~17 ms of 32 under EXPLAIN ANALYZE), 198 answers/s at c=32 (target > 300/s). A
-- term of exactly 3 characters once normalised (the most common and the most expensive) matches a
-- name if and only if those 3 characters are in it: the quotations per 3-character piece give its
-- total in one row (cotacoes-search-shortcuts.ts). Longer terms keep the sum per name.
--
-- The pieces are the raw 3-character substrings of cliente_busca (already lower-case and unaccented),
-- spaces and punctuation included, each counted once per quotation: not pg_trgm's show_trgm, which
-- pads words with spaces and drops punctuation. A piece whose quotations all left keeps a zero row
-- (as cotacoes_por_dia's days): it is read by key only.
--
-- Kept by cotacoes_por_nome's statement triggers (docs/decisoes/0002): its function now applies each
-- name's net change to the name and to the name's pieces, in key order, only for a non-zero change.
--
-- Expand without a long lock (docs/arquitetura.md), outside the schema transaction: the table and the
-- function first, then a SHARE lock that only waits for the writes in flight (they may have run the
-- previous function), then the pieces of the existing names counted in one snapshot and added in
-- batches committed one by one. Every statement can run again after a crash.
CREATE TABLE IF NOT EXISTS "cotacoes_por_trigrama" (
    "trigrama" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "cotacoes_por_trigrama_pkey" PRIMARY KEY ("trigrama")
);

-- The distinct 3-character substrings of a text (none when it is shorter).
CREATE OR REPLACE FUNCTION "trigramas"(texto text) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT DISTINCT substr(texto, i, 3) FROM generate_series(1, length(texto) - 2) AS i $$;

-- As in 20261126050000, plus the pieces: one net change per name (an edit that keeps the name
-- touches no piece), then per piece.
CREATE OR REPLACE FUNCTION "cotacoes_por_nome_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fonte text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE cotacoes_por_nome, cotacoes_por_trigrama;
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
  EXECUTE format($sql$
    INSERT INTO cotacoes_por_trigrama AS t (trigrama, total)
    SELECT g.trigrama, sum(m.n)::int
      FROM (SELECT cliente_busca, sum(n) AS n FROM (%s) AS f GROUP BY 1 HAVING sum(n) <> 0) AS m
           CROSS JOIN LATERAL trigramas(m.cliente_busca) AS g(trigrama)
     GROUP BY 1 HAVING sum(m.n) <> 0 ORDER BY 1
        ON CONFLICT (trigrama) DO UPDATE SET total = t.total + EXCLUDED.total$sql$, fonte);
  RETURN NULL;
END $$;

-- A write that began before the function above may still commit with the previous one (no pieces):
-- SHARE waits for the writes in flight on cotacoes, so every later snapshot sees each write either
-- done before (counted below) or kept by the new function. Reads go on; new writes wait only as long as
-- the writes in flight take.
DO $$ BEGIN LOCK TABLE "cotacoes" IN SHARE MODE; END $$;

-- The pieces of the names already there. As in 20261126050000: in one snapshot, each piece's count
-- (summed from cotacoes_por_nome, which holds the same quotations as cotacoes) minus what that
-- snapshot sees in its counter; each difference is then added to the counter's latest value, which
-- holds the changes that snapshot did not see. The differences are fixed, so they are added in batches
-- of 500 pieces, each committed on its own (a batch that meets a deadlock with a writer runs again). A
-- re-run after a crash counts again: the batches already committed are in the counters.
DO $$
DECLARE
  vez int;
  ultimo int;
BEGIN
  DROP TABLE IF EXISTS pg_temp.trigramas_faltando;
  CREATE TEMP TABLE trigramas_faltando AS
  SELECT trigrama, n, ((row_number() OVER (ORDER BY trigrama)) / 500)::int AS lote
    FROM (SELECT trigrama, coalesce(c.n, 0) - coalesce(v.total, 0) AS n
            FROM (SELECT g.trigrama, sum(t.total)::int AS n
                    FROM cotacoes_por_nome t CROSS JOIN LATERAL trigramas(t.cliente_busca) AS g(trigrama)
                   GROUP BY 1) c
                 FULL JOIN cotacoes_por_trigrama v USING (trigrama)) d
   WHERE n <> 0;
  COMMIT;
  SELECT max(f.lote) INTO ultimo FROM trigramas_faltando f;
  FOR vez IN 0..coalesce(ultimo, -1) LOOP
    LOOP
      BEGIN
        INSERT INTO cotacoes_por_trigrama AS t (trigrama, total)
        SELECT f.trigrama, f.n FROM trigramas_faltando f WHERE f.lote = vez ORDER BY 1
            ON CONFLICT (trigrama) DO UPDATE SET total = t.total + EXCLUDED.total;
        EXIT;
      EXCEPTION WHEN deadlock_detected THEN
        -- The batch was rolled back whole: nothing of it is in the counters, so it runs again.
      END;
    END LOOP;
    COMMIT;
  END LOOP;
  DROP TABLE trigramas_faltando;
END $$;

ANALYZE "cotacoes_por_trigrama";
