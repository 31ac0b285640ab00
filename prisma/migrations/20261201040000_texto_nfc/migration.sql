-- portal: sem-transacao
-- Probe 6 F1. From this release the API stores every text in NFC (apps/api/src/common/http/nfc-text.ts)
-- and turns every search text to NFC: a row saved before with decomposed accents ('Jose' + U+0301,
-- pasted from macOS or a PDF) would no longer be found by any spelling where the search is a plain
-- ILIKE: product name (and its description, same form), customer city, internal user name. Those
-- columns are rewritten in NFC here. The customer search compares immutable_unaccent(...), which finds
-- both forms, and the audit log is history: neither is rewritten.
--
-- Safe at 1M rows under writers (docs/arquitetura.md, migrations without a stop): 5,000 ids per
-- transaction, committed after each; only rows not in NFC are written (on most installs none); FOR
-- UPDATE SKIP LOCKED passes over a row a write holds right now, and the passes repeat until no row is
-- left. A value NFC would lengthen (rare composition exclusions) past its column stays as it is, so
-- the loop always ends. Running it again changes nothing.
DO $$
DECLARE
  alvo record;
  lo int;
  hi int;
  faltam boolean;
  fora text;
  nfc text;
BEGIN
  FOR alvo IN SELECT * FROM (VALUES ('produtos', ARRAY['nome', 'descricao']),
                                    ('clientes', ARRAY['cidade']),
                                    ('users', ARRAY['name'])) AS t(tabela, colunas) LOOP
    -- "some column not in NFC (and not lengthened by it)" and "column = its NFC", for this table.
    SELECT string_agg(format('(%1$I IS NOT NFC NORMALIZED AND length(normalize(%1$I, NFC)) <= length(%1$I))', c), ' OR '),
           string_agg(format('%1$I = CASE WHEN length(normalize(%1$I, NFC)) <= length(%1$I) THEN normalize(%1$I, NFC) ELSE %1$I END', c), ', ')
      INTO fora, nfc FROM unnest(alvo.colunas) c;
    LOOP
      EXECUTE format('SELECT coalesce(min(id), 1), coalesce(max(id), 0) FROM %I', alvo.tabela) INTO lo, hi;
      WHILE lo <= hi LOOP
        EXECUTE format('UPDATE %1$I SET %2$s WHERE id IN (SELECT id FROM %1$I WHERE id BETWEEN $1 AND $1 + 4999 AND (%3$s) ORDER BY id FOR UPDATE SKIP LOCKED)',
                       alvo.tabela, nfc, fora) USING lo;
        COMMIT;
        lo := lo + 5000;
      END LOOP;
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %s)', alvo.tabela, fora) INTO faltam;
      EXIT WHEN NOT faltam;
      PERFORM pg_sleep(0.05);
    END LOOP;
  END LOOP;
END $$;
