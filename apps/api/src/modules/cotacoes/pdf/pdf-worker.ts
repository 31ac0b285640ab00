import { parentPort } from 'node:worker_threads';
import type { CotacaoPdfInput } from './cotacao-pdf-input.js';
import { renderCotacaoPdf } from './render-cotacao-pdf.js';

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
