/**
 * Statements the app sends beside a request, not for it: the job queue's polls (pg-boss, and its check
 * that its LISTEN connection still listens: pg_listening_channels), catalogue reads, the session
 * cache's barrier on its LISTEN connection and the mail worker's send claims (envios_em_curso). Tests
 * that count a request's statements leave these out.
 */
export const BESIDE_THE_REQUEST =
  /pgboss|pg_stat|pg_catalog|pg_listening_channels|notificacoes_em_dia|envios_em_curso/i;
