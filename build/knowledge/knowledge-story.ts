// StoryScanner's small form of the service pages (web/shared/api/storyscanner-services.ts), from
// the same passages as TENFOLD's knowledge: written for the functions with it, and served to the
// browser's reader as `virtual:story-services` (build/content-plugin.ts).
import { site } from "#shared/site.ts";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { storyServicesFrom, topicStems, type StoryServices } from "#shared/api/storyscanner-services.ts";

/** The firm's own name matches every page and says nothing about a story. */
const BRAND_STEMS = new Set(topicStems(`${site.brand} ${site.product}`).map((t) => t.stem));

export function buildStoryServices(passages: readonly KnowledgePassage[]): StoryServices {
  return storyServicesFrom(passages, BRAND_STEMS);
}
