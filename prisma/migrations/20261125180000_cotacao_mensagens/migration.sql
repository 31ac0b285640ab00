-- Issue 26: questions on a quotation. The customer writes on a quotation sent to them, the salesperson
-- answers in the editor; each message e-mails the other side. Personal data: the anonymisation empties
-- the customer's own messages (texto NULL, author gone); the export lists the thread.
CREATE TABLE "cotacao_mensagens" (
    "id" BIGSERIAL NOT NULL,
    "cotacao_id" INTEGER NOT NULL,
    "autor_id" INTEGER,
    "do_cliente" BOOLEAN NOT NULL,
    "texto" VARCHAR(2000),
    "em" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "cotacao_mensagens_pkey" PRIMARY KEY ("id")
);
-- A quotation's thread in order.
CREATE INDEX "cotacao_mensagens_cotacao_id_em_idx" ON "cotacao_mensagens"("cotacao_id", "em");
-- What deleting a user checks (their messages stay, without the author).
CREATE INDEX "cotacao_mensagens_autor_id_idx" ON "cotacao_mensagens"("autor_id");
ALTER TABLE "cotacao_mensagens" ADD CONSTRAINT "cotacao_mensagens_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "cotacao_mensagens" ADD CONSTRAINT "cotacao_mensagens_autor_id_fkey" FOREIGN KEY ("autor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Issue 26, finding 6: the number search finds any part of the number ("123" finds COT-2026-000123).
CREATE INDEX "cotacoes_numero_trgm_idx" ON "cotacoes" USING GIN ("numero" gin_trgm_ops);
