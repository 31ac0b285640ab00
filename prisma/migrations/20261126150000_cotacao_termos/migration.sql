-- Issue 29: the terms a Brazilian buyer compares, as data instead of free text.
-- Installments (days and % of the total) live in one JSONB list on the quotation: they are read and
-- written only with it, never searched; their amounts and due dates are derived on read from the
-- stored total and dates (packages/shared/src/cotacoes/parcelas.ts), so they can never disagree.
ALTER TABLE "cotacoes"
  ADD COLUMN "parcelas" JSONB NOT NULL DEFAULT '[]',
  ADD COLUMN "meio_pagamento" VARCHAR(13),
  ADD COLUMN "frete_modalidade" VARCHAR(9),
  ADD COLUMN "transportadora" VARCHAR(100),
  ADD COLUMN "desconto_total_percentual" DECIMAL(5,2) NOT NULL DEFAULT 0,
  ADD COLUMN "desconto_total" DECIMAL(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN "ipi" DECIMAL(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN "icms_st" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- Taxes per line: the IPI rate (copied from the product, editable), the IPI computed on the line's
-- net value after both discounts, and the ICMS-ST the salesperson informs (null: none).
ALTER TABLE "cotacao_itens"
  ADD COLUMN "ipi_percentual" DECIMAL(5,2) NOT NULL DEFAULT 0,
  ADD COLUMN "ipi" DECIMAL(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN "icms_st_valor" DECIMAL(14,2);

-- The product's fiscal classification (8 digits) and the IPI rate its new lines start with.
ALTER TABLE "produtos"
  ADD COLUMN "ncm" VARCHAR(8),
  ADD COLUMN "ipi_percentual" DECIMAL(5,2) NOT NULL DEFAULT 0;
