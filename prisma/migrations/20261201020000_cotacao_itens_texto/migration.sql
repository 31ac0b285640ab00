-- portal: sem-transacao
-- Issue 30. GET /api/Cotacoes/{id} built its lines' JSON text in PostgreSQL on every read: row_to_json
-- of 50 lines was ~250-300 µs of the backend's ~500 µs per read (docs/desempenho/README.md). The text
-- now is kept, one row per quotation, by statement-level triggers on cotacao_itens (a line changes
-- only there), and the read takes it as it is; a quotation without a row (none yet, or before the
-- backfill below reached it) is built as before by the same function (cotacao-detalhe.ts).
--
-- Numbers through trim_scale (numeric's own text without trailing zeros), not float8: the text must
-- not depend on the writer session's extra_float_digits. For these columns (at most 14 digits, none
-- below 0.001) it is what JSON.stringify writes of the number (cotacao-detalhe-texto.e2e-spec.ts).
--
-- Expand without a long lock (docs/arquitetura.md), outside the schema transaction: table, function
-- and triggers first (CREATE TRIGGER waits only for the writes in flight), then the quotations already
-- there in batches of ids, each committed on its own; a quotation the triggers already wrote is left
-- as they wrote it. Every statement can run again after a crash.
CREATE TABLE IF NOT EXISTS "cotacao_itens_texto" (
    "cotacao_id" INTEGER NOT NULL,
    "itens" TEXT NOT NULL,
    "tipos" TEXT NOT NULL,
    CONSTRAINT "cotacao_itens_texto_pkey" PRIMARY KEY ("cotacao_id"),
    CONSTRAINT "cotacao_itens_texto_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- The lines as the answer writes them (each line's columns are its JSON keys, in position order, joined
-- with a bare comma as JSON.stringify joins them) and the distinct product types as a JSON array,
-- checked in Node.
CREATE OR REPLACE FUNCTION "cotacao_itens_json"(cotacao integer, OUT itens text, OUT tipos text)
    LANGUAGE sql STABLE AS $$
  SELECT '[' || coalesce(string_agg(row_to_json(l)::text, ',' ORDER BY i.posicao), '') || ']',
         coalesce(array_to_json(array_agg(DISTINCT i.tipo::text))::text, '[]')
    FROM cotacao_itens i
   CROSS JOIN LATERAL (SELECT i.produto_id AS "produtoId", i.sku, i.nome, i.tipo, i.descricao,
     trim_scale(i.quantidade) AS quantidade, i.unidade, trim_scale(i.preco_unitario) AS "precoUnitario",
     trim_scale(i.desconto_percentual) AS "descontoPercentual", trim_scale(i.total) AS total,
     trim_scale(i.ipi_percentual) AS "ipiPercentual", trim_scale(i.ipi) AS ipi,
     trim_scale(i.icms_st_valor) AS "icmsStValor") l
   WHERE i.cotacao_id = cotacao
$$;

-- Written after every statement that touches lines, for the quotations it touched that still exist. The
-- rows are taken (inserted or locked, in key order) before the text is built: a concurrent writer of
-- the same quotation's lines is waited for, and the next statement's snapshot sees its lines.
CREATE OR REPLACE FUNCTION "cotacao_itens_texto_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- DELETE, not TRUNCATE: a TRUNCATE of cotacoes CASCADE truncates this table in the same statement,
    -- and a TRUNCATE here would be refused as "being used by active queries".
    DELETE FROM cotacao_itens_texto;
    RETURN NULL;
  END IF;
  -- Dynamic SQL as in cotacoes_por_nome_ajusta: a statement naming a transition table the trigger lacks
  -- would not compile.
  EXECUTE 'SELECT array_agg(DISTINCT cotacao_id) FROM (' || CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT cotacao_id FROM novas'
      WHEN 'DELETE' THEN 'SELECT cotacao_id FROM antigas'
      ELSE 'SELECT cotacao_id FROM novas UNION ALL SELECT cotacao_id FROM antigas'
    END || ') m' INTO ids;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- Joined with unnest, not `= ANY (ids)`: a bulk load touches hundreds of thousands of quotations.
  INSERT INTO cotacao_itens_texto (cotacao_id, itens, tipos)
  SELECT c.id, '[]', '[]' FROM unnest(ids) AS k (id) JOIN cotacoes c ON c.id = k.id ORDER BY c.id
      ON CONFLICT (cotacao_id) DO NOTHING;
  PERFORM 1 FROM unnest(ids) AS k (id) JOIN cotacao_itens_texto t ON t.cotacao_id = k.id
    ORDER BY t.cotacao_id FOR UPDATE OF t;
  UPDATE cotacao_itens_texto t SET (itens, tipos) = (SELECT f.itens, f.tipos FROM cotacao_itens_json(t.cotacao_id) f)
    FROM unnest(ids) AS k (id) WHERE t.cotacao_id = k.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "cotacao_itens_texto_insert" AFTER INSERT ON "cotacao_itens"
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacao_itens_texto_ajusta();
CREATE OR REPLACE TRIGGER "cotacao_itens_texto_update" AFTER UPDATE ON "cotacao_itens"
    REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION cotacao_itens_texto_ajusta();
CREATE OR REPLACE TRIGGER "cotacao_itens_texto_delete" AFTER DELETE ON "cotacao_itens"
    REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION cotacao_itens_texto_ajusta();
CREATE OR REPLACE TRIGGER "cotacao_itens_texto_truncate" AFTER TRUNCATE ON "cotacao_itens"
    FOR EACH STATEMENT EXECUTE FUNCTION cotacao_itens_texto_ajusta();

-- The quotations already there, 2,000 ids per transaction while writes go on. One the triggers wrote
-- meanwhile is kept (DO NOTHING): its text was built after its lines' last change. One this batch
-- writes first makes a concurrent line writer wait on its row, then rebuild it. FOR KEY SHARE: a
-- quotation deleted after this batch's snapshot is skipped (not a foreign-key error), and one being
-- deleted waits for the batch.
DO $$
DECLARE
  ultimo integer;
  desde integer := 0;
BEGIN
  SELECT coalesce(max(id), 0) INTO ultimo FROM cotacoes;
  WHILE desde <= ultimo LOOP
    INSERT INTO cotacao_itens_texto (cotacao_id, itens, tipos)
    SELECT c.id, f.itens, f.tipos
      FROM cotacoes c CROSS JOIN LATERAL cotacao_itens_json(c.id) f
     WHERE c.id >= desde AND c.id < desde + 2000
     ORDER BY c.id
       FOR KEY SHARE OF c
        ON CONFLICT (cotacao_id) DO NOTHING;
    COMMIT;
    desde := desde + 2000;
  END LOOP;
END $$;

ANALYZE "cotacao_itens_texto";
