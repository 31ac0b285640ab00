// A bare Node `http` server answering a small JSON: the floor /api/health is compared with (issue 30).
import { spawn } from 'node:child_process';
import { freePort } from './database.mjs';

const SOURCE = `require('node:http')
  .createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status: 'ok' }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('pronto'));`;

export async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', SOURCE], {
    env: { ...process.env, PORT: String(port) },
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
