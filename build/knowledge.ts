// Builds TENFOLD's knowledge from the same registries and articles the pages render, so the
// assistant only states what the site says. The unit is a passage (a section of a page, an FAQ
// answer, a fee basis, a consultant), so an answer quotes the part that answers, not a summary.
import { assistantTopics, type TopicId } from "../web/content/assistant-topics.ts";
import { caseStudies } from "../web/content/case-studies.ts";
import { councillors } from "../web/content/councillors.ts";
import { faq } from "../web/content/faq.ts";
import { home } from "../web/content/home.ts";
import { howWeWork } from "../web/content/how-we-work.ts";
import { outcomes } from "../web/content/outcomes.ts";
import { policies } from "../web/content/policies.ts";
import { projectScoping } from "../web/content/project-scoping.ts";
import { resources } from "../web/content/resources.ts";
import { services } from "../web/content/services.ts";
import { site, type Office } from "../web/content/site.ts";
import { team } from "../web/content/team.ts";
import { tools } from "../web/content/tools.ts";
import type { ContentSection } from "../web/content/types.ts";
import { anchorFor } from "../web/shared/anchors.ts";
import type { KnowledgeKind, KnowledgePassage } from "../web/shared/knowledge-types.ts";
import { readArticles } from "./articles.ts";

type Source = { kind: KnowledgeKind; page: string; url: string; keywords?: readonly string[] };

function passage(id: string, source: Source, heading: string, paragraphs: readonly string[], asks: readonly string[] = []): KnowledgePassage {
  return { id, kind: source.kind, page: source.page, heading, url: source.url, paragraphs, asks, keywords: source.keywords ?? [] };
}

/** One passage per section; a section with an id is linked to directly. */
function sectionPassages(idPrefix: string, source: Source, sections: readonly ContentSection[]): KnowledgePassage[] {
  return sections.map((section, index) =>
    passage(
      `${idPrefix}#${section.id ?? index}`,
      { ...source, url: `${source.url.split("#")[0]}#${section.id ?? anchorFor(section.heading)}` },
      section.heading,
      // Each bullet is its own paragraph, so an answer can quote the one that answers.
      [...section.paragraphs, ...(section.bullets ?? [])],
      section.asks,
    ),
  );
}

/** One item of an overview, written as a Markdown list item so TENFOLD's panel shows a list. */
const listLine = (name: string, url: string, text: string) => `- [${name}](${url}): ${text}`;

function topicPassages(): KnowledgePassage[] {
  const [bristol, london] = site.offices;
  const hours = `${site.openingHours.days[0]} to ${site.openingHours.days[site.openingHours.days.length - 1]}, ${site.openingHours.opens} to ${site.openingHours.closes}`;
  const office = (o: Office) => `${o.city}: ${o.street}, ${o.locality} ${o.postcode} (${o.phone})`;
  const answers: Record<TopicId, { page: string; url: string; paragraphs: string[] }> = {
    elsewhere: {
      page: "Outside what this site covers",
      url: "/",
      paragraphs: [`That is outside what this site covers. I answer questions about ${site.brand} (our services, people, fees, tools and insights), and I don't give personal or political opinions.`],
    },
    greeting: {
      page: "Hello",
      url: "/",
      paragraphs: [`Hello! I'm ${site.assistantName}, the ${site.product} AI Assistant. I answer questions about ${site.brand} from what this website says: our services, people, fees, tools and insights. You could ask what we do, what it costs or who you would work with.`],
    },
    assistant: {
      page: `About ${site.assistantName}`,
      url: "/ai-mode",
      paragraphs: [
        `I'm ${site.assistantName}, the ${site.product} AI Assistant: software, not a person. I answer questions about ${site.brand} from this website's content, point you to the right page and can open the contact form. I don't give legal, political or other professional advice; for that, talk to one of our consultants.`,
      ],
    },
    contact: {
      page: "Get in touch",
      url: "/#contact",
      paragraphs: [
        `Email ${site.email}, call our Bristol office on ${bristol?.phone ?? site.phone} or London on ${london?.phone ?? site.phone}, send a message with the contact form, or book a free 30-minute introductory call at ${site.bookCallUrl}. We reply within one working day. Journalists and press enquiries: ${site.pressEmail}.`,
        `Follow us on ${site.socials.map((s) => `${s.name} (${s.url})`).join(", ")}.`,
      ],
    },
    offices: {
      page: "Our offices",
      url: "/#about",
      paragraphs: [`We have two offices, in Bristol and London. ${site.offices.map(office).join(". ")}. We work with clients across the United Kingdom.`],
    },
    hours: {
      page: "Opening hours",
      url: "/#about",
      paragraphs: [`Our offices are open ${hours}. We are closed at weekends; retained clients use the out-of-hours escalation route agreed at the start of their engagement.`],
    },
    services: {
      page: "Our services",
      url: "/#services",
      paragraphs: ["We are a strategic communications and political affairs consultancy. What we do:", ...services.map((s) => listLine(s.name, `/services/${s.slug}`, s.lede))],
    },
    tools: {
      page: "Our tools",
      url: "/#innovations",
      paragraphs: ["We build our own tools so our consultants spend their time on judgement, not admin:", ...tools.map((t) => listLine(t.name, t.path, t.tagline))],
    },
    insights: {
      page: "Insights",
      url: "/insights",
      paragraphs: ["Our latest insights:", ...readArticles().slice(0, 5).map((a) => listLine(a.meta.title, `/insights/${a.meta.slug}`, a.meta.summary))],
    },
    team: {
      page: "Our team",
      url: "/about",
      paragraphs: [
        "The people who pitch are the people who do the work. A partner or director is accountable for every engagement. Our consultants:",
        ...team.map((p) => listLine(p.name, `/about#${p.slug}`, `${p.role}, ${p.office}; ${p.focus.join(", ")}`)),
      ],
    },
    "case-studies": {
      page: "Case studies",
      url: "/case-studies",
      paragraphs: ["Anonymised engagements, with the results we measured:", ...caseStudies.map((c) => listLine(c.name, `/case-studies/${c.slug}`, `${c.lede} ${c.results[0] ? `${c.results[0].figure}.` : ""}`.trim()))],
    },
    fees: {
      page: howWeWork.title,
      url: "/how-we-work#fees",
      paragraphs: [
        "Our fees, as a guide (every proposal carries a fixed quote or a clear estimate):",
        ...howWeWork.fees.map((f) => `${f.name}: ${f.price}. ${f.includes.join("; ")}.`),
        ...howWeWork.feeNotes.map((note) => note.text),
      ],
    },
  };
  // The words the question reader (functions/lib/chat/terms.ts) turns opinion, office-holder and "who" questions into.
  const keywords: Partial<Record<TopicId, string[]>> = { elsewhere: ["opinionrequest", "officeholderquestion", "politicalparty"], team: ["personquestion"] };
  return (Object.keys(assistantTopics) as TopicId[]).map((id) =>
    passage(`topic:${id}`, { kind: "topic", page: answers[id].page, url: answers[id].url, keywords: keywords[id] ?? [] }, "", answers[id].paragraphs, assistantTopics[id].asks),
  );
}

export function buildKnowledge(): KnowledgePassage[] {
  const passages: KnowledgePassage[] = topicPassages();
  passages.push(
    passage("firm:about", { kind: "topic", page: `About ${site.brand}`, url: "/about" }, "", [home.intro, ...home.about.paragraphs], []),
    ...home.whyUs.points.map((point, i) => passage(`firm:why-us#${i}`, { kind: "topic", page: "Why work with us", url: "/#why-us" }, point.title, [point.body])),
  );
  for (const s of services) {
    const source = { kind: "service" as const, page: s.name, url: `/services/${s.slug}`, keywords: s.keywords };
    passages.push(passage(`service:${s.slug}`, source, "", [s.lede, s.description], s.asks), ...sectionPassages(`service:${s.slug}`, source, s.sections));
  }
  for (const o of outcomes) {
    const source = { kind: "outcome" as const, page: o.name, url: `/outcomes/${o.slug}`, keywords: o.keywords };
    passages.push(passage(`outcome:${o.slug}`, source, "", [o.lede, o.description], o.asks), ...sectionPassages(`outcome:${o.slug}`, source, o.sections));
  }
  for (const t of tools) {
    const source = { kind: "tool" as const, page: t.name, url: t.path, keywords: [...t.aliases.map((a) => a.slice(1)), t.path.slice(1), ...t.keywords] };
    passages.push(
      // Visitors type a tool's old or short name as they saw it in a link ("theframer").
      passage(`tool:${t.path}`, source, "", [`${t.name}: ${t.tagline}`, ...t.summary], [...t.asks, ...t.aliases.map((a) => `what is ${a.slice(1)} for`)]),
      passage(`tool:${t.path}#audience`, { ...source, url: `${t.path}#${anchorFor("Who it is for")}` }, "Who it is for", [t.audience]),
      passage(`tool:${t.path}#steps`, { ...source, url: `${t.path}#${anchorFor("How it works")}` }, "How it works", [t.steps.join(" ")]),
      passage(`tool:${t.path}#features`, { ...source, url: `${t.path}#${anchorFor("Key features")}` }, "Key features", [t.features.join("; ")]),
    );
  }
  faq.forEach((item, i) => passages.push(passage(`faq:${i}`, { kind: "faq", page: item.question, url: `/faq#${anchorFor(item.question)}` }, "", [item.answer], [item.question, ...item.asks])));
  for (const p of policies.filter((p) => p.path !== "/faq")) {
    const source = { kind: "policy" as const, page: p.title, url: p.path };
    passages.push(passage(`policy:${p.path}`, source, "", [p.intro]), ...sectionPassages(`policy:${p.path}`, source, p.sections));
  }
  for (const r of resources) {
    const source = { kind: "resource" as const, page: r.title, url: `/resources/${r.slug}`, keywords: r.keywords };
    passages.push(passage(`resource:${r.slug}`, source, "", [r.lede], r.asks), ...sectionPassages(`resource:${r.slug}`, source, r.sections));
  }
  for (const p of team) {
    const [first] = p.name.split(" ");
    passages.push(
      passage(
        `person:${p.slug}`,
        { kind: "person", page: `${p.name}, ${p.role}`, url: `/about#${p.slug}`, keywords: [p.name, p.office, ...p.focus, ...services.filter((s) => (p.services as readonly string[]).includes(s.slug)).flatMap((s) => s.keywords), "personquestion"] },
        "",
        [
          `${p.name} is ${p.role} in our ${p.office} office. Focus: ${p.focus.join(", ")}.`,
          ...p.bio,
          `Previously: ${p.previously.join("; ")}.`,
          ...caseStudies.filter((c) => (c.team as readonly string[]).includes(p.slug)).map((c) => `Case study: ${c.name}.`),
        ],
        [
          `who is ${p.name}`,
          `tell me about ${first}`,
          `what is ${first}'s background and experience`,
          `what did ${first} do before joining`,
          ...services.filter((s) => (p.services as readonly string[]).includes(s.slug)).map((s) => `who leads your ${s.name.toLowerCase()} work`),
          ...p.focus.map((f) => `who is your ${f.toLowerCase()} specialist`),
          ...p.previously.map((role) => `has anyone on your team worked as ${role.replace(/^[A-Z]/, (c) => c.toLowerCase())}`),
        ],
      ),
    );
  }
  // Council Radar's demonstration profiles: a visitor who meets one asks whether the person is real.
  for (const c of councillors) {
    const [first] = c.name.split(" ");
    passages.push(
      passage(
        `councillor:${c.id}`,
        { kind: "councillor", page: `${c.name} (demonstration councillor profile)`, url: `/councillor/${c.id}`, keywords: [c.name, c.council, c.ward] },
        "",
        [
          c.bio,
          `${c.name}: ${c.party}, councillor for ${c.ward} on ${c.council} since ${c.firstElected}. Roles: ${c.roles.join(", ")}. Committees: ${c.committees.join(", ")}.`,
          `Register of members' interests: ${c.interests.join("; ")}.`,
          ...c.recentPositions.map((position) => `${position.date}: ${position.summary}`),
        ],
        [`is ${c.name} a real councillor`, `who is ${c.name}`, `where is ${c.council}`, `what has ${first} said or voted for`, `what interests has ${first} declared`],
      ),
    );
  }
  for (const c of caseStudies) {
    const source = { kind: "case-study" as const, page: `Case study: ${c.name}`, url: `/case-studies/${c.slug}`, keywords: [c.sector, ...c.keywords] };
    passages.push(
      passage(
        `case-study:${c.slug}`,
        source,
        "",
        [
          `${c.client}, ${c.sector}, ${c.period}. ${c.lede}`,
          ...c.results.map((r) => `${r.figure}: ${r.detail}`),
          `Who did the work: ${team.filter((p) => (c.team as readonly string[]).includes(p.slug)).map((p) => `${p.name} (${p.role})`).join(", ")}.`,
        ],
        c.asks,
      ),
      passage(`case-study:${c.slug}#situation`, { ...source, url: `${source.url}#${anchorFor("The situation")}` }, "The situation", c.situation),
      passage(`case-study:${c.slug}#approach`, { ...source, url: `${source.url}#${anchorFor("What we did")}` }, "What we did", c.approach),
      passage(`case-study:${c.slug}#lesson`, { ...source, url: `${source.url}#${anchorFor("What we learned")}` }, "What we learned", [c.lesson]),
    );
  }
  passages.push(
    passage("scoping:/project-scoping", { kind: "fees", page: "Project scoping", url: "/project-scoping" }, "", [projectScoping.lede], ["How do you scope a project?", "What happens between the first call and a proposal?"]),
    ...sectionPassages("scoping:/project-scoping", { kind: "fees", page: "Project scoping", url: "/project-scoping" }, projectScoping.sections),
  );
  const fees = { kind: "fees" as const, page: howWeWork.title, url: "/how-we-work" };
  passages.push(
    ...sectionPassages("fees", fees, howWeWork.before),
    ...howWeWork.fees.map((f, i) => passage(`fees:basis-${i}`, { ...fees, url: "/how-we-work#fees" }, f.name, [`${f.name}: ${f.price}. ${f.suits}`, f.includes.join("; ")], f.asks)),
    ...howWeWork.feeNotes.map((note, i) => passage(`fees:note-${i}`, { ...fees, url: "/how-we-work#fees" }, "Fee notes", [note.text], note.asks)),
    ...sectionPassages("fees", fees, howWeWork.after),
  );
  for (const a of readArticles()) {
    const source = { kind: "article" as const, page: a.meta.title, url: `/insights/${a.meta.slug}`, keywords: a.meta.tags };
    passages.push(passage(`article:${a.meta.slug}`, source, "", [a.meta.summary], a.meta.asks), ...a.sections.map((s, i) => passage(`article:${a.meta.slug}#${i}`, i === 0 ? source : { ...source, url: `${source.url}#${anchorFor(s.heading)}` }, s.heading, s.paragraphs, s.asks)));
  }
  return passages;
}
