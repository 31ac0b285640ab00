import pg from 'pg';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onServer(adminUrl: string, sql: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops (if present) and creates a database, optionally as a copy of a template. */
export function recreateDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  return onServer(adminUrl, [
    `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`,
    `CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`,
  ]);
}

export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return onServer(adminUrl, [`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`]);
}
