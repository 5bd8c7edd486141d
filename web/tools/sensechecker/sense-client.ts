// The page's side of SenseChecker's worker, loaded when the visitor first focuses or types in the
// draft: starts the worker (which starts fetching the dictionary) and checks drafts through it.
import { workerRequests } from "../../lib/worker-requests.ts";
import type { Finding } from "./sense-findings.ts";
import type { FromWorker, ToWorker } from "./sense-protocol.ts";

export interface SenseClient {
  check(text: string): Promise<readonly Finding[]>;
}

type CheckRequest = Omit<Extract<ToWorker, { type: "check" }>, "id">;

export function startSenseClient(): SenseClient {
  const worker = new Worker(new URL("./sense-worker.ts", import.meta.url), { type: "module", name: "sensechecker" });
  const checker = workerRequests<CheckRequest, Exclude<FromWorker, { error: string }>>(
    worker,
    "SenseChecker's worker stopped.",
  );
  checker.tell({ type: "warm" } satisfies ToWorker);
  return {
    check: async (text) => (await checker.ask({ type: "check", text, today: new Date().toISOString() })).findings,
  };
}
