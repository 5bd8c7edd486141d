// The page's side of StoryScanner's reader worker (story-worker.ts): started at the first reading
// the browser has to do itself, then kept for the next ones.
import type { StoryAnalysis } from "#shared/api/storyscanner.ts";
import { workerRequests } from "../../lib/worker-requests.ts";
import type { FromWorker, ToWorker } from "./story-protocol.ts";

export interface StoryClient {
  read(text: string): Promise<StoryAnalysis>;
}

export function startStoryClient(): StoryClient {
  const worker = new Worker(new URL("./story-worker.ts", import.meta.url), { type: "module", name: "storyscanner" });
  const reader = workerRequests<Omit<ToWorker, "id">, Exclude<FromWorker, { error: string }>>(
    worker,
    "StoryScanner's reader stopped.",
  );
  return { read: async (text) => (await reader.ask({ text })).analysis };
}
