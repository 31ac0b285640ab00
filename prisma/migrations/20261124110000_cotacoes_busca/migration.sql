-- Measured with `npm run bench` at the default size (1M customers, 300k quotations), issue 14.

-- Customer suggestions (name prefix, active only, top 10): through the trigram index a common prefix
-- ('con') fetched and sorted every name holding its trigrams, 160 ms (1.8 s on a loaded machine). A
-- btree over the same text in the "C" collation serves both the prefix range and the order, and
-- stops after 10 rows: 4 ms on the same loaded machine. (text_pattern_ops serves the range but not
-- ORDER BY, so the planner kept the trigram index and the sort.)
CREATE INDEX "clientes_busca_prefixo_idx" ON "clientes_busca" (("busca" COLLATE "C"), "id") WHERE "status";

-- Quotation search by customer name: matching customers first (59k for 'con') and then their
-- quotations cost 770 ms. The quotation carries its customer's searchable text instead, kept by two
-- triggers (a quotation's customer set or changed; a customer renamed), under its own trigram index.
ALTER TABLE "cotacoes" ADD COLUMN "cliente_busca" TEXT NOT NULL DEFAULT '';
UPDATE "cotacoes" c SET "cliente_busca" = k."busca" FROM "clientes" k WHERE k."id" = c."cliente_id";
CREATE INDEX "cotacoes_cliente_busca_trgm_idx" ON "cotacoes" USING GIN ("cliente_busca" gin_trgm_ops)
    WITH (gin_pending_list_limit = 256);

CREATE FUNCTION "cotacoes_cliente_busca"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.cliente_busca := coalesce((SELECT busca FROM clientes WHERE id = NEW.cliente_id), '');
  RETURN NEW;
END $$;
CREATE TRIGGER "cotacoes_cliente_busca" BEFORE INSERT OR UPDATE OF "cliente_id" ON "cotacoes"
    FOR EACH ROW EXECUTE FUNCTION cotacoes_cliente_busca();

-- One set operation per statement; an edit that leaves the name alone writes nothing.
CREATE FUNCTION "cotacoes_cliente_renomeado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cotacoes c SET cliente_busca = n.busca
    FROM novas n JOIN antigas a ON a.id = n.id
   WHERE c.cliente_id = n.id AND n.busca IS DISTINCT FROM a.busca;
  RETURN NULL;
END $$;
CREATE TRIGGER "cotacoes_cliente_renomeado" AFTER UPDATE ON "clientes"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_cliente_renomeado();
