-- portal: sem-transacao
-- Issue 30. The staff quotation search by status and period (`status=enviada&criadaDe=..&criadaAte=..`)
-- counted its total index-only over (status, criado_em, id): ~100k entries for the most common status
-- over 60 days at the default bench size. Its total now sums one row per status and Brasília day
-- (the filter's own unit: criadaDe/criadaAte are whole days in America/Sao_Paulo), like the customer
-- search's clientes_contagem (docs/decisoes/0002).
--
-- Kept by statement-level triggers (one aggregate per statement) that touch a counter row only for a
-- non-zero net change: an edit that keeps status and criado_em takes no counter lock.
--
-- Expand without a long lock (docs/arquitetura.md): outside the schema transaction, the triggers
-- first (CREATE TRIGGER waits only for the writes in flight), then the existing rows are counted
-- while writes go on (see the last statement). Every statement can run again after a crash.
CREATE TABLE IF NOT EXISTS "cotacoes_por_dia" (
    "status" VARCHAR(12) NOT NULL,
    "dia" DATE NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "cotacoes_por_dia_pkey" PRIMARY KEY ("status", "dia")
);

-- Rows are applied in key order so two statements never take the same counter rows in opposite order.
-- The changed rows come from the transition tables this operation has (dynamic SQL: a statement naming
-- a transition table the trigger lacks would not compile).
CREATE OR REPLACE FUNCTION "cotacoes_por_dia_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE cotacoes_por_dia;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO cotacoes_por_dia AS t (status, dia, total)
    SELECT status, (criado_em AT TIME ZONE 'America/Sao_Paulo')::date, sum(n)::int
      FROM (%s) AS mudancas GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
        ON CONFLICT (status, dia) DO UPDATE SET total = t.total + EXCLUDED.total$sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT status, criado_em, 1 AS n FROM novas'
      WHEN 'DELETE' THEN 'SELECT status, criado_em, -1 AS n FROM antigas'
      ELSE 'SELECT status, criado_em, 1 AS n FROM novas UNION ALL SELECT status, criado_em, -1 FROM antigas'
    END);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "cotacoes_por_dia_insert" AFTER INSERT ON "cotacoes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();
CREATE OR REPLACE TRIGGER "cotacoes_por_dia_update" AFTER UPDATE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();
CREATE OR REPLACE TRIGGER "cotacoes_por_dia_delete" AFTER DELETE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();
CREATE OR REPLACE TRIGGER "cotacoes_por_dia_truncate" AFTER TRUNCATE ON "cotacoes"
    FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();

-- The rows already there, counted in one statement (one snapshot) while writes go on. The counters
-- already hold the triggers' changes; those of transactions this snapshot sees are in its count too, so
-- each day gets count - (what this snapshot sees in the counter), added to the counter's latest value:
-- the result is the snapshot's count plus only the changes it did not see. Done once: the table's
-- comment, set in the same transaction, says so.
DO $$
BEGIN
  IF obj_description('cotacoes_por_dia'::regclass, 'pg_class') IS DISTINCT FROM 'contagem inicial feita' THEN
    INSERT INTO cotacoes_por_dia AS t (status, dia, total)
    SELECT status, dia, coalesce(c.n, 0) - coalesce(v.total, 0)
      FROM (SELECT status, (criado_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, count(*)::int AS n
              FROM cotacoes GROUP BY 1, 2) c
           FULL JOIN (SELECT status, dia, total FROM cotacoes_por_dia) v USING (status, dia)
     WHERE coalesce(c.n, 0) <> coalesce(v.total, 0)
     ORDER BY 1, 2
        ON CONFLICT (status, dia) DO UPDATE SET total = t.total + EXCLUDED.total;
    COMMENT ON TABLE cotacoes_por_dia IS 'contagem inicial feita';
  END IF;
END $$;
