// Part of `npm run bench:staff`: a Bot Tester run of 200 cases, as the console makes it, against the
// served build. The cases are the first 200 of TENFOLD's evaluation sets that fit a case (facts
// without ";" or "|"), imported through the API as a JSON file; the run uses the built-in answerer,
// a step at a time until it finishes. Printed, not asserted: the import's time, the run's time,
// each step's median and slowest, and how many cases passed, failed and regressed (a second run of
// the same cases should find no regressions).
import { readFileSync } from "node:fs";

const RUN_CASES = 200;
const SETS = [
  "tenfold-eval",
  "tenfold-heldout",
  "tenfold-final",
  "tenfold-fresh",
  "tenfold-final-2",
  "tenfold-blind-3",
];

interface EvalCase {
  readonly q: string;
  readonly history?: readonly { role: string; text: string }[];
  readonly facts?: readonly (string | readonly string[])[];
  readonly links?: readonly string[];
  readonly declines?: boolean;
}

interface Run {
  readonly id: string;
  readonly finishedAt: string | null;
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly regressions: number;
}

const fits = (c: EvalCase) =>
  (c.history ?? []).length <= 6 &&
  (c.facts ?? []).length <= 10 &&
  (c.facts ?? []).flat().every((fact) => !/[;|]/.test(fact) && fact.length <= 200);

function benchCases(): object[] {
  const all = SETS.flatMap((name) => {
    const url = new URL(`../fixtures/${name}.json`, import.meta.url);
    return (JSON.parse(readFileSync(url, "utf8")) as { cases: EvalCase[] }).cases;
  });
  return all
    .filter(fits)
    .slice(0, RUN_CASES)
    .map((c) => ({
      question: c.q,
      history: c.history ?? [],
      facts: c.declines ? [] : (c.facts ?? []),
      links: c.declines ? [] : (c.links ?? []),
      declines: c.declines ?? false,
    }));
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function benchBotTester(origin: string, token: string): Promise<void> {
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}/api/admin/bot-tester${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const cases = benchCases();
  const importing = performance.now();
  const imported = await api<{ added: number }>("/cases/import", {
    format: "json",
    text: JSON.stringify({ cases }),
  });
  const importMs = performance.now() - importing;

  const runOnce = async () => {
    const started = performance.now();
    let run = await api<Run>("/runs", { answerer: "built-in" });
    const steps: number[] = [];
    while (!run.finishedAt) {
      const step = performance.now();
      run = await api<Run>(`/runs/${run.id}/step`, {});
      steps.push(performance.now() - step);
    }
    return { run, ms: performance.now() - started, steps };
  };
  const first = await runOnce();
  const second = await runOnce();

  console.log(`\nBot Tester, ${imported.added} cases (TENFOLD's evaluation questions), built-in answerer:`);
  console.log(`  import of the JSON file    ${importMs.toFixed(0)} ms`);
  for (const [label, { run, ms, steps }] of [
    ["first run", first],
    ["second run", second],
  ] as const) {
    console.log(
      `  ${label.padEnd(26)} ${(ms / 1000).toFixed(1)} s in ${steps.length} steps (median ${median(steps).toFixed(0)} ms, slowest ${Math.max(...steps).toFixed(0)} ms): ${run.passed} passed, ${run.failed} failed, ${run.regressions} regressions`,
    );
  }
}
