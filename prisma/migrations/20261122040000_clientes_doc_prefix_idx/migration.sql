-- The customer search's doc filter is a prefix match (cpf LIKE '123%' OR cnpj LIKE '123%'). The unique
-- indexes use the database collation, which LIKE cannot use unless it is "C"; text_pattern_ops
-- indexes serve the prefix match under any collation. Prisma cannot express them.
CREATE INDEX "clientes_cpf_prefix_idx" ON "clientes" ("cpf" text_pattern_ops);
CREATE INDEX "clientes_cnpj_prefix_idx" ON "clientes" ("cnpj" text_pattern_ops);
