// What keeps a Jest worker from ending: preload it in every worker and run a few files, e.g.
//   node --experimental-vm-modules --import ./test/support/worker-exit-probe.mjs node_modules/jest/bin/jest.js test/auth
// Each worker appends to $PROBE_DIR/probe-<pid>.log (default: the OS temp folder) the timers, sockets,
// servers and child processes still holding it when Jest's END arrives, then every 100 ms until it
// ends, and its 'exit'; the Jest process notes when it sent END and when it saw each worker end.
import { createHook } from 'node:async_hooks';
import childProcess from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = process.env.PROBE_DIR ?? tmpdir();
const log = (line) => appendFileSync(join(dir, `probe-${process.pid}.log`), `${new Date().toISOString()} ${line}\n`);
const END = 2; // jest-worker's CHILD_MESSAGE_END
const KINDS = new Set([
  'Timeout',
  'Immediate',
  'TCPWRAP',
  'TCPSERVERWRAP',
  'PIPEWRAP',
  'PIPESERVERWRAP',
  'PROCESSWRAP',
]);

if (process.send) {
  const live = new Map();
  createHook({
    init(id, type, _trigger, resource) {
      if (!KINDS.has(type)) return;
      const stack = (new Error().stack ?? '')
        .split('\n')
        .slice(2)
        .filter((l) => !l.includes('node:'))
        .slice(0, 6);
      live.set(id, { type, stack: stack.join(' |'), resource });
    },
    destroy(id) {
      live.delete(id);
    },
  }).enable();
  let timer;
  const holding = () =>
    [...live.values()]
      .filter((l) => l.resource !== timer && l.resource.hasRef?.() !== false)
      .map((l) => `\n  ${l.type}${l.stack}`)
      .join('');
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== END) return;
    process.removeListener('message', onMessage);
    log(`END ${process.getActiveResourcesInfo().join(',')}${holding()}`);
    timer = setInterval(() => log(`still running ${process.getActiveResourcesInfo().join(',')}${holding()}`), 100);
    timer.unref();
  };
  process.prependListener('message', onMessage);
  process.on('exit', () => log(`exit ${process.getActiveResourcesInfo().join(',')}`));
} else {
  const fork = childProcess.fork;
  childProcess.fork = function (...args) {
    const child = fork.apply(this, args);
    const send = child.send;
    child.send = function (message, ...rest) {
      if (Array.isArray(message) && message[0] === END) {
        const sent = performance.now();
        log(`END sent to ${child.pid}`);
        child.once('exit', (code, signal) =>
          log(`${child.pid} ended ${Math.round(performance.now() - sent)} ms later (code ${code}, signal ${signal})`),
        );
      }
      return send.call(this, message, ...rest);
    };
    return child;
  };
}
