// The public page's example cases: three questions the site answers, each with what a right answer
// must hold (written from the site's own pages), and one it must decline. Each is one question to
// TENFOLD's public chat, inside a visitor's rate limit.
import type { Expectation } from "#shared/api/bot-tester-judge.ts";

export interface DemoCase extends Expectation {
  readonly question: string;
}

export const DEMO_CASES: readonly DemoCase[] = [
  {
    question: "do u do crisis pr",
    facts: ["crisis communications"],
    links: ["/services/crisis-communications"],
    declines: false,
  },
  {
    question: "How long does a community consultation programme normally run for?",
    facts: [["four to nine months", "4 to 9 months", "4-9 months", "4–9 months"]],
    links: ["/services/stakeholder-engagement"],
    declines: false,
  },
  {
    question: "Do you test chatbots before they go live?",
    facts: ["Bot Tester"],
    links: ["/bot-tester"],
    declines: false,
  },
  { question: "What's the capital of Australia?", facts: [], links: [], declines: true },
];

/** What a right answer must hold, in words: "States “crisis communications”; links to /services/…". */
export function expectationWords(c: Expectation): string {
  if (c.declines) return "Declines: the site does not answer it.";
  const facts = c.facts.map((fact) =>
    typeof fact === "string" ? `“${fact}”` : `one of ${fact.map((alt) => `“${alt}”`).join(", ")}`,
  );
  const parts = [
    facts.length > 0 ? `States ${facts.join(" and ")}` : "",
    c.links.length > 0 ? `links to ${c.links.join(" and ")}` : "",
  ].filter(Boolean);
  return `${parts.join("; ")}.`;
}
