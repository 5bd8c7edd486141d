// The page's side of StoryScanner's reader worker (story-worker.ts): started at the first reading
// the browser has to do itself, then kept for the next ones.
import type { StoryAnalysis } from "#shared/api/storyscanner.ts";
import type { FromWorker, ToWorker } from "./story-protocol.ts";

export interface StoryClient {
  read(text: string): Promise<StoryAnalysis>;
}

export function startStoryClient(): StoryClient {
  const worker = new Worker(new URL("./story-worker.ts", import.meta.url), { type: "module", name: "storyscanner" });
  const waiting = new Map<number, { resolve: (analysis: StoryAnalysis) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ("error" in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.analysis);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) pending.reject(new Error("StoryScanner's reader stopped."));
    waiting.clear();
  });
  return {
    read: (text) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, text } satisfies ToWorker);
      }),
  };
}
