-- `npm run load` (32 clients editing customers) queued every edit on the same clientes_contagem row:
-- the update trigger added and subtracted the row's count even when neither tipo_pessoa nor status
-- changed, taking that row's lock until commit. Now only non-zero net changes touch the counters,
-- so ordinary edits take no counter lock at all.
CREATE OR REPLACE FUNCTION "clientes_contagem_ajusta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE clientes_contagem k SET total = k.total + n.n
      FROM (SELECT tipo_pessoa, status, count(*) AS n FROM novas GROUP BY 1, 2) n
     WHERE k.tipo_pessoa = n.tipo_pessoa AND k.status = n.status;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE clientes_contagem k SET total = k.total - v.n
      FROM (SELECT tipo_pessoa, status, count(*) AS n FROM antigas GROUP BY 1, 2) v
     WHERE k.tipo_pessoa = v.tipo_pessoa AND k.status = v.status;
  ELSE
    UPDATE clientes_contagem k SET total = k.total + d.delta
      FROM (SELECT tipo_pessoa, status, sum(delta) AS delta
              FROM (SELECT tipo_pessoa, status, 1 AS delta FROM novas
                    UNION ALL SELECT tipo_pessoa, status, -1 FROM antigas) x
             GROUP BY 1, 2 HAVING sum(delta) <> 0) d
     WHERE k.tipo_pessoa = d.tipo_pessoa AND k.status = d.status;
  END IF;
  RETURN NULL;
END $$;
