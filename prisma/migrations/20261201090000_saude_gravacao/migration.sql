-- Probe 7 F3: with the database's disk full, saves and logins failed (53100 disk_full) while
-- GET /api/health kept answering 200, since it only read. Its write test empties this table
-- (TRUNCATE gives it a new, empty file) and inserts one row every few seconds: PostgreSQL must then
-- take new blocks from the disk, which an UPDATE of a row in a page with room, or a temporary table
-- (kept in memory), would not. UNLOGGED: the row means nothing, so no WAL is written for it.
CREATE UNLOGGED TABLE "saude_gravacao" (
    "id" SMALLINT NOT NULL,

    CONSTRAINT "saude_gravacao_pkey" PRIMARY KEY ("id")
);
