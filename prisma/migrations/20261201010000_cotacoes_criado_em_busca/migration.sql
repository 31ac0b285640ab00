-- portal: sem-transacao
-- Issue 30. Built CONCURRENTLY, outside the schema transaction (docs/decisoes/0006, the
-- expand/contract rule of docs/arquitetura.md): writes to cotacoes go on while it builds.
--
-- The staff search by customer name alone walks cotacoes newest first (criado_em DESC, id DESC) and
-- keeps the rows whose cliente_busca holds the term: ~350 rows read for a page of 15 'con'. Over
-- (criado_em) it read each row's page of the table (one heap page per row) and sorted ties by id.
-- With id in the key and cliente_busca included, the walk is an index-only scan in the page's exact
-- order and compares the name on the index entry (PostgreSQL CPU per search ~1.0-1.3 -> ~0.7 ms at
-- 1M; docs/desempenho/README.md). Expand: the new index first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "cotacoes_criado_em_id_busca_idx"
  ON "cotacoes" ("criado_em", "id") INCLUDE ("cliente_busca");

-- Contract: the old index is a prefix of the new one (the default page, the period filters and the
-- CSV export in creation order read the new one), so every write keeps one index on criado_em.
DROP INDEX CONCURRENTLY IF EXISTS "cotacoes_criado_em_idx";
