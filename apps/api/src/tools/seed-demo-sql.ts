import { UFS } from '@portal/shared/constants';
import * as D from './seed-demo-data.js';

/**
 * SQL of the demo seed. Every value derives from hashint8extended(row, seed + salt), so the same
 * seed and anchor give the same rows; all inserts are INSERT ... SELECT over generate_series.
 */
export interface SeedPlan {
  seed: number;
  customers: number;
  products: number;
  logs: number;
  /** When set, about this many orders, one each for customers spread over the whole table. */
  orders?: number;
  /** Timestamps are spread before this instant (ISO). */
  anchor: string;
}

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `ARRAY[${values.map(lit).join(',')}]::text[]`;
/** 1-based pick from a list with the row's hash. */
const pick = (values: readonly string[], row: string, salt: number) =>
  `(${arr(values)})[1 + pg_temp.r(${row}, ${salt}, ${values.length})::int]`;

/** Helper functions, in the session's temporary schema (gone when the connection closes). */
export function helperFunctions(seed: number): string[] {
  return [
    // Non-negative pseudo-random number in [0, m) for a row and a salt.
    `CREATE FUNCTION pg_temp.r(i bigint, salt int, m bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT (hashint8extended(i, ${seed}::bigint * 1000 + salt) & 9223372036854775807) % m $$`,
    `CREATE FUNCTION pg_temp.cpf(base bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
     DECLARE s text := lpad(base::text, 9, '0'); d int; k int;
     BEGIN
       IF s ~ '^(.)\\1*$' THEN s := lpad(((base + 500000000) % 1000000000)::text, 9, '0'); END IF;
       FOR pass IN 10..11 LOOP
         d := 0;
         FOR k IN 1..pass - 1 LOOP d := d + substr(s, k, 1)::int * (pass + 1 - k); END LOOP;
         d := (d * 10) % 11;
         s := s || CASE WHEN d = 10 THEN 0 ELSE d END;
       END LOOP;
       RETURN s;
     END $$`,
    // Numeric or alphanumeric (IN RFB 2.229/2024): each character counts as its ASCII code minus 48.
    `CREATE FUNCTION pg_temp.cnpj(base text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
     DECLARE w int[] := ARRAY[6,5,4,3,2,9,8,7,6,5,4,3,2]; s text := base; total int; d int; k int;
     BEGIN
       FOR pass IN 1..2 LOOP
         total := 0;
         FOR k IN 1..length(s) LOOP total := total + (ascii(substr(s, k, 1)) - 48) * w[k + 13 - length(s)]; END LOOP;
         d := total % 11;
         s := s || CASE WHEN d < 2 THEN 0 ELSE 11 - d END;
       END LOOP;
       RETURN s;
     END $$`,
    `CREATE FUNCTION pg_temp.b36(n bigint, width int) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
     DECLARE digits text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'; result text := ''; v bigint := n;
     BEGIN
       FOR k IN 1..width LOOP result := substr(digits, (v % 36)::int + 1, 1) || result; v := v / 36; END LOOP;
       RETURN result;
     END $$`,
  ];
}

const UF_LIST = UFS as readonly string[];
const CITIES = UF_LIST.flatMap((uf) => D.UF_DETAILS[uf].cities.map((city) => city.toUpperCase()));

/**
 * Customers 1..N: about 35% pj (8% of them with an alphanumeric CNPJ), addresses in every UF in turn.
 * Document bases are (a·i + b) mod M with gcd(a, M) = 1, a bijection: no two rows share a CPF/CNPJ.
 */
export function customersSql(plan: SeedPlan): string {
  const b = (mod: number) => (plan.seed * 7919 + 12345) % mod;
  return `
INSERT INTO clientes (tipo_pessoa, nome, razao_social, cnpj, cpf, ie, isento_ie, email_faturamento, telefone, status,
                      cep, logradouro, numero, complemento, bairro, cidade, uf, criado_em, atualizado_em)
SELECT CASE WHEN pj THEN 'pj' ELSE 'pf' END,
       CASE WHEN pj AND pg_temp.r(i, 25, 100) < 30 THEN initcap(brand) || ' ' || last1
            WHEN pj THEN fantasia || ' ' || last1 ELSE first || ' ' || last1 || ' ' || last2 END,
       CASE WHEN pj THEN upper(last1 || ' ' || atividade || ' ' || suffix) END,
       CASE WHEN pj AND pg_temp.r(i, 7, 100) < 8
              THEN pg_temp.cnpj(chr(65 + pg_temp.r(i, 8, 26)::int) || pg_temp.b36((i::bigint * 48432064277 + ${b(78364164096)}) % 78364164096, 7) || '0001')
            WHEN pj THEN pg_temp.cnpj(lpad(((i::bigint * 61803399 + ${b(100000000)}) % 100000000)::text, 8, '0') || '0001') END,
       CASE WHEN NOT pj THEN pg_temp.cpf((i::bigint * 618033989 + ${b(1000000000)}) % 1000000000) END,
       CASE WHEN pj AND NOT isento THEN lpad(pg_temp.r(i, 11, 1000000000000)::text, 12, '0') END,
       pj AND isento,
       CASE WHEN pj THEN 'financeiro.' || i || '@' || lower(immutable_unaccent(last1)) || '.com.br'
            WHEN pg_temp.r(i, 12, 100) < 60 THEN lower(immutable_unaccent(first || '.' || last1)) || i || '@' || ${pick(D.EMAIL_DOMAINS, 'i', 13)} END,
       ddd || '9' || lpad(pg_temp.r(i, 14, 100000000)::text, 8, '0'),
       pg_temp.r(i, 15, 100) >= 8,
       cep_prefix || lpad(pg_temp.r(i, 16, 1000000)::text, 6, '0'),
       upper(${pick(D.STREET_TYPES, 'i', 17)} || ' ' || ${pick(D.STREET_NAMES, 'i', 18)}),
       (1 + pg_temp.r(i, 19, 3000))::text,
       CASE pg_temp.r(i, 20, 10) WHEN 0 THEN 'APTO ' || (1 + pg_temp.r(i, 21, 300)) WHEN 1 THEN 'SALA ' || (1 + pg_temp.r(i, 21, 40)) END,
       upper(${pick(D.NEIGHBOURHOODS, 'i', 22)}),
       (${arr(CITIES)})[uf_index * 3 + 1 + pg_temp.r(i, 23, 3)::int],
       uf,
       created, created
  FROM (SELECT i, pg_temp.r(i, 1, 100) < 35 AS pj, pg_temp.r(i, 10, 100) < 30 AS isento,
               ${pick(D.FIRST_NAMES, 'i', 2)} AS first,
               ${pick(D.LAST_NAMES, 'i', 3)} AS last1,
               ${pick(D.LAST_NAMES, 'i', 4)} AS last2,
               (${arr(D.BUSINESSES.map((x) => x[0]))})[1 + business] AS fantasia,
               (${arr(D.BUSINESSES.map((x) => x[1]))})[1 + business] AS atividade,
               ${pick(D.COMPANY_SUFFIXES, 'i', 6)} AS suffix,
               ${pick(D.BRAND_SYLLABLES, 'i', 26)} || ${pick(D.BRAND_SYLLABLES, 'i', 27)} || ${pick(D.BRAND_SYLLABLES, 'i', 28)} AS brand,
               (i - 1) % 27 AS uf_index,
               (${arr(UF_LIST)})[1 + (i - 1) % 27] AS uf,
               (${arr(UF_LIST.map((uf) => D.UF_DETAILS[uf].cep))})[1 + (i - 1) % 27] AS cep_prefix,
               (${arr(UF_LIST.map((uf) => D.UF_DETAILS[uf].ddd))})[1 + (i - 1) % 27] AS ddd,
               timestamptz ${lit(plan.anchor)} - pg_temp.r(i, 24, 3 * 365 * 1440) * interval '1 minute' AS created
          FROM generate_series(1, ${plan.customers}) AS i,
               LATERAL (SELECT pg_temp.r(i, 5, ${D.BUSINESSES.length})::int AS business) AS b) AS g
 ORDER BY i`;
}

/** 0 to 4 orders per customer (about 40% without any), between its creation and the anchor. */
export function ordersSql(plan: SeedPlan): string {
  if (plan.orders !== undefined) return fixedOrdersSql(plan, plan.orders);
  return `
INSERT INTO pedidos (cliente_id, valor, data_emissao)
SELECT c.id,
       ((pg_temp.r(c.id * 8 + g, 31, 5000000) + 5000) / 100.0)::numeric(14, 2),
       c.criado_em + (timestamptz ${lit(plan.anchor)} - c.criado_em) * (pg_temp.r(c.id * 8 + g, 32, 10000) / 10000.0)
  FROM clientes c
       CROSS JOIN LATERAL generate_series(1, greatest(0, pg_temp.r(c.id, 30, 7)::int - 2)) AS g
 ORDER BY c.id, g`;
}

function fixedOrdersSql(plan: SeedPlan, orders: number): string {
  return `
INSERT INTO pedidos (cliente_id, valor, data_emissao)
SELECT c.id,
       ((pg_temp.r(c.id * 8, 31, 5000000) + 5000) / 100.0)::numeric(14, 2),
       c.criado_em + (timestamptz ${lit(plan.anchor)} - c.criado_em) * (pg_temp.r(c.id * 8, 32, 10000) / 10000.0)
  FROM clientes c
 WHERE pg_temp.r(c.id, 33, ${plan.customers}) < ${orders}
 ORDER BY c.id`;
}

/** Products (PRD-00001...) and services (SRV-00001...), two thirds products. */
export function productsSql(plan: SeedPlan): string {
  const products = Math.ceil((plan.products * 2) / 3);
  return `
INSERT INTO produtos (sku, tipo, nome, status, descricao, preco, unidade, criado_em, atualizado_em)
SELECT CASE WHEN p THEN 'PRD-' || lpad(i::text, 5, '0') ELSE 'SRV-' || lpad((i - ${products})::text, 5, '0') END,
       CASE WHEN p THEN 'p' ELSE 's' END,
       CASE WHEN p THEN ${pick(D.PRODUTO_ITEMS, 'i', 51)} || ' ' || ${pick(D.PRODUTO_BRANDS, 'i', 52)} || ' ' || (100 + pg_temp.r(i, 53, 900))
            ELSE ${pick(D.SERVICE_KINDS, 'i', 54)} || ' - plano ' || ${pick(D.SERVICE_PLANS, 'i', 55)} END,
       pg_temp.r(i, 56, 100) >= 10,
       CASE WHEN pg_temp.r(i, 57, 4) > 0 THEN 'Item de demonstração ' || i || ' do catálogo.' END,
       CASE WHEN pg_temp.r(i, 59, 10) > 0 THEN ((100 + pg_temp.r(i, 60, 500000)) / 100.0)::numeric(14, 2) END,
       CASE WHEN NOT p THEN 'H' ELSE (ARRAY['UN', 'UN', 'UN', 'CX', 'M', 'KG'])[1 + pg_temp.r(i, 61, 6)::int] END,
       created, created
  FROM (SELECT i, i <= ${products} AS p,
               timestamptz ${lit(plan.anchor)} - pg_temp.r(i, 58, 2 * 365 * 1440) * interval '1 minute' AS created
          FROM generate_series(1, ${plan.products}) AS i) AS g
 ORDER BY i`;
}

export const DEMO_DOMAIN = 'demo.portal.local';

/** Staff of each role (3 ADMIN, 25 COMERCIAL) and a login for about 20% of the customers. $1 = password hash or null. */
export function usersSql(): string[] {
  const name = (row: string, salt: number) =>
    `${pick(D.FIRST_NAMES, row, salt)} || ' ' || ${pick(D.LAST_NAMES, row, salt + 1)}`;
  return [
    `INSERT INTO users (email, name, phone_number, status, role_id, email_confirmed, email_confirmed_at, password_hash)
     SELECT CASE WHEN i <= 3 THEN 'admin' || i ELSE 'comercial' || lpad((i - 3)::text, 2, '0') END || '@${DEMO_DOMAIN}',
            ${name('i', 61)}, '11' || '9' || lpad(pg_temp.r(i, 63, 100000000)::text, 8, '0'),
            CASE WHEN i = 28 THEN 0 ELSE 1 END,
            (SELECT id FROM roles WHERE normalized_name = CASE WHEN i <= 3 THEN 'ADMIN' ELSE 'COMERCIAL' END),
            true, now(), $1
       FROM generate_series(1, 28) AS i ORDER BY i`,
    `INSERT INTO users (email, name, status, role_id, email_confirmed, email_confirmed_at, password_hash, cliente_id)
     SELECT 'cliente' || c.id || '@${DEMO_DOMAIN}',
            CASE WHEN c.tipo_pessoa = 'pf' THEN c.nome ELSE ${name('c.id', 64)} END,
            1, (SELECT id FROM roles WHERE normalized_name = 'CLIENTE'), true, now(), $1, c.id
       FROM clientes c WHERE pg_temp.r(c.id, 66, 100) < 20 ORDER BY c.id`,
  ];
}

/** Months of audit entries like the ones the back office writes, by the demo staff. */
export function auditSql(plan: SeedPlan): string {
  return `
WITH staff AS (
  SELECT array_agg(u.id ORDER BY u.email) AS ids, array_agg(u.email ORDER BY u.email) AS emails
    FROM users u WHERE u.email LIKE '%@${DEMO_DOMAIN}' AND u.cliente_id IS NULL
)
INSERT INTO audit_logs ("timestamp", message, data)
SELECT ts,
       CASE WHEN kind < 45 THEN 'Cliente atualizado: ' || c.nome || ' (id ' || c.id || ')'
            WHEN kind < 65 THEN 'Cliente criado: ' || c.nome || ' (id ' || c.id || ')'
            WHEN kind < 80 THEN 'Produto atualizado: ' || p.sku || ' ' || p.nome || ' (id ' || p.id || ')'
            WHEN kind < 90 THEN 'Dados de acesso reenviados: ' || s.emails[k]
            ELSE 'Produto criado: ' || p.sku || ' ' || p.nome || ' (id ' || p.id || ')' END,
       jsonb_strip_nulls(jsonb_build_object(
         'userId', s.ids[k], 'email', s.emails[k],
         'ip', '10.' || pg_temp.r(i, 71, 4) || '.' || pg_temp.r(i, 72, 256) || '.' || (1 + pg_temp.r(i, 73, 254)),
         'idObject', CASE WHEN kind < 65 THEN c.id WHEN kind < 80 OR kind >= 90 THEN p.id ELSE s.ids[k] END,
         'action', CASE WHEN kind < 45 THEN 'CLIENTE_UPDATED' WHEN kind < 65 THEN 'CLIENTE_CREATED'
                        WHEN kind < 80 THEN 'PRODUTO_UPDATED' WHEN kind < 90 THEN 'USUARIO_INTERNO_ACCESS_RESENT'
                        ELSE 'PRODUTO_CREATED' END,
         'changes', CASE WHEN kind < 45 THEN jsonb_build_object('status', jsonb_build_object('de', true, 'para', false)) END))
  FROM (SELECT i, pg_temp.r(i, 74, 100) AS kind,
               timestamptz ${lit(plan.anchor)} - pg_temp.r(i, 75, 180 * 86400) * interval '1 second' AS ts,
               1 + pg_temp.r(i, 76, ${plan.customers}) AS cliente_id,
               1 + pg_temp.r(i, 77, ${plan.products}) AS produto_id
          FROM generate_series(1, ${plan.logs}) AS i) AS g
       CROSS JOIN staff s
       CROSS JOIN LATERAL (SELECT 1 + pg_temp.r(g.i, 78, array_length(s.ids, 1))::int AS k) AS pick
       LEFT JOIN clientes c ON c.id = g.cliente_id
       LEFT JOIN produtos p ON p.id = g.produto_id
 ORDER BY ts, i`;
}
