-- Issue 25, probe finding F3: whether a Fale conosco message came with its sender's session. Only
-- then is what it holds (name, phone, text, IP) surely the linked person's; a message linked by a
-- typed confirmed address may be anyone's, and the export shows only that it arrived. Earlier
-- messages are taken as sent without a session (the safe side).
ALTER TABLE contatos ADD COLUMN com_sessao boolean NOT NULL DEFAULT false;
