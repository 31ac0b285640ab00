// Command-line options of the benchmark, with the defaults of the performance issue.
export function parseArgs(argv, extra = {}) {
  const options = {
    customers: 1_000_000,
    orders: 200_000,
    products: 10_000,
    logs: 1_000_000,
    requests: 200,
    warmup: 20,
    concurrency: 32,
    throughputSeconds: 10,
    seed: 42,
    reuse: false,
    only: undefined,
    baseline: undefined,
    ...extra,
  };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'reuse') options.reuse = true;
    else if (key === 'only') options.only = argv[++i];
    // Another build of the API (e.g. the previous commit's, compiled to apps/api/dist-base): the by-id
    // and health scenarios (and the session check) are measured on both, alternating, in this run (issue 30).
    else if (key === 'baseline') options.baseline = argv[++i];
    else if (key in options) options[key] = Number(argv[++i]);
    else throw new Error(`opção desconhecida: ${argv[i]}`);
  }
  return options;
}
