// What a StoryScanner reading says around its parts, in one place: the panel's view shows it in
// the page (web/tools/storyscanner/story-reading.tsx) and the functions write it into the page a
// browser that ran no script gets (functions/lib/tools/storyscanner/reading-page.ts).
import type { StoryReading, StoryVerdict } from "./storyscanner.ts";

export const READING_HEADINGS = {
  summary: "The story in one line",
  names: "Who and what is named",
  services: "Services it touches",
  reading: "Risk or opportunity",
  nextStep: "What we would do next",
} as const;

export const NAME_LABELS = { people: "People", organisations: "Organisations", places: "Places" } as const;

export const VERDICT_LINES: Record<StoryVerdict, string> = {
  risk: "Reads as a risk",
  opportunity: "Reads as an opportunity",
  mixed: "Reads as mixed: neither clearly a risk nor an opportunity",
};

/** Which reader produced the reading, and where the built-in one ran. */
export function readerLine(reader: StoryReading["reader"], where: "browser" | "server"): string {
  if (reader === "model")
    return "Read by an AI model (OpenAI), asked for this shape of answer and checked on the way back.";
  return where === "browser"
    ? "Read in your browser by StoryScanner's built-in reader (language analysis and our own service pages, no AI model)."
    : "Read on our server by StoryScanner's built-in reader (language analysis and our own service pages, no AI model), as your browser ran no script.";
}

export const READING_WORDS = {
  noNames: "None found",
  noService: "None of our services clearly fits this story.",
  drivers: "The sentences that drove it:",
  leaning: { risk: "Risk: ", opportunity: "Opportunity: " },
  noNextStep: "Talk to us: the story does not point clearly to one of our services.",
  howItRuns: (service: string) => `How our ${service} work runs`,
  score: (score: number) => `(lexicon score ${score.toLocaleString("en-GB")} per 100 words)`,
  words: (words: number) => `${words.toLocaleString("en-GB")} words.`,
  failed: "Something went wrong on our side while reading the story. Please try again.",
} as const;
