// GovCal Pro's topics: a short fixed list a public-affairs team filters by, each matched by the
// words in an entry's title, detail and department. An entry may have several topics or none;
// the words are the sources' own, so a topic is a filter over what the source says, not a reading.
export const GOVCAL_TOPICS = [
  {
    slug: "economy",
    name: "Economy and tax",
    words: ["budget", "tax", "treasury", "fiscal", "economy", "finance", "spending", "duty", "pensions"],
  },
  {
    slug: "health",
    name: "Health and care",
    words: ["health", "nhs", "care", "medical", "medicines", "hospital", "social care"],
  },
  {
    slug: "housing",
    name: "Housing and planning",
    words: ["housing", "planning", "homes", "building", "leasehold", "renters", "landlord"],
  },
  {
    slug: "energy",
    name: "Energy and climate",
    words: ["energy", "climate", "net zero", "emissions", "electricity", "gas", "nuclear", "renewable"],
  },
  {
    slug: "transport",
    name: "Transport",
    words: ["transport", "rail", "railway", "roads", "bus", "aviation", "airport", "shipping", "vehicle"],
  },
  {
    slug: "education",
    name: "Education and skills",
    words: ["education", "school", "schools", "university", "skills", "apprenticeship", "children"],
  },
  {
    slug: "environment",
    name: "Environment and farming",
    words: ["environment", "water", "farming", "food", "rural", "nature", "waste", "flood"],
  },
  {
    slug: "justice",
    name: "Justice and home affairs",
    words: ["justice", "court", "courts", "police", "crime", "prison", "immigration", "home office", "sentencing"],
  },
  {
    slug: "local-government",
    name: "Local government",
    words: ["local government", "council", "councils", "devolution", "mayor", "communities"],
  },
  {
    slug: "business",
    name: "Business and trade",
    words: ["business", "trade", "competition", "employment", "workers", "industry", "consumer"],
  },
  {
    slug: "digital",
    name: "Digital and science",
    words: ["digital", "online", "data", "technology", "science", "artificial intelligence", "telecoms"],
  },
  {
    slug: "democracy",
    name: "Elections and Parliament",
    words: ["election", "elections", "electoral", "parliament", "prorogation", "state opening", "session", "recess"],
  },
] as const;

export type GovcalTopicSlug = (typeof GOVCAL_TOPICS)[number]["slug"];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MATCHERS = GOVCAL_TOPICS.map((topic) => ({
  slug: topic.slug,
  pattern: new RegExp(`\\b(?:${topic.words.map(escape).join("|")})\\b`, "i"),
}));

/** The topics whose words appear in the text (whole words, any case). */
export function topicsOf(...texts: readonly (string | null | undefined)[]): GovcalTopicSlug[] {
  const text = texts.filter(Boolean).join(" \n ");
  return MATCHERS.filter(({ pattern }) => pattern.test(text)).map(({ slug }) => slug);
}

export const topicName = (slug: string) => GOVCAL_TOPICS.find((topic) => topic.slug === slug)?.name ?? slug;
