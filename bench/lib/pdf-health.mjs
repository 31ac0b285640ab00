// N clients (--concurrency, 32 by default) downloading the quotation PDF while one more asks GET /api/health in a loop: the PDF
// render must not starve the rest of the app (target: health p99 < 200 ms). The row's latency is the
// health check's, its req/s the PDF downloads'.
import { performance } from 'node:perf_hooks';
import { measureThroughput } from './measure.mjs';
import { summarise } from './stats.mjs';

export async function measurePdfWithHealth(base, scenario, token, { concurrency, seconds }) {
  let running = true;
  const samples = [];
  let errors = 0;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) errors++;
      samples.push(performance.now() - started);
    }
  })();
  const throughput = await measureThroughput(base, scenario, token, { concurrency, seconds });
  running = false;
  await health;
  return { latency: { ...summarise(samples), errors }, throughput };
}
