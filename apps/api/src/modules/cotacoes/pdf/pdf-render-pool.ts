import { Inject, Injectable, Logger, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { PDF_MESSAGES } from '@portal/shared/messages';
import { Worker } from 'node:worker_threads';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig, PdfConfig } from '../../../config/app-config.js';
import type { CotacaoPdfInput } from './cotacao-pdf-input.js';

interface Job {
  input: CotacaoPdfInput;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

// The compiled worker beside this file. Under Jest the sources run as TypeScript, so the worker is
// the one in dist/: build the API before the tests (CONTRIBUTING.md says so anyway).
const HERE = import.meta.url.endsWith('.ts') ? import.meta.url.replace('/src/', '/dist/') : import.meta.url;
const WORKER_SCRIPT = new URL('./pdf-worker.js', HERE);

/**
 * Renders quotation PDFs in worker threads, so a 37-page PDF never holds the event loop (issue 25):
 * at most `workers` renders at once, the rest wait in order. A download is admitted only while fewer
 * than `workers + fila` are admitted; past that it answers 503 with Retry-After (the error filter).
 * Workers start on the first PDF and stay; the app's shutdown ends them.
 */
@Injectable()
export class PdfRenderPool implements OnModuleDestroy {
  private readonly logger = new Logger('PdfRenderPool');
  private readonly limits: PdfConfig;
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private admitted = 0;
  private closed = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limits = config.pdf;
  }

  /** Runs one download (its reads and its render) if there is room, else 503; the room is freed at the end. */
  async download<T>(work: () => Promise<T>): Promise<T> {
    if (this.admitted >= this.limits.workers + this.limits.fila)
      throw new ServiceUnavailableException(PDF_MESSAGES.ocupado);
    this.admitted++;
    try {
      return await work();
    } finally {
      this.admitted--;
    }
  }

  /** The PDF, rendered in a worker. `first`: ahead of the downloads (Enviar, whose transaction waits). */
  render(input: CotacaoPdfInput, first = false): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      if (this.closed) return reject(new Error('O servidor está encerrando.'));
      const job = { input, resolve, reject };
      if (first) this.waiting.unshift(job);
      else this.waiting.push(job);
      this.next();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('O servidor está encerrando.'));
    await Promise.all([...this.idle, ...this.running.keys()].map((worker) => worker.terminate()));
  }

  private next(): void {
    while (this.waiting.length && !this.closed) {
      const worker = this.idle.pop() ?? (this.running.size < this.limits.workers ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.waiting.shift()!;
      this.running.set(worker, job);
      worker.postMessage(job.input);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SCRIPT);
    worker.on('message', (answer: { pdf?: Uint8Array; error?: string }) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      if (answer.pdf) job?.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else job?.reject(new Error(answer.error));
      this.next();
    });
    worker.on('error', (error) => this.logger.error(`Worker de PDF falhou: ${error.message}`));
    // A worker that died (out of memory, a bug) fails its PDF; the next job starts a new one.
    worker.on('exit', (code) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      job?.reject(new Error(`O worker de PDF terminou (código ${code}).`));
      this.next();
    });
    return worker;
  }
}
