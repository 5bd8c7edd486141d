// What the page and StoryScanner's reader worker (story-worker.ts) say to each other.
import type { StoryAnalysis } from "#shared/api/storyscanner.ts";

export interface ToWorker {
  readonly id: number;
  readonly text: string;
}

export type FromWorker =
  { readonly id: number; readonly analysis: StoryAnalysis } | { readonly id: number; readonly error: string };
