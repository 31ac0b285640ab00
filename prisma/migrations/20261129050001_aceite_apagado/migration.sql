-- Probe F8: after an erasure the certificate printed IP and browser 'Não registrado', the wording of
-- acceptances from before the certificate existed. The erasure now records when it emptied them, and
-- the certificate says 'Apagado a pedido do titular (LGPD)'.
ALTER TABLE cotacao_aceites ADD COLUMN apagado_em TIMESTAMPTZ(3);

-- Certificates erased before this column: both erasures (a contact's own deletion, a customer's
-- anonymisation) left a pseudonym, no IP and no browser.
UPDATE cotacao_aceites SET apagado_em = now()
 WHERE nome LIKE 'anonimo-%' AND ip = '' AND user_agent IS NULL;
