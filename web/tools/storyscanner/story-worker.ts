// StoryScanner's built-in reader in the visitor's browser, off the page's main thread: compromise's
// reading of a long article takes a tenth of a second or more on a laptop, several times that on a
// phone, which would freeze the page. Loaded when the visitor first presses the button, with the
// service pages' small form (virtual:story-services, built from the same passages as the functions').
import { storyServices } from "virtual:story-services";
import { readStory } from "#shared/api/storyscanner-reader.ts";
import type { FromWorker, ToWorker } from "./story-protocol.ts";

function answer(message: FromWorker): void {
  self.postMessage(message);
}

self.addEventListener("message", (event: MessageEvent<ToWorker>) => {
  const { id, text } = event.data;
  try {
    answer({ id, analysis: readStory(text, storyServices) });
  } catch (error) {
    answer({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
