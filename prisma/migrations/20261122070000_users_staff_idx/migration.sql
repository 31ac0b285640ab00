-- The internal users search filtered staff by role name through the roles join, so the planner
-- could not see that staff are a few dozen rows among the customer logins: it read every user
-- (42 ms with 200k customer logins). Staff logins have no customer; this partial index holds only
-- them, and the search also says cliente_id IS NULL so it applies.
CREATE INDEX "users_staff_name_idx" ON "users" ("name", "id") WHERE "cliente_id" IS NULL;
