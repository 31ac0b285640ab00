import { summarise } from './stats.mjs';

/** Counts answers by kind and status, and keeps latencies, split by whether the database was up. */
export function createStats() {
  const samples = [];
  const byStatus = new Map();
  let phase = 'normal';
  return {
    setPhase: (next) => (phase = next),
    record(kind, status, ms) {
      samples.push({ kind, status, ms, phase, at: Date.now() });
      const key = `${phase}:${kind}:${status}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    },
    samples,
    report() {
      const normal = samples.filter((s) => s.phase === 'normal');
      // A random CPF that a demo customer already holds gets 409, the right answer (1-3 per run at 1M).
      const conflict = (s) => s.kind === 'create' && s.status === 409;
      return {
        requests: samples.length,
        errorsOutsideOutage: normal.filter((s) => (s.status < 200 || s.status >= 300) && !conflict(s)).length,
        documentConflicts: normal.filter(conflict).length,
        latency: summarise(normal.map((s) => s.ms)),
        medianMsByKind: Object.fromEntries(
          [...new Set(normal.map((s) => s.kind))].map((kind) => [
            kind,
            Number(summarise(normal.filter((s) => s.kind === kind).map((s) => s.ms)).median.toFixed(1)),
          ]),
        ),
        byStatus: Object.fromEntries([...byStatus].sort()),
      };
    },
  };
}
