-- portal: sem-transacao
-- Trust finding F2. Two people editing the same customer, product or login: both load the form, both
-- save, and the later full PUT silently reverted the other's change. Each record gets an optimistic
-- version, as cotacoes has: a PUT that carries the `versao` it read is applied only while that is
-- still the stored one (the UPDATE both checks and bumps it in one statement), otherwise 409.
-- A constant default: PostgreSQL records it in the catalogue, no table rewrite, the lock is brief.
-- One table per committed statement: in one transaction the migration held clientes' lock while
-- waiting for users', and a quotation insert that had read users and then checked its customer
-- (the foreign key) waited for clientes: a deadlock (test/foundation/migracao-busca-estreita).
ALTER TABLE "clientes" ADD COLUMN IF NOT EXISTS "versao" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "produtos" ADD COLUMN IF NOT EXISTS "versao" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "versao" INTEGER NOT NULL DEFAULT 0;
