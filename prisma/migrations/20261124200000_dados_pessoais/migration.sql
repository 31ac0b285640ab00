-- Issue 16 (LGPD). Which privacy notice a self-registered login was shown and accepted, and when:
-- the proof of the consent the registration asks for.
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" VARCHAR(20);
ALTER TABLE "users" ADD COLUMN "privacy_notice_accepted_at" TIMESTAMPTZ(3);

-- When the customer's personal data was anonymised (null: never). Makes the anonymisation idempotent.
ALTER TABLE "clientes" ADD COLUMN "anonimizado_em" TIMESTAMPTZ(3);
