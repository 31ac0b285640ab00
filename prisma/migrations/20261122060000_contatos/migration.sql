-- Issue 9: Fale conosco messages, and the dashboard's new-customers-per-month series.

-- 1. Messages sent through /fale-conosco (also e-mailed to CONTACT_EMAIL); a future Leads report
--    lists them newest first, hence the index on criado_em.
CREATE TABLE "contatos" (
    "id" SERIAL NOT NULL,
    "nome" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "telefone" VARCHAR(11),
    "mensagem" VARCHAR(2000) NOT NULL,
    "ip" VARCHAR(100),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contatos_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "contatos_criado_em_idx" ON "contatos"("criado_em");

-- 2. The dashboard shows new customers per month over the last 12 months and must answer in under
--    50 ms with a million customers. The demo data spreads customers over 3 years, so a year holds
--    ~330k rows: even an index-only scan on criado_em counts them in 60-100 ms. These per-month
--    totals (month in Brasília time, 'YYYY-MM') are kept by statement triggers like
--    clientes_contagem, so the dashboard reads at most 12 rows.
CREATE TABLE "clientes_por_mes" (
    "mes" CHAR(7) NOT NULL,
    "total" BIGINT NOT NULL,
    CONSTRAINT "clientes_por_mes_pkey" PRIMARY KEY ("mes")
);
INSERT INTO "clientes_por_mes" ("mes", "total")
SELECT to_char("criado_em" AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), count(*) FROM "clientes" GROUP BY 1;

CREATE FUNCTION "clientes_por_mes_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clientes_por_mes AS k (mes, total)
    SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), count(*) FROM novas GROUP BY 1
        ON CONFLICT (mes) DO UPDATE SET total = k.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE clientes_por_mes k SET total = k.total - v.n
      FROM (SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes, count(*) AS n
              FROM antigas GROUP BY 1) v
     WHERE k.mes = v.mes;
  ELSE
    -- Only rows whose criado_em changed move between months; ordinary edits touch nothing here,
    -- so concurrent customer updates never queue on this month's row.
    INSERT INTO clientes_por_mes AS k (mes, total)
    SELECT to_char(n.criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), count(*)
      FROM novas n JOIN antigas o ON o.id = n.id WHERE o.criado_em IS DISTINCT FROM n.criado_em GROUP BY 1
        ON CONFLICT (mes) DO UPDATE SET total = k.total + excluded.total;
    UPDATE clientes_por_mes k SET total = k.total - v.n
      FROM (SELECT to_char(o.criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes, count(*) AS n
              FROM antigas o JOIN novas n ON n.id = o.id WHERE o.criado_em IS DISTINCT FROM n.criado_em GROUP BY 1) v
     WHERE k.mes = v.mes;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "clientes_por_mes_insert" AFTER INSERT ON "clientes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION clientes_por_mes_ajusta();
CREATE TRIGGER "clientes_por_mes_update" AFTER UPDATE ON "clientes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION clientes_por_mes_ajusta();
CREATE TRIGGER "clientes_por_mes_delete" AFTER DELETE ON "clientes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION clientes_por_mes_ajusta();
