// The page's side of SenseChecker's worker, loaded when the visitor first focuses or types in the
// draft: starts the worker (which starts fetching the dictionary) and checks drafts through it.
import type { Finding } from "./sense-findings.ts";
import type { FromWorker, ToWorker } from "./sense-protocol.ts";

export interface SenseClient {
  check(text: string): Promise<readonly Finding[]>;
}

export function startSenseClient(): SenseClient {
  const worker = new Worker(new URL("./sense-worker.ts", import.meta.url), { type: "module", name: "sensechecker" });
  const waiting = new Map<
    number,
    { resolve: (findings: readonly Finding[]) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  const send = (message: ToWorker) => worker.postMessage(message);
  worker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ("error" in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.findings);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) pending.reject(new Error("SenseChecker's worker stopped."));
    waiting.clear();
  });
  send({ type: "warm" });
  return {
    check: (text) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        send({ type: "check", id, text, today: new Date().toISOString() });
      }),
  };
}
