-- Probe F5 (LGPD): an address whose holder deleted their own account ("Excluir minha conta") is
-- remembered so that routine work (a quotation sent to the customer's billing address) does not
-- create a login for it again. Only an HMAC of the address with the server's secret is kept
-- (ThrottleService.personalKey, as the forgot-password counters): the row holds nothing readable of
-- the person, and a plain hash of a guessed address cannot be matched against it. No date either.
CREATE TABLE "contas_excluidas" (
    "chave" VARCHAR(100) NOT NULL,
    CONSTRAINT "contas_excluidas_pkey" PRIMARY KEY ("chave")
);
