-- Issue 25. Whose Fale conosco message this is, fixed when it arrives: the signed-in sender, or the
-- login whose confirmed address was typed. The export and the anonymisation reach messages only
-- through these ids, never by the address typed (anyone can type anyone's address).
ALTER TABLE "contatos" ADD COLUMN "user_id" INTEGER;
ALTER TABLE "contatos" ADD COLUMN "cliente_id" INTEGER;
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "clientes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "contatos_user_id_idx" ON "contatos"("user_id");
CREATE INDEX "contatos_cliente_id_idx" ON "contatos"("cliente_id");

-- Messages received before: linked the same way a new one is (the address is a confirmed login).
UPDATE "contatos" c SET "user_id" = u."id", "cliente_id" = u."cliente_id"
  FROM "users" u WHERE u."email" = lower(c."email") AND u."email_confirmed";

-- Audit messages are "<what happened>: <details>"; the anonymisation keeps only what happened. The
-- Fale conosco entry named the sender without the colon.
UPDATE "audit_logs" SET "message" = 'Mensagem recebida pelo Fale conosco: ' || substr("message", 40)
 WHERE "data"->>'action' = 'CONTATO_RECEBIDO' AND "message" LIKE 'Mensagem recebida pelo Fale conosco de %';
