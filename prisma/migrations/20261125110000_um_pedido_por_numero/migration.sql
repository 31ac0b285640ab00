-- One quotation number, at most one order (issue 25). The app's conditional UPDATEs are the first
-- guard; these constraints hold whatever writes, under any interleaving:
--   * cotacoes_numero_aberta_key: at most one revision of a number is sent (the answerable one) or
--     accepted. A second answerable revision, or a revision sent after another was accepted, is refused.
--   * pedidos.cotacao_numero: the order keeps its quotation's number, UNIQUE (one order per number);
--     the composite foreign key (cotacao_id, cotacao_numero) -> cotacoes (id, numero) makes it the
--     quotation's own number, and the CHECK makes it present exactly when cotacao_id is.
--
-- Existing data, decided here so the constraints can be created:
--   * A number with two orders or two accepted revisions: the migration FAILS and names the numbers.
--     Which order stands is a business decision (an order is never deleted or rewritten here):
--     cancel the wrong order in the ERP, keep one pedidos row per number, then run the migration again.
--   * An accepted number with other revisions still sent or in draft (sent or revised after the
--     acceptance): those revisions become `cancelada`, as accepting does now (with a history entry).
--   * A number with several sent revisions: all but the newest become `substituida`, as sending a
--     newer revision does.
DO $$
DECLARE
  duplicados text;
BEGIN
  SELECT string_agg(numero, ', ' ORDER BY numero) INTO duplicados FROM (
    SELECT numero FROM cotacoes WHERE status = 'aceita' GROUP BY numero HAVING count(*) > 1
    UNION
    SELECT c.numero FROM pedidos p JOIN cotacoes c ON c.id = p.cotacao_id GROUP BY c.numero HAVING count(*) > 1
  ) d;
  IF duplicados IS NOT NULL THEN
    RAISE EXCEPTION 'Cotações com mais de um pedido ou mais de uma revisão aceita: %', duplicados
      USING HINT = 'Decida qual pedido vale para cada número, deixe um só pedido e uma só revisão aceita por número e rode a migração de novo.';
  END IF;
END $$;

WITH aceitas AS (SELECT numero, revisao FROM cotacoes WHERE status = 'aceita'),
fechadas AS (
  UPDATE cotacoes c SET status = 'cancelada', cancelada_em = now(), versao = c.versao + 1, atualizado_em = now()
    FROM aceitas a
   WHERE c.numero = a.numero AND c.status IN ('enviada', 'rascunho')
  RETURNING c.id, a.revisao)
INSERT INTO cotacao_eventos (cotacao_id, tipo, em, detalhe)
SELECT id, 'cancelada', now(), 'Cancelada: a revisão ' || revisao || ' foi aceita.' FROM fechadas;

WITH mais_nova AS (SELECT numero, max(revisao) AS revisao FROM cotacoes WHERE status = 'enviada' GROUP BY numero),
antigas AS (
  UPDATE cotacoes c SET status = 'substituida', substituida_em = now(), versao = c.versao + 1, atualizado_em = now()
    FROM mais_nova n
   WHERE c.numero = n.numero AND c.status = 'enviada' AND c.revisao < n.revisao
  RETURNING c.id, n.revisao)
INSERT INTO cotacao_eventos (cotacao_id, tipo, em, detalhe)
SELECT id, 'substituida', now(), 'Substituída pela revisão ' || revisao FROM antigas;

CREATE UNIQUE INDEX "cotacoes_numero_aberta_key" ON "cotacoes"("numero") WHERE "status" IN ('enviada', 'aceita');
-- The target of the composite foreign key below (id alone is already unique).
CREATE UNIQUE INDEX "cotacoes_id_numero_key" ON "cotacoes"("id", "numero");

ALTER TABLE "pedidos" ADD COLUMN "cotacao_numero" VARCHAR(20);
UPDATE "pedidos" p SET "cotacao_numero" = c."numero" FROM "cotacoes" c WHERE c."id" = p."cotacao_id";
CREATE UNIQUE INDEX "pedidos_cotacao_numero_key" ON "pedidos"("cotacao_numero");
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cotacao_numero_check" CHECK (("cotacao_id" IS NULL) = ("cotacao_numero" IS NULL));
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cotacao_numero_fkey" FOREIGN KEY ("cotacao_id", "cotacao_numero")
  REFERENCES "cotacoes"("id", "numero") ON DELETE RESTRICT ON UPDATE CASCADE;
