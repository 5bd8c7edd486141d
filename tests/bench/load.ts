// A bounded load test on loopback: a fixed number of requests at a fixed concurrency, timed.
export interface LoadResult {
  readonly name: string;
  readonly requests: number;
  readonly concurrency: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly statuses: Record<string, number>;
  readonly errors: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function loadTest(
  name: string,
  total: number,
  concurrency: number,
  request: (i: number) => Promise<Response>,
  timeLimitMs = 120_000,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const deadline = Date.now() + timeLimitMs;
  const started = performance.now();
  async function worker() {
    while (next < total && Date.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        const response = await request(i);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    concurrency,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    statuses,
    errors,
  };
}
