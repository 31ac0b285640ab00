-- Quotations (cotações), issue 14. Money is numeric: numeric(14,2) for amounts, numeric(14,3) for
-- quantities, numeric(5,2) for discount percentages; no binary floating point anywhere.

-- Catalogue list price and unit, used to prefill quotation lines (the line price stays editable).
ALTER TABLE "produtos" ADD COLUMN "preco" DECIMAL(14,2);
ALTER TABLE "produtos" ADD COLUMN "unidade" VARCHAR(6) NOT NULL DEFAULT 'UN';
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_preco_check" CHECK ("preco" IS NULL OR "preco" >= 0);

-- The last number given per year. Creating a quotation runs
--   INSERT ... ON CONFLICT (ano) DO UPDATE SET ultimo = ultimo + 1 RETURNING ultimo
-- in its transaction: concurrent creates queue on this one row and get consecutive numbers (a rolled
-- back or deleted draft may leave a hole; that is accepted).
CREATE TABLE "cotacoes_contador" (
    "ano" INTEGER NOT NULL,
    "ultimo" INTEGER NOT NULL,
    CONSTRAINT "cotacoes_contador_pkey" PRIMARY KEY ("ano")
);

CREATE TABLE "cotacoes" (
    "id" SERIAL NOT NULL,
    "numero" VARCHAR(20) NOT NULL,
    "ano" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "revisao" INTEGER NOT NULL DEFAULT 1,
    "cliente_id" INTEGER NOT NULL,
    "vendedor_id" INTEGER NOT NULL,
    "status" VARCHAR(12) NOT NULL DEFAULT 'rascunho',
    "validade" DATE NOT NULL,
    "condicoes_pagamento" VARCHAR(500),
    "prazo_entrega" VARCHAR(200),
    "observacoes" VARCHAR(2000),
    "frete" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "subtotal" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "descontos" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "total" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "versao" INTEGER NOT NULL DEFAULT 1,
    "motivo_recusa" VARCHAR(500),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enviada_em" TIMESTAMPTZ(3),
    "enviada_por" INTEGER,
    "respondida_em" TIMESTAMPTZ(3),
    "respondida_por" INTEGER,
    "aceite_ip" VARCHAR(100),
    "cancelada_em" TIMESTAMPTZ(3),
    "cancelada_por" INTEGER,
    "expirada_em" TIMESTAMPTZ(3),
    "substituida_em" TIMESTAMPTZ(3),
    "lembrete_em" TIMESTAMPTZ(3),
    CONSTRAINT "cotacoes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "cotacoes_status_check" CHECK ("status" IN
        ('rascunho', 'enviada', 'aceita', 'recusada', 'expirada', 'cancelada', 'substituida')),
    CONSTRAINT "cotacoes_valores_check" CHECK ("frete" >= 0 AND "subtotal" >= 0 AND "descontos" >= 0 AND "total" >= 0)
);
-- One row per revision of a number; also finds a number's revisions.
CREATE UNIQUE INDEX "cotacoes_numero_revisao_key" ON "cotacoes"("numero", "revisao");
-- The número filter is a prefix ('COT-2026-0001'): the unique index's collation cannot serve LIKE.
CREATE INDEX "cotacoes_numero_prefix_idx" ON "cotacoes"("numero" text_pattern_ops);
-- A customer's quotations (minhas-cotacoes, newest first) and the staff search by customer name or
-- document: the matching customers come from clientes_busca / the document prefix indexes, then
-- their quotations through this index.
CREATE INDEX "cotacoes_cliente_id_criado_em_idx" ON "cotacoes"("cliente_id", "criado_em");
-- The staff search by status + created-in period.
CREATE INDEX "cotacoes_status_criado_em_idx" ON "cotacoes"("status", "criado_em");
-- The staff search's default order (newest first) and the created-in period alone.
CREATE INDEX "cotacoes_criado_em_idx" ON "cotacoes"("criado_em");
-- The salesperson filter; also what deleting a user checks.
CREATE INDEX "cotacoes_vendedor_id_idx" ON "cotacoes"("vendedor_id");
-- The validity period filter and sort.
CREATE INDEX "cotacoes_validade_idx" ON "cotacoes"("validade");
-- Open quotations by validity: the expiry and reminder jobs and the dashboard pipeline read only the
-- (few) sent ones, never the whole history.
CREATE INDEX "cotacoes_enviada_validade_idx" ON "cotacoes"("validade") WHERE "status" = 'enviada';
-- Customers and salespeople with quotations cannot be deleted (the quotations are business records).
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "clientes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_vendedor_id_fkey" FOREIGN KEY ("vendedor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "cotacao_itens" (
    "id" SERIAL NOT NULL,
    "cotacao_id" INTEGER NOT NULL,
    "posicao" SMALLINT NOT NULL,
    "produto_id" INTEGER NOT NULL,
    "sku" VARCHAR(10) NOT NULL,
    "nome" VARCHAR(100) NOT NULL,
    "tipo" CHAR(1) NOT NULL,
    "descricao" VARCHAR(1000),
    "quantidade" DECIMAL(14,3) NOT NULL,
    "unidade" VARCHAR(6) NOT NULL DEFAULT 'UN',
    "preco_unitario" DECIMAL(14,2) NOT NULL,
    "desconto_percentual" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "total" DECIMAL(14,2) NOT NULL,
    CONSTRAINT "cotacao_itens_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "cotacao_itens_valores_check" CHECK ("quantidade" > 0 AND "preco_unitario" >= 0
        AND "desconto_percentual" BETWEEN 0 AND 100 AND "total" >= 0)
);
-- A quotation's lines in order (one read per quotation).
CREATE UNIQUE INDEX "cotacao_itens_cotacao_id_posicao_key" ON "cotacao_itens"("cotacao_id", "posicao");
-- What deleting a product checks (a quoted product cannot be deleted: 409).
CREATE INDEX "cotacao_itens_produto_id_idx" ON "cotacao_itens"("produto_id");
ALTER TABLE "cotacao_itens" ADD CONSTRAINT "cotacao_itens_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "cotacao_itens" ADD CONSTRAINT "cotacao_itens_produto_id_fkey" FOREIGN KEY ("produto_id") REFERENCES "produtos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "cotacao_eventos" (
    "id" BIGSERIAL NOT NULL,
    "cotacao_id" INTEGER NOT NULL,
    "tipo" VARCHAR(20) NOT NULL,
    "em" TIMESTAMPTZ(3) NOT NULL,
    "usuario_id" INTEGER,
    "detalhe" VARCHAR(500),
    CONSTRAINT "cotacao_eventos_pkey" PRIMARY KEY ("id")
);
-- A quotation's history in order.
CREATE INDEX "cotacao_eventos_cotacao_id_em_idx" ON "cotacao_eventos"("cotacao_id", "em");
-- What deleting a user checks (their events keep the entry, without the user).
CREATE INDEX "cotacao_eventos_usuario_id_idx" ON "cotacao_eventos"("usuario_id");
ALTER TABLE "cotacao_eventos" ADD CONSTRAINT "cotacao_eventos_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "cotacao_eventos" ADD CONSTRAINT "cotacao_eventos_usuario_id_fkey" FOREIGN KEY ("usuario_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The order an accepted quotation became. UNIQUE: a double click, two tabs or two users accepting at
-- once make exactly one order (the accept statement is conditional too; this is the last guard).
ALTER TABLE "pedidos" ADD COLUMN "cotacao_id" INTEGER;
CREATE UNIQUE INDEX "pedidos_cotacao_id_key" ON "pedidos"("cotacao_id");
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
