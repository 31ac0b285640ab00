-- Customer search at a million rows (figures from `npm run bench`, 2 cores).

-- 1. The nome filter compared unaccent(nome || razao_social) per candidate row when rechecking the
--    trigram index: 200 ms for a common 3-letter term. A stored, lower-cased, unaccented copy makes
--    the recheck a plain LIKE (70 ms). Generated, so it can never disagree with nome/razao_social.
ALTER TABLE "clientes" ADD COLUMN "busca" TEXT
    GENERATED ALWAYS AS (lower(immutable_unaccent("nome"::text || ' ' || coalesce("razao_social", '')))) STORED;
CREATE INDEX "clientes_busca_trgm_idx" ON "clientes" USING GIN ("busca" gin_trgm_ops);
DROP INDEX "clientes_nome_busca_trgm_idx";

-- 2. The default search (status only, maybe tipo_pessoa) counted ~920k rows on every page (45-100 ms).
--    These totals are kept by statement-level triggers (one aggregate per statement, so bulk loads
--    stay fast), and the search reads them instead.
CREATE TABLE "clientes_contagem" (
    "tipo_pessoa" VARCHAR(2) NOT NULL,
    "status" BOOLEAN NOT NULL,
    "total" BIGINT NOT NULL,
    CONSTRAINT "clientes_contagem_pkey" PRIMARY KEY ("tipo_pessoa", "status")
);
INSERT INTO "clientes_contagem" ("tipo_pessoa", "status", "total")
SELECT t, s, 0 FROM (VALUES ('pf'), ('pj')) AS tipos(t), (VALUES (true), (false)) AS estados(s);
UPDATE "clientes_contagem" k SET "total" = c.n
  FROM (SELECT "tipo_pessoa", "status", count(*) AS n FROM "clientes" GROUP BY 1, 2) c
 WHERE k."tipo_pessoa" = c."tipo_pessoa" AND k."status" = c."status";

CREATE FUNCTION "clientes_contagem_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE clientes_contagem k SET total = k.total + n.n
      FROM (SELECT tipo_pessoa, status, count(*) AS n FROM novas GROUP BY 1, 2) n
     WHERE k.tipo_pessoa = n.tipo_pessoa AND k.status = n.status;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE clientes_contagem k SET total = k.total - v.n
      FROM (SELECT tipo_pessoa, status, count(*) AS n FROM antigas GROUP BY 1, 2) v
     WHERE k.tipo_pessoa = v.tipo_pessoa AND k.status = v.status;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "clientes_contagem_insert" AFTER INSERT ON "clientes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION clientes_contagem_ajusta();
CREATE TRIGGER "clientes_contagem_update" AFTER UPDATE ON "clientes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION clientes_contagem_ajusta();
CREATE TRIGGER "clientes_contagem_delete" AFTER DELETE ON "clientes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION clientes_contagem_ajusta();

-- 3. Paging the customer search by nome or cidade walked the plain b-tree and fetched every skipped
--    row from the table: OFFSET 100000 took ~500 ms at a million customers. Indexes on (sort key, id)
--    that also carry status let the page's ids come from an index-only scan (~18 ms), and id is the
--    search's tie-breaker, so no extra sort step either. They replace the single-column ones.
CREATE INDEX "clientes_nome_id_idx" ON "clientes" ("nome", "id") INCLUDE ("status");
CREATE INDEX "clientes_cidade_id_idx" ON "clientes" ("cidade", "id") INCLUDE ("status");
DROP INDEX "clientes_nome_idx";
DROP INDEX "clientes_cidade_idx";

-- 4. City + UF filtered by the cidade trigram index and then dropped the other states' rows (111 ms
--    for 'CAXIAS' in MA); btree_gin puts uf in the same index (26 ms).
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX "clientes_uf_cidade_trgm_idx" ON "clientes" USING GIN ("uf", "cidade" gin_trgm_ops);
