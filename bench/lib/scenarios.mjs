// What the benchmark asks, with search terms taken from the loaded data so they always match.
import { pg } from './database.mjs';

async function pickTerms(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (sql) => Object.values((await client.query(sql)).rows[0] ?? {})[0];
  try {
    return {
      common: await one(`SELECT lower(left(nome, 3)) FROM clientes GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
      // Quotation search terms of 4+ letters are planned per search (decision 0011 covers 3): the most
      // common 4-letter start and the most common first word of the names.
      common4: await one(`SELECT lower(left(nome, 4)) FROM clientes GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
      word: await one(
        `SELECT lower(split_part(nome, ' ', 1)) FROM clientes WHERE length(split_part(nome, ' ', 1)) > 4
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      ),
      // The 3-letter piece of names matching fewest customers: the rarest ones in a sample of ~2,000
      // names, then counted exactly. (Pieces from the middle of names, as before, were all common in
      // the demo data's small vocabulary: 'ans' matched 23k of a million.)
      rare: await one(`SELECT t FROM (SELECT t, count(*) AS n FROM clientes, unnest(show_trgm(busca)) t
                                       WHERE id % greatest(1, (SELECT max(id) / 2000 FROM clientes)) = 0
                                         AND t ~ '^[a-z]{3}$'
                                       GROUP BY t ORDER BY n, t LIMIT 30) s
                        ORDER BY (SELECT count(*) FROM clientes WHERE busca LIKE '%' || t || '%'), t LIMIT 1`),
      docPrefix: await one(`SELECT left(cpf, 4) FROM clientes WHERE cpf IS NOT NULL LIMIT 1`),
      cityUf: (await client.query(`SELECT cidade, uf FROM clientes GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`))
        .rows[0],
      clienteId: await one(`SELECT id FROM clientes ORDER BY id OFFSET (SELECT count(*) / 2 FROM clientes) LIMIT 1`),
      produtoId: await one(`SELECT id FROM produtos ORDER BY id OFFSET (SELECT count(*) / 2 FROM produtos) LIMIT 1`),
      totalClientes: Number(await one(`SELECT count(*) FROM clientes WHERE status`)),
      produto: await one(`SELECT lower(left(nome, 3)) FROM produtos GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
      logText: await one(`SELECT lower(left(split_part(message, ' ', 1), 4)) FROM audit_logs ORDER BY id DESC LIMIT 1`),
      logData: await one(`SELECT data->>'action' FROM audit_logs WHERE data ? 'action' ORDER BY id DESC LIMIT 1`),
      userName: await one(`SELECT lower(left(name, 3)) FROM users WHERE cliente_id IS NULL LIMIT 1`),
      // Quotations (issue 14): the seed gives quotation 1 fifty lines; the period is the last 60 days.
      cotacao50: await one(`SELECT cotacao_id FROM cotacao_itens GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`),
      cotacoes: Number(await one(`SELECT count(*) FROM cotacoes`)),
      itens: Number(await one(`SELECT count(*) FROM cotacao_itens`)),
      cotacaoStatus: await one(`SELECT status FROM cotacoes GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
      cotacaoAte: await one(
        `SELECT to_char(max(criado_em) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') FROM cotacoes`,
      ),
    };
  } finally {
    await client.end();
  }
}

const enc = encodeURIComponent;
const daysBefore = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86400_000).toISOString().slice(0, 10);

export async function buildScenarios(url, credentials) {
  const t = await pickTerms(url);
  const week = `startDate=${enc(new Date(Date.now() - 7 * 86400_000).toISOString())}&endDate=${enc(new Date(Date.now() + 60_000).toISOString())}`;
  // Offset 100,000 rows: deep enough to show the cost of skipping rows.
  const deepPage = Math.max(1, Math.min(Math.floor(t.totalClientes / 15 / 2), Math.floor(100_000 / 15)));
  const search = (name, query) => ({ name, group: 'search', path: `/api/Clientes?${query}` });
  return {
    terms: t,
    scenarios: [
      search(
        `clientes nome comum "${t.common}"`,
        `nome=${enc(t.common)}&sortField=nome&sortDirection=asc&page=1&pageSize=15`,
      ),
      search(
        `clientes nome raro "${t.rare}"`,
        `nome=${enc(t.rare)}&sortField=nome&sortDirection=asc&page=1&pageSize=15`,
      ),
      search(`clientes doc prefixo "${t.docPrefix}"`, `doc=${t.docPrefix}&page=1&pageSize=15`),
      search(`clientes cidade+UF`, `cidade=${enc(t.cityUf.cidade)}&uf=${t.cityUf.uf}&page=1&pageSize=15`),
      search('clientes só status, nome asc', `statusfiltro=ativo&sortField=nome&sortDirection=asc&page=1&pageSize=15`),
      search(
        'clientes só status, cidade desc',
        `statusfiltro=ativo&sortField=cidade&sortDirection=desc&page=1&pageSize=15`,
      ),
      search('clientes só status, pageSize 50', `statusfiltro=ativo&page=1&pageSize=50`),
      search(`clientes página funda (${deepPage})`, `statusfiltro=ativo&page=${deepPage}&pageSize=15`),
      {
        name: `produtos nome "${t.produto}"`,
        group: 'search',
        path: `/api/Produtos?nome=${enc(t.produto)}&page=1&pageSize=15`,
      },
      { name: `usuários internos`, group: 'search', path: `/api/UsuariosInternos?statusFiltro=1&page=1&pageSize=15` },
      { name: `logs texto 7 dias`, group: 'logs', path: `/api/logs?text=${enc(t.logText)}&${week}&page=1&pageSize=15` },
      { name: `logs JSON 7 dias`, group: 'logs', path: `/api/logs?data=${enc(t.logData)}&${week}&page=1&pageSize=15` },
      { name: `GET /api/Clientes/{id}`, group: 'byId', path: `/api/Clientes/${t.clienteId}` },
      { name: `GET /api/Produtos/{id}`, group: 'byId', path: `/api/Produtos/${t.produtoId}` },
      // Issue 30: the fixed cost of the pipeline, against a bare Node server in the same run.
      { name: 'GET /api/health', group: 'health', path: '/api/health', auth: false },
      {
        name: `cotações cliente nome "${t.common}"`,
        group: 'search',
        path: `/api/Cotacoes?cliente=${enc(t.common)}&page=1&pageSize=15`,
      },
      ...[t.common4, t.word].map((term) => ({
        name: `cotações cliente nome "${term}"`,
        group: 'search',
        path: `/api/Cotacoes?cliente=${enc(term)}&page=1&pageSize=15`,
      })),
      {
        name: `cotações status ${t.cotacaoStatus} + 60 dias`,
        group: 'search',
        path: `/api/Cotacoes?status=${t.cotacaoStatus}&criadaDe=${daysBefore(t.cotacaoAte, 60)}&criadaAte=${t.cotacaoAte}&page=1&pageSize=15`,
      },
      { name: `GET /api/Cotacoes/{id} (50 linhas)`, group: 'byId', path: `/api/Cotacoes/${t.cotacao50}` },
      { name: `PDF da cotação (50 linhas)`, group: 'byId', path: `/api/Cotacoes/${t.cotacao50}/pdf` },
      {
        name: `/api/health durante downloads do PDF`,
        group: 'pdfHealth',
        areas: ['cotações'],
        path: `/api/Cotacoes/${t.cotacao50}/pdf`,
      },
      // The quotation editor's customer and product pickers: part of `--only cot`.
      {
        name: `sugestões clientes "${t.common}"`,
        group: 'search',
        areas: ['cotações'],
        path: `/api/Clientes/sugestoes?q=${enc(t.common)}`,
      },
      {
        name: `sugestões produtos "${t.produto}"`,
        group: 'search',
        areas: ['cotações'],
        path: `/api/Produtos/sugestoes?q=${enc(t.produto)}`,
      },
      { name: 'GET /api/auth/is-authenticated', group: 'session', path: '/api/auth/is-authenticated' },
      {
        name: 'login',
        group: 'login',
        method: 'POST',
        path: '/api/Auth/login',
        auth: false,
        body: { email: credentials.email, password: credentials.password },
      },
    ],
  };
}
