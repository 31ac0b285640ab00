-- Issue 26. When a login last signed in (null: never), shown on the customer modal's 'Acesso ao
-- portal' tab so staff see which contacts actually use the portal.
ALTER TABLE "users" ADD COLUMN "last_login_at" TIMESTAMPTZ(3);
