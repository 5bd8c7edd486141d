// GovCal Pro's topics: a short fixed list a public-affairs team filters by. Which words mark an
// entry as being on a topic is in govcal-topic-words.ts, which only the functions need.
export const GOVCAL_TOPICS = [
  { slug: "economy", name: "Economy and tax" },
  { slug: "health", name: "Health and care" },
  { slug: "housing", name: "Housing and planning" },
  { slug: "energy", name: "Energy and climate" },
  { slug: "transport", name: "Transport" },
  { slug: "education", name: "Education and skills" },
  { slug: "environment", name: "Environment and farming" },
  { slug: "justice", name: "Justice and home affairs" },
  { slug: "local-government", name: "Local government" },
  { slug: "business", name: "Business and trade" },
  { slug: "digital", name: "Digital and science" },
  { slug: "democracy", name: "Elections and Parliament" },
] as const;

export type GovcalTopicSlug = (typeof GOVCAL_TOPICS)[number]["slug"];

export const topicName = (slug: string) => GOVCAL_TOPICS.find((topic) => topic.slug === slug)?.name ?? slug;
