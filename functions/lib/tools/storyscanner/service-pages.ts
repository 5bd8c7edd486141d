// The service pages as StoryScanner reads them (web/shared/api/storyscanner-services.ts), written
// at build time with TENFOLD's knowledge (functions/generated/story-services.json): the model's
// schema offers their slugs, and the functions' own reader (for a browser that ran no script)
// matches articles against them, as the browser's reader does.
import storyServicesJson from "../../../generated/story-services.json";
import type { StoryService, StoryServices } from "#shared/api/storyscanner-services.ts";

// Written from this same type (build/knowledge/knowledge-story.ts); TypeScript reads the JSON's
// word counts as one union of every page's words, each optional, which no cast can narrow directly.
export const storyServices = storyServicesJson as unknown as StoryServices;

const bySlug = new Map(storyServices.services.map((s) => [s.slug, s]));

export function servicePage(slug: string): StoryService | undefined {
  return bySlug.get(slug);
}
