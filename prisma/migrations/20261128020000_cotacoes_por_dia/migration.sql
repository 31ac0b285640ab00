-- Issue 30. The staff quotation search by status and period (`status=enviada&criadaDe=..&criadaAte=..`)
-- counted its total index-only over (status, criado_em, id): ~100k entries for the most common status
-- over 60 days at the default bench size. Its total now sums one row per status and Brasília day
-- (the filter's own unit: criadaDe/criadaAte are whole days in America/Sao_Paulo), like the customer
-- search's clientes_contagem (docs/decisoes/0002).
--
-- Kept by statement-level triggers (one aggregate per statement) that touch a counter row only for a
-- non-zero net change: an edit that keeps status and criado_em takes no counter lock.
--
-- One transaction on purpose: the triggers exist from the instant the backfill counts, so no write is
-- counted twice or missed. Writes to cotacoes wait for that count (CREATE TRIGGER's lock), reads do not:
-- ~0.1 s at 100k quotations, measured with `npm run bench:migrations` (see the issue's note).
CREATE TABLE "cotacoes_por_dia" (
    "status" VARCHAR(12) NOT NULL,
    "dia" DATE NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "cotacoes_por_dia_pkey" PRIMARY KEY ("status", "dia")
);

-- Rows are applied in key order so two statements never take the same counter rows in opposite order.
-- The changed rows come from the transition tables this operation has (dynamic SQL: a statement naming
-- a transition table the trigger lacks would not compile).
CREATE FUNCTION "cotacoes_por_dia_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "cotacoes_por_dia_insert" AFTER INSERT ON "cotacoes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();
CREATE TRIGGER "cotacoes_por_dia_update" AFTER UPDATE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();
CREATE TRIGGER "cotacoes_por_dia_delete" AFTER DELETE ON "cotacoes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();
CREATE TRIGGER "cotacoes_por_dia_truncate" AFTER TRUNCATE ON "cotacoes"
    FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_por_dia_ajusta();

-- The rows already there (the triggers above hold writes back until this transaction commits).
INSERT INTO "cotacoes_por_dia" ("status", "dia", "total")
SELECT "status", ("criado_em" AT TIME ZONE 'America/Sao_Paulo')::date, count(*)::int FROM "cotacoes" GROUP BY 1, 2;
