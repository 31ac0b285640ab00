// The log's lines, written to stdout together once per turn of the event loop. One write per line
// (the request log writes one per request) was a system call each: 4-12 % of `GET /api/health`'s CPU
// at c=32 (docs/desempenho/README.md); under load a turn ends many requests, and one write takes
// all their lines. Nothing waits longer than the turn, and the process's exit writes what is left.

let pending: string[] = [];

/** Queues text for stdout (in order); written at the end of this turn of the event loop. */
export function writeStdout(text: string): void {
  if (pending.push(text) === 1) setImmediate(flushStdout);
}

/** Writes what is queued now: before anything goes to stderr, so the two keep their order. */
export function flushStdout(): void {
  if (!pending.length) return;
  const text = pending.join('');
  pending = [];
  process.stdout.write(text);
}

// process.exit() skips the turn's end; stdout to a file or a pipe is written synchronously here.
process.on('exit', flushStdout);
