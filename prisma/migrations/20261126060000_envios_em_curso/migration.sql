-- The mail worker talks to SMTP with no transaction open (a hung server must not hold a pool
-- connection, nor make a deletion wait on it). Before the conversation it claims the job here, in one
-- short statement, until a deadline at which it aborts the conversation; it deletes the claim when done.
-- A deletion deletes the person's jobs first (so no new claim can start: a claim needs the job row)
-- and then waits only for these claims of the deleted jobs, until each is released or its deadline passes.
CREATE TABLE "envios_em_curso" (
  "job_id" UUID NOT NULL,
  "ate" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "envios_em_curso_pkey" PRIMARY KEY ("job_id")
);
