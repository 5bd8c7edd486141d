// A run advances one step at a time (each step is one request that asks a few cases), so the
// console asks for the next step until the run says it has finished. Leaving the page stops the
// loop between steps; the run stays unfinished in the history and continues from where it was.
import type { BotRun } from "#shared/api/bot-tester.ts";

export class StalledRunError extends Error {
  constructor() {
    super("The run stopped making progress. Press Continue to try again.");
    this.name = "StalledRunError";
  }
}

/**
 * Steps `run` until it has finished or `signal` aborts, reporting each step's progress; answers the
 * run as it last was. A step that asks no case of an unfinished run would loop for ever, so it throws.
 */
export async function advanceRun(
  run: BotRun,
  step: (id: string) => Promise<BotRun>,
  onProgress: (run: BotRun) => void,
  signal?: AbortSignal,
): Promise<BotRun> {
  let current = run;
  while (current.finishedAt === null && !signal?.aborted) {
    const next = await step(current.id);
    if (signal?.aborted) return current;
    onProgress(next);
    if (next.finishedAt === null && next.done <= current.done) throw new StalledRunError();
    current = next;
  }
  return current;
}

/** "12 of 30 cases asked". */
export const progressText = (run: Pick<BotRun, "done" | "total">) => `${run.done} of ${run.total} cases asked`;
