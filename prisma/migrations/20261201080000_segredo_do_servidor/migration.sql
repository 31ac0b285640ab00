-- Probe 7 F12. Without JWT_SECRET each instance generated its own key in its own DATA_DIR: two
-- instances on one database signed sessions the other refused and threw away each other's queued
-- e-mails ('a chave do servidor (JWT_SECRET) mudou'). The generated key now lives here, one row that
-- the first instance writes (INSERT ... ON CONFLICT DO NOTHING: instances starting together agree on
-- it) and every instance reads. Empty while JWT_SECRET is set: the operator's key never comes here.
-- ADR 0013.
CREATE TABLE "segredo_do_servidor" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "segredo" TEXT NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "segredo_do_servidor_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "segredo_do_servidor_uma_linha" CHECK ("id" = 1)
);
