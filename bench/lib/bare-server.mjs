// Bare Node `http` servers, the floors the API is compared with (issue 30): one answering a small
// JSON (/api/health's floor), one answering each request with the first row of one SQL statement over a
// pg pool the API's size, no framework, no session, no log (the floor of a read by id).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, root } from './database.mjs';

const SOURCE = `require('node:http')
  .createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status: 'ok' }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('pronto'));`;

const SQL_SOURCE = `const pg = require(process.env.PG_MODULE);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const statement = JSON.parse(process.env.STATEMENT);
  require('node:http')
    .createServer(async (req, res) => {
      const { rows } = await pool.query(statement);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(rows[0]));
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('pronto'));`;

export const startBareServer = () => start(SOURCE, {});

/** `statement`: { name, text, values } as captured (capture.mjs). */
export function startBareSqlServer(databaseUrl, statement) {
  const pgModule = createRequire(join(root, 'apps/api/package.json')).resolve('pg');
  return start(SQL_SOURCE, { DATABASE_URL: databaseUrl, STATEMENT: JSON.stringify(statement), PG_MODULE: pgModule });
}

async function start(source, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, fail) => {
    child.stdout.once('data', ready);
    child.once('exit', (code) => fail(new Error(`servidor nu saiu com ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
