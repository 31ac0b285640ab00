-- Issue 29: a real order and the acceptance certificate.
--
-- An order keeps a SNAPSHOT of the accepted revision as the quotation API answered it (lines, terms,
-- totals: whatever fields it has, so new quotation terms reach orders without another change), the
-- customer's fiscal data as of the accept, and typed columns for what is searched and guarded.
-- Rewritten (2026-11-26, t-dead): cotacoes is locked first, in the API's order (an accept updates
-- cotacoes, then inserts into pedidos). Taken at the FOREIGN KEY below only, after pedidos, it
-- deadlocked with an accept under way and killed it. SHARE ROW EXCLUSIVE is what that FOREIGN KEY
-- takes anyway; reads go on, writes to quotations wait for this transaction.
LOCK TABLE "cotacoes" IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE "pedidos"
  ADD COLUMN "status" VARCHAR(10) NOT NULL DEFAULT 'aberto',
  ADD COLUMN "snapshot" JSONB NOT NULL DEFAULT '{}',
  ADD COLUMN "cliente_fiscal" JSONB NOT NULL DEFAULT '{}',
  ADD COLUMN "cliente_nome" VARCHAR(255) NOT NULL DEFAULT '',
  ADD COLUMN "cliente_documento" VARCHAR(14),
  ADD COLUMN "faturado_em" TIMESTAMPTZ(3),
  ADD COLUMN "faturado_por" INTEGER,
  ADD COLUMN "cancelado_em" TIMESTAMPTZ(3),
  ADD COLUMN "cancelado_por" INTEGER,
  ADD COLUMN "versao" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  ADD CONSTRAINT "pedidos_status_check" CHECK ("status" IN ('aberto', 'faturado', 'cancelado')),
  -- Validated when written: both copies are JSON objects.
  ADD CONSTRAINT "pedidos_snapshot_check" CHECK (jsonb_typeof("snapshot") = 'object'),
  ADD CONSTRAINT "pedidos_cliente_fiscal_check" CHECK (jsonb_typeof("cliente_fiscal") = 'object');

CREATE INDEX "pedidos_data_emissao_idx" ON "pedidos"("data_emissao");
CREATE INDEX "pedidos_status_data_emissao_idx" ON "pedidos"("status", "data_emissao");

-- The customer's fiscal data as of now (the order existed before any copy was kept).
UPDATE "pedidos" p SET
  "cliente_nome" = k.nome,
  "cliente_documento" = coalesce(k.cnpj, k.cpf),
  "cliente_fiscal" = jsonb_build_object(
    'tipoPessoa', k.tipo_pessoa, 'nome', k.nome, 'razaoSocial', k.razao_social,
    'documento', coalesce(k.cnpj, k.cpf), 'ie', k.ie, 'isentoIe', k.isento_ie,
    'emailFaturamento', k.email_faturamento, 'telefone', k.telefone,
    'endereco', jsonb_build_object('cep', k.cep, 'logradouro', k.logradouro, 'numero', k.numero,
      'complemento', k.complemento, 'bairro', k.bairro, 'cidade', k.cidade, 'uf', k.uf))
  FROM "clientes" k WHERE k.id = p.cliente_id;

-- The accepted revision, in the fields the quotation API answered when this migration was written.
UPDATE "pedidos" p SET "snapshot" = jsonb_build_object(
    'id', c.id, 'numero', c.numero, 'revisao', c.revisao, 'status', c.status, 'clienteId', c.cliente_id,
    'vendedorId', c.vendedor_id, 'validade', to_char(c.validade, 'YYYY-MM-DD'),
    'condicoesPagamento', c.condicoes_pagamento, 'prazoEntrega', c.prazo_entrega, 'observacoes', c.observacoes,
    'subtotal', c.subtotal, 'descontos', c.descontos, 'frete', c.frete, 'total', c.total,
    'enviadaEm', c.enviada_em, 'respondidaEm', c.respondida_em,
    'itens', (SELECT coalesce(jsonb_agg(jsonb_build_object('produtoId', i.produto_id, 'sku', i.sku, 'nome', i.nome,
                'tipo', i.tipo, 'descricao', i.descricao, 'quantidade', i.quantidade, 'unidade', i.unidade,
                'precoUnitario', i.preco_unitario, 'descontoPercentual', i.desconto_percentual, 'total', i.total)
              ORDER BY i.posicao), '[]') FROM cotacao_itens i WHERE i.cotacao_id = c.id))
  FROM "cotacoes" c WHERE c.id = p.cotacao_id;

-- The acceptance certificate (simple electronic signature, Lei 14.063/2020): who accepted, when,
-- from where, and the SHA-256 of the exact PDF that was sent.
CREATE TABLE "cotacao_aceites" (
    "cotacao_id" INTEGER NOT NULL,
    "usuario_id" INTEGER,
    "nome" VARCHAR(255) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "aceito_em" TIMESTAMPTZ(3) NOT NULL,
    "ip" VARCHAR(100) NOT NULL,
    "user_agent" VARCHAR(500),
    "pdf_sha256" CHAR(64),
    CONSTRAINT "cotacao_aceites_pkey" PRIMARY KEY ("cotacao_id")
);
ALTER TABLE "cotacao_aceites" ADD CONSTRAINT "cotacao_aceites_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "cotacao_aceites" ADD CONSTRAINT "cotacao_aceites_usuario_id_fkey" FOREIGN KEY ("usuario_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "cotacao_aceites_usuario_id_idx" ON "cotacao_aceites"("usuario_id");

-- Accepts made before: what was recorded then (no user agent; the hash when the sent PDF was stored).
INSERT INTO "cotacao_aceites" ("cotacao_id", "usuario_id", "nome", "email", "aceito_em", "ip", "pdf_sha256")
SELECT c.id, u.id, u.name, u.email, c.respondida_em, coalesce(c.aceite_ip, ''), encode(sha256(f.conteudo), 'hex')
  FROM "cotacoes" c JOIN "users" u ON u.id = c.respondida_por
  LEFT JOIN "cotacao_pdfs" f ON f.cotacao_id = c.id
 WHERE c.status = 'aceita' AND c.respondida_em IS NOT NULL;
