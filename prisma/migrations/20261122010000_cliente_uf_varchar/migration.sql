-- Customers who register themselves give no address yet: their UF is stored empty, and CHAR(2)
-- would pad that to two spaces. VARCHAR(2) keeps it empty.
ALTER TABLE "clientes" ALTER COLUMN "uf" TYPE VARCHAR(2);
