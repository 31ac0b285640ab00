import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { CotacaoPdfInput } from './cotacao-pdf-input.js';
import { renderCotacaoPdf } from './render-cotacao-pdf.js';

// On Linux a nice value belongs to a thread: rendering at a lower priority leaves a busy CPU to the
// event loop first (HTTP, /api/health). Elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // No /proc/thread-self, or not allowed: same priority as the rest.
}

// A worker thread of PdfRenderPool: one quotation at a time (the pool sends the next after the answer).
// The bytes are copied out of PDFKit's buffer and transferred, not cloned again.
parentPort!.on('message', (input: CotacaoPdfInput) => {
  renderCotacaoPdf(input).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ pdf: bytes }, [bytes.buffer]);
    },
    (error: Error) => parentPort!.postMessage({ error: error.message }),
  );
});
