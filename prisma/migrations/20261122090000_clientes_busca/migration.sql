-- The customer name search at a million rows, measured with `npm run bench` (2 cores).
--
-- A 3-letter name filter ('con') matches ~59k customers, all of which must be read to count them and
-- to find the first page by nome. Through clientes_busca_trgm_idx that read 26,843 pages of the wide
-- clientes table (every address column rides along): 66 ms per search. This narrow copy holds only
-- what that search reads (id, tipo_pessoa, status, nome, busca): 11,457 pages, 40 ms. It is kept by
-- statement-level triggers (one set operation per statement, so bulk loads stay fast) and is read
-- only by searches whose filters it covers; every other search still reads clientes.
CREATE TABLE "clientes_busca" (
    "id" INTEGER NOT NULL,
    "tipo_pessoa" VARCHAR(2) NOT NULL,
    "status" BOOLEAN NOT NULL,
    "nome" VARCHAR(255) NOT NULL,
    "busca" TEXT NOT NULL,
    CONSTRAINT "clientes_busca_pkey" PRIMARY KEY ("id")
);
INSERT INTO "clientes_busca" ("id", "tipo_pessoa", "status", "nome", "busca")
SELECT "id", "tipo_pessoa", "status", "nome", "busca" FROM "clientes";

-- Single-row writes go to GIN's pending list, which every search scans in full: at the default 4 MB
-- limit that list held ~6,800 entries and cost 4 ms per search. 256 kB keeps writes batched and the
-- scan short. Same for the wide table's index, which the other searches still use.
CREATE INDEX "clientes_busca_nome_trgm_idx" ON "clientes_busca" USING GIN ("busca" gin_trgm_ops)
    WITH (gin_pending_list_limit = 256);
ALTER INDEX "clientes_busca_trgm_idx" SET (gin_pending_list_limit = 256);

CREATE FUNCTION "clientes_busca_sincroniza"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE clientes_busca;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM clientes_busca b USING antigas a WHERE b.id = a.id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO clientes_busca (id, tipo_pessoa, status, nome, busca)
    SELECT id, tipo_pessoa, status, nome, busca FROM novas;
  ELSE
    -- ids never change here, but if one did its old row must not linger.
    DELETE FROM clientes_busca b USING antigas a
     WHERE b.id = a.id AND NOT EXISTS (SELECT 1 FROM novas n WHERE n.id = a.id);
    -- An edit that leaves these columns alone (address, e-mail) writes nothing here.
    INSERT INTO clientes_busca (id, tipo_pessoa, status, nome, busca)
    SELECT id, tipo_pessoa, status, nome, busca FROM novas
        ON CONFLICT (id) DO UPDATE
       SET tipo_pessoa = EXCLUDED.tipo_pessoa, status = EXCLUDED.status, nome = EXCLUDED.nome, busca = EXCLUDED.busca
     WHERE (clientes_busca.tipo_pessoa, clientes_busca.status, clientes_busca.nome, clientes_busca.busca)
           IS DISTINCT FROM (EXCLUDED.tipo_pessoa, EXCLUDED.status, EXCLUDED.nome, EXCLUDED.busca);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "clientes_busca_insert" AFTER INSERT ON "clientes"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION clientes_busca_sincroniza();
CREATE TRIGGER "clientes_busca_update" AFTER UPDATE ON "clientes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION clientes_busca_sincroniza();
CREATE TRIGGER "clientes_busca_delete" AFTER DELETE ON "clientes"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION clientes_busca_sincroniza();
CREATE TRIGGER "clientes_busca_truncate" AFTER TRUNCATE ON "clientes"
    FOR EACH STATEMENT EXECUTE FUNCTION clientes_busca_sincroniza();
