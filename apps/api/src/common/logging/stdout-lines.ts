import { writeSync } from 'node:fs';

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
  write(process.stdout, 1, text);
}

/** Writes an error line (or a stack) to stderr now, after what stdout had queued. */
export function writeStderr(text: string): void {
  flushStdout();
  write(process.stderr, 2, text);
}

// A log to a file on a full disk (ENOSPC, probe 7 F3) or to a reader that went away (EPIPE): Node's
// stream then emits 'error', which unheard ended the portal at its next log line, and stays
// destroyed. Heard here; from then on the lines go straight to the file descriptor, the ones that
// cannot be written are lost (nothing else can hold them), and the first that can says so.
let failed: string | undefined;
const remember = (error: NodeJS.ErrnoException) => (failed = error.code ?? error.message);
process.stdout.on('error', remember);
process.stderr.on('error', remember);

function write(stream: NodeJS.WriteStream, fd: number, text: string): void {
  if (!stream.destroyed && failed === undefined) {
    stream.write(text);
    return;
  }
  try {
    const note = failed ? `[log] linhas do log perdidas enquanto a saída falhava (${failed}).\n` : '';
    writeSync(fd, note + text);
    failed = undefined;
  } catch (error) {
    remember(error as NodeJS.ErrnoException);
  }
}

// process.exit() skips the turn's end; stdout to a file or a pipe is written synchronously here.
process.on('exit', flushStdout);
