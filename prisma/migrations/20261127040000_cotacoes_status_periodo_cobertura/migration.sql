-- portal: sem-transacao
-- Issue 30. Built CONCURRENTLY, outside the schema transaction (docs/decisoes/0006, the
-- expand/contract rule of docs/arquitetura.md): writes to cotacoes go on while it builds.
--
-- Staff quotation search by status and period (`status=enviada&criadaDe=..&criadaAte=..`), the
-- default sort criado_em DESC, id DESC. With (status, criado_em) the page walked the criado_em index
-- discarding other statuses and sorted ties by id (incremental sort), and the count was index-only
-- on (status, criado_em). With id in the key both the count and the page are index-only, in the
-- page's exact order (0003's "(column, id)" rule). Expand: the new index first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "cotacoes_status_criado_em_id_idx" ON "cotacoes" ("status", "criado_em", "id");

-- Contract: the old index is a prefix of the new one and no statement needs it any more.
DROP INDEX CONCURRENTLY IF EXISTS "cotacoes_status_criado_em_idx";
