-- Issue 25: the PDF of a sent quotation, rendered once in the Enviar transaction (the one e-mailed)
-- and served to every later download as it was sent. It holds the customer's personal data, so
-- anonymisation deletes it (CotacaoPdfsRepository.apagar); a later download renders it again.
CREATE TABLE "cotacao_pdfs" (
    "cotacao_id" INTEGER NOT NULL,
    "conteudo" BYTEA NOT NULL,
    "gerado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "cotacao_pdfs_pkey" PRIMARY KEY ("cotacao_id")
);
ALTER TABLE "cotacao_pdfs" ADD CONSTRAINT "cotacao_pdfs_cotacao_id_fkey" FOREIGN KEY ("cotacao_id") REFERENCES "cotacoes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
