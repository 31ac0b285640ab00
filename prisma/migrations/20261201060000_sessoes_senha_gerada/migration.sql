-- Review of probe 6 F4. 20261201030000_senha_gerada_antiga asks an upgraded install's old first
-- administrator for a password of their own, but left the sessions they had open: each request of such
-- a session was then a 403 'Esta senha foi gerada pelo sistema...' with no link to set one (the session
-- check's second line, meant for sessions that setting a generated password had already ended), until
-- the page was reloaded. Those sessions end here, as they do when a generated password is set: the
-- next request is a 401, the web goes to the login, and the login answers with the link.
-- A flagged account cannot open a session (the login answers 403), so no other session is ended.
UPDATE users
   SET sessions_valid_after = now()
 WHERE must_change_password
   AND sessions_valid_after < now();
