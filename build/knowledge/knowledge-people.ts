// The passages about people: each consultant's profile (with the questions visitors ask about
// them) and Council Radar's demonstration councillors.
import { site } from "#shared/site.ts";
import { caseStudies } from "../../web/content/case-studies.ts";
import { councillorDirectory, councillors } from "../../web/content/councillors.ts";
import { services } from "../../web/content/services.ts";
import { team } from "../../web/content/team.ts";
import { tools } from "../../web/content/tools.ts";
import { anchorFor } from "#shared/anchors.ts";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { passage } from "./knowledge-passage.ts";

export function teamPassages(): KnowledgePassage[] {
  return team.map((p) => {
    const [first] = p.name.split(" ");
    return passage(
      `person:${p.slug}`,
      {
        kind: "person",
        page: `${p.name}, ${p.role}`,
        url: `/about#${p.slug}`,
        keywords: [
          p.name,
          p.office,
          ...p.focus,
          ...services.filter((s) => (p.services as readonly string[]).includes(s.slug)).flatMap((s) => s.keywords),
          "personquestion",
        ],
      },
      "",
      [
        `${p.name} is ${p.role} in our ${p.office} office. Focus: ${p.focus.join(", ")}.`,
        ...p.bio,
        `Previously: ${p.previously.join("; ")}.`,
        ...caseStudies
          .filter((c) => (c.team as readonly string[]).includes(p.slug))
          .map((c) => `Case study: ${c.name}.`),
      ],
      [
        `who is ${p.name}`,
        `tell me about ${first}`,
        `what is ${first}'s background and experience`,
        `what did ${first} do before joining`,
        ...services
          .filter((s) => (p.services as readonly string[]).includes(s.slug))
          .map((s) => `who leads your ${s.name.toLowerCase()} work`),
        ...p.focus.map((f) => `who is your ${f.toLowerCase()} specialist`),
        ...p.previously.map(
          (role) => `has anyone on your team worked as ${role.replace(/^[A-Z]/, (c) => c.toLowerCase())}`,
        ),
      ],
    );
  });
}

/** Where Council Radar's page lists the demonstration profiles. */
const RADAR = "/council-radar";

/**
 * Council Radar's demonstration profiles: the list on its page (a visitor asks to see an example)
 * and each profile (a visitor who meets one asks whether the person is real).
 */
export function councillorPassages(): KnowledgePassage[] {
  const radar = tools.find((t) => t.path === RADAR);
  const directory = passage(
    `tool:${RADAR}#profiles`,
    { kind: "tool", page: radar?.name ?? "Council Radar", url: `${RADAR}#${anchorFor(councillorDirectory.heading)}` },
    councillorDirectory.heading,
    [
      councillorDirectory.intro,
      ...councillors.map((c) => `- [${c.name}](/councillor/${c.id}): ${c.party}, ${c.ward}, ${c.council}`),
    ],
    // What a visitor asks who wants to see one before any real council is set up.
    ["can I see an example councillor profile", "show me a sample councillor profile"],
  );
  return [
    directory,
    ...councillors.map((c) => {
      const [first] = c.name.split(" ");
      return passage(
        `councillor:${c.id}`,
        {
          kind: "councillor",
          page: `${c.name} (demonstration councillor profile)`,
          url: `/councillor/${c.id}`,
          keywords: [c.name, c.council, c.ward],
        },
        "",
        [
          `This is a demonstration record created by ${site.brand} to show how a councillor profile works; the person, council and ward are fictional. A real profile holds only the public record.`,
          `${c.name}: ${c.party}, councillor for ${c.ward} on ${c.council}. Office: ${c.roles.join(", ")}. Committees: ${c.committees.join(", ")}.`,
          `Register of members' interests: ${c.interests.join("; ")}.`,
        ],
        [
          `is ${c.name} a real councillor`,
          `who is ${c.name}`,
          `where is ${c.council}`,
          `what interests has ${first} declared`,
        ],
      );
    }),
  ];
}
