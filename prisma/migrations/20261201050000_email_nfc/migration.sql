-- Review of probe 6 F1. Since 20261201040000_texto_nfc's release the API turns every request text to NFC
-- (apps/api/src/common/http/nfc-text.ts), the e-mail of a sign-in, of 'Esqueci minha senha' and of a
-- sign-up included. A login address saved before with decomposed accents ('jose' + U+0301, pasted from
-- macOS) then matched none of them: the account was locked out. The addresses are rewritten in NFC, and
-- the billing e-mail too (the customer search reads it with a plain ILIKE, like texto_nfc's columns).
--
-- users.email is unique: an address whose NFC another account already has stays as it is (two accounts
-- the old rules told apart; merging them is a person's decision), and of two decomposed spellings of
-- one address only the older account takes it. Only rows not in NFC are written (on most installs
-- none; the scan reads, it locks nothing else). Running it again changes nothing.
UPDATE users u
   SET email = normalize(u.email, NFC), updated_at = now()
 WHERE u.email IS NOT NFC NORMALIZED
   AND length(normalize(u.email, NFC)) <= 254
   AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = normalize(u.email, NFC))
   AND u.id = (SELECT min(d.id) FROM users d
                WHERE d.email IS NOT NFC NORMALIZED AND normalize(d.email, NFC) = normalize(u.email, NFC));

UPDATE clientes
   SET email_faturamento = normalize(email_faturamento, NFC)
 WHERE email_faturamento IS NOT NFC NORMALIZED
   AND length(normalize(email_faturamento, NFC)) <= 60;
