// The words that put a GovCal Pro entry on a topic (govcal-topics.ts), matched in its title, detail
// and department. An entry may have several topics or none; the words are the sources' own, so a
// topic is a filter over what the source says, not a reading of it.
import type { GovcalTopicSlug } from "./govcal-topics.ts";

const TOPIC_WORDS: Record<GovcalTopicSlug, readonly string[]> = {
  economy: ["budget", "tax", "treasury", "fiscal", "economy", "finance", "spending", "duty", "pensions"],
  health: ["health", "nhs", "care", "medical", "medicines", "hospital", "social care"],
  housing: ["housing", "planning", "homes", "building", "leasehold", "renters", "landlord"],
  energy: ["energy", "climate", "net zero", "emissions", "electricity", "gas", "nuclear", "renewable"],
  transport: ["transport", "rail", "railway", "roads", "bus", "aviation", "airport", "shipping", "vehicle"],
  education: ["education", "school", "schools", "university", "skills", "apprenticeship", "children"],
  environment: ["environment", "water", "farming", "food", "rural", "nature", "waste", "flood"],
  justice: ["justice", "court", "courts", "police", "crime", "prison", "immigration", "home office", "sentencing"],
  "local-government": ["local government", "council", "councils", "devolution", "mayor", "communities"],
  business: ["business", "trade", "competition", "employment", "workers", "industry", "consumer"],
  digital: ["digital", "online", "data", "technology", "science", "artificial intelligence", "telecoms"],
  democracy: ["election", "elections", "electoral", "parliament", "prorogation", "state opening", "session", "recess"],
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MATCHERS = (Object.entries(TOPIC_WORDS) as [GovcalTopicSlug, readonly string[]][]).map(([slug, list]) => ({
  slug,
  pattern: new RegExp(`\\b(?:${list.map(escape).join("|")})\\b`, "i"),
}));

/** The topics whose words appear in the text (whole words, any case). */
export function topicsOf(...texts: readonly (string | null | undefined)[]): GovcalTopicSlug[] {
  const text = texts.filter(Boolean).join(" \n ");
  return MATCHERS.filter(({ pattern }) => pattern.test(text)).map(({ slug }) => slug);
}
