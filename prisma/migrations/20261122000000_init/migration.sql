-- Initial schema. Written by hand to match schema.prisma (see schema-match test).

-- pg_trgm backs the ILIKE '%term%' filters of the search screens; unaccent makes the customer
-- name filter accent-insensitive. unaccent() is only STABLE, so an IMMUTABLE wrapper with a fixed
-- dictionary lets indexes use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE FUNCTION "immutable_unaccent"(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE "roles" (
    "id" SERIAL NOT NULL,
    "normalized_name" VARCHAR(50) NOT NULL,
    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "roles_normalized_name_key" ON "roles"("normalized_name");
INSERT INTO "roles" ("normalized_name") VALUES ('ADMIN'), ('COMERCIAL'), ('CLIENTE');

CREATE TABLE "clientes" (
    "id" SERIAL NOT NULL,
    "tipo_pessoa" VARCHAR(2) NOT NULL,
    "nome" VARCHAR(255) NOT NULL,
    "razao_social" VARCHAR(255),
    "cnpj" VARCHAR(14),
    "cpf" VARCHAR(11),
    "ie" VARCHAR(14),
    "isento_ie" BOOLEAN NOT NULL DEFAULT false,
    "email_faturamento" VARCHAR(60),
    "telefone" VARCHAR(11),
    "status" BOOLEAN NOT NULL DEFAULT true,
    "cep" VARCHAR(8) NOT NULL,
    "logradouro" VARCHAR(255) NOT NULL,
    "numero" VARCHAR(10) NOT NULL,
    "complemento" VARCHAR(100),
    "bairro" VARCHAR(100) NOT NULL,
    "cidade" VARCHAR(100) NOT NULL,
    "uf" CHAR(2) NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "clientes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "clientes_tipo_pessoa_check" CHECK ("tipo_pessoa" IN ('pf', 'pj'))
);
-- Documents are unique: one customer per CPF/CNPJ.
CREATE UNIQUE INDEX "clientes_cnpj_key" ON "clientes"("cnpj");
CREATE UNIQUE INDEX "clientes_cpf_key" ON "clientes"("cpf");
-- Default sort (nome asc) and the exact-match filters.
CREATE INDEX "clientes_nome_idx" ON "clientes"("nome");
CREATE INDEX "clientes_cidade_idx" ON "clientes"("cidade");
CREATE INDEX "clientes_uf_status_idx" ON "clientes"("uf", "status");
-- Substring filters of the customer search. The nome filter matches nome and razao_social,
-- ignoring accents; Prisma cannot express this expression index.
CREATE INDEX "clientes_nome_busca_trgm_idx" ON "clientes" USING GIN (
    immutable_unaccent("nome" || ' ' || coalesce("razao_social", '')) gin_trgm_ops);
CREATE INDEX "clientes_email_faturamento_trgm_idx" ON "clientes" USING GIN ("email_faturamento" gin_trgm_ops);
CREATE INDEX "clientes_cidade_trgm_idx" ON "clientes" USING GIN ("cidade" gin_trgm_ops);

CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "phone_number" VARCHAR(11),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "role_id" INTEGER NOT NULL,
    "email_confirmed" BOOLEAN NOT NULL DEFAULT false,
    "email_confirmed_at" TIMESTAMPTZ(3),
    "password_hash" VARCHAR(255),
    "sessions_valid_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cliente_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
    -- Stored lower-cased so the unique index is case-insensitive.
    CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email")),
    CONSTRAINT "users_status_check" CHECK ("status" IN (0, 1))
);
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");
CREATE INDEX "users_role_id_idx" ON "users"("role_id");
CREATE INDEX "users_cliente_id_idx" ON "users"("cliente_id");
-- Substring filters of the internal user search.
CREATE INDEX "users_name_trgm_idx" ON "users" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "users" ADD CONSTRAINT "users_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "clientes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "pedidos" (
    "id" SERIAL NOT NULL,
    "cliente_id" INTEGER NOT NULL,
    "valor" DECIMAL(14,2) NOT NULL,
    "data_emissao" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "pedidos_pkey" PRIMARY KEY ("id")
);
-- A customer's orders, newest first.
CREATE INDEX "pedidos_cliente_id_data_emissao_idx" ON "pedidos"("cliente_id", "data_emissao");
-- Orders are money records: a customer that has them cannot be deleted.
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "clientes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "produtos" (
    "id" SERIAL NOT NULL,
    "sku" VARCHAR(10) NOT NULL,
    "tipo" CHAR(1) NOT NULL,
    "nome" VARCHAR(100) NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "descricao" VARCHAR(1000),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "produtos_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "produtos_tipo_check" CHECK ("tipo" IN ('p', 's'))
);
CREATE UNIQUE INDEX "produtos_sku_key" ON "produtos"("sku");
CREATE INDEX "produtos_nome_idx" ON "produtos"("nome");
CREATE INDEX "produtos_nome_trgm_idx" ON "produtos" USING GIN ("nome" gin_trgm_ops);

CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "timestamp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "message" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);
-- The logs screen always filters by a time window, newest first.
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs"("timestamp");
-- 'Message' text filter.
CREATE INDEX "audit_logs_message_trgm_idx" ON "audit_logs" USING GIN ("message" gin_trgm_ops);
-- 'JSON Log' text filter searches the JSON's text form; Prisma cannot express this index.
CREATE INDEX "audit_logs_data_text_trgm_idx" ON "audit_logs" USING GIN (("data"::text) gin_trgm_ops);

CREATE TABLE "user_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email" VARCHAR(254),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "user_tokens_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "user_tokens_token_hash_key" ON "user_tokens"("token_hash");
CREATE INDEX "user_tokens_user_id_purpose_idx" ON "user_tokens"("user_id", "purpose");
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "revoked_sessions" (
    "jti" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "revoked_sessions_pkey" PRIMARY KEY ("jti")
);
CREATE INDEX "revoked_sessions_expires_at_idx" ON "revoked_sessions"("expires_at");

CREATE TABLE "throttle_counters" (
    "key" VARCHAR(300) NOT NULL,
    "hits" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "throttle_counters_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "throttle_counters_expires_at_idx" ON "throttle_counters"("expires_at");
