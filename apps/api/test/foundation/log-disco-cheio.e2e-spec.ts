import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { childEnv } from '@portal/test-support';
import { montarDiscoPequeno, type DiscoPequeno } from '../support/disco-pequeno.js';

/**
 * The log to a file (`npm start > portal.log`, a systemd unit's StandardOutput=file:) on a disk that
 * fills: Node's stdout then raised an unhandled 'error' (ENOSPC) and the portal died at its next log
 * line. The log's own process (the compiled logger, in a child of its own) must live on, lose only
 * what could not be written, and write again once there is room.
 */
const LOGGER = resolve(import.meta.dirname, '../../dist/common/logging/create-logger.js');

const CHILD = `
import { createLogger } from ${JSON.stringify(LOGGER)};
const logger = createLogger({ LOG_FORMAT: process.env.LOG_FORMAT });
logger.log('antes-do-espaco', 'Teste');
logger.error('erro-antes-do-espaco', undefined, 'Teste');
setTimeout(() => {
  process.send('escrito');
  process.once('message', () => {
    logger.log('depois-do-espaco', 'Teste');
    logger.error('erro-depois-do-espaco', 'pilha-depois', 'Teste');
    setTimeout(() => process.exit(0), 100);
  });
}, 200);
`;

describe('the log on a full disk', () => {
  let disco: DiscoPequeno;
  beforeAll(() => {
    disco = montarDiscoPequeno(1);
  });
  afterAll(() => disco?.desmontar());

  it.each(['text', 'json'])(
    'LOG_FORMAT=%s: the process lives on and logs again once space is freed',
    async (format) => {
      const arquivo = join(disco.dir, `portal-${format}.log`);
      const fd = openSync(arquivo, 'a');
      disco.encher();
      const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
        env: childEnv({ LOG_FORMAT: format }),
        stdio: ['ignore', fd, fd, 'ipc'],
      });
      closeSync(fd);
      const fim = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      try {
        const escrito = await Promise.race([
          new Promise<boolean>((done) => child.once('message', () => done(true))),
          fim.then(() => false),
        ]);
        expect(escrito).toBe(true); // not dead of its first log line
        disco.liberar();
        child.send('liberado');
        expect(await fim).toBe(0);
      } finally {
        child.kill('SIGKILL');
        disco.liberar();
      }
      const log = readFileSync(arquivo, 'utf8');
      expect(log).toContain('depois-do-espaco');
      expect(log).toContain('erro-depois-do-espaco');
      expect(log).toMatch(/linhas? do log perdidas?/);
    },
  );
});
