// The passages of TENFOLD's assistant topics (web/content/assistant-topics.ts): what it says to a
// greeting, to a question about the world or an opinion, and the overviews (services, tools, team,
// fees, contact, offices, hours) written from the same registries the pages render.
import { assistantTopics, type TopicId } from "../../web/content/assistant-topics.ts";
import { caseStudies } from "../../web/content/case-studies.ts";
import { howWeWork } from "../../web/content/how-we-work.ts";
import { services } from "../../web/content/services.ts";
import { site, type Office } from "#shared/site.ts";
import { team } from "../../web/content/team.ts";
import { tools } from "../../web/content/tools.ts";
import type { Tool } from "../../web/content/types.ts";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { readArticles } from "../read-articles.ts";
import { passage } from "./knowledge-passage.ts";

/** One item of an overview, written as a Markdown list item so TENFOLD's panel shows a list. */
const listLine = (name: string, url: string, text: string) => `- [${name}](${url}): ${text}`;

export function topicPassages(): KnowledgePassage[] {
  const [bristol, london] = site.offices;
  const hours = `${site.openingHours.days[0]} to ${site.openingHours.days[site.openingHours.days.length - 1]}, ${site.openingHours.opens} to ${site.openingHours.closes}`;
  const office = (o: Office) => `${o.city}: ${o.street}, ${o.locality} ${o.postcode} (${o.phone})`;
  const answers: Record<TopicId, { page: string; url: string; paragraphs: string[] }> = {
    elsewhere: {
      page: "Outside what this site covers",
      url: "/",
      paragraphs: [
        `That is outside what this site covers. I answer questions about ${site.brand} (our services, people, fees, tools and insights), and I don't give personal or political opinions.`,
      ],
    },
    greeting: {
      page: "Hello",
      url: "/",
      paragraphs: [
        `Hello! I'm ${site.assistantName}, the ${site.product} AI Assistant. I answer questions about ${site.brand} from what this website says: our services, people, fees, tools and insights. You could ask what we do, what it costs or who you would work with.`,
      ],
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
      paragraphs: [
        `We have two offices, in Bristol and London. ${site.offices.map(office).join(". ")}. We work with clients across the United Kingdom.`,
      ],
    },
    hours: {
      page: "Opening hours",
      url: "/#about",
      paragraphs: [
        `Our offices are open ${hours}. We are closed at weekends; retained clients use the out-of-hours escalation route agreed at the start of their engagement.`,
      ],
    },
    services: {
      page: "Our services",
      url: "/#services",
      paragraphs: [
        "We are a strategic communications and political affairs consultancy. What we do:",
        ...services.map((s) => listLine(s.name, `/services/${s.slug}`, s.lede)),
      ],
    },
    tools: {
      page: "Our tools",
      url: "/#innovations",
      paragraphs: [
        "We build our own tools so our consultants spend their time on judgement, not admin:",
        ...(tools as readonly Tool[]).map((t) =>
          listLine(t.name, t.path, t.tryIt ? `${t.tagline} You can try it now on its page.` : t.tagline),
        ),
      ],
    },
    insights: {
      page: "Insights",
      url: "/insights",
      paragraphs: [
        "Our latest insights:",
        ...readArticles()
          .slice(0, 5)
          .map((a) => listLine(a.meta.title, `/insights/${a.meta.slug}`, a.meta.summary)),
      ],
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
      paragraphs: [
        "Anonymised engagements, with the results we measured:",
        ...caseStudies.map((c) =>
          listLine(
            c.name,
            `/case-studies/${c.slug}`,
            `${c.lede} ${c.results[0] ? `${c.results[0].figure}.` : ""}`.trim(),
          ),
        ),
      ],
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
  // The words the question reader (functions/lib/tenfold/chat/phrases.ts) turns opinion, office-holder, resident-service, forecast and "who" questions into.
  const keywords: Partial<Record<TopicId, string[]>> = {
    elsewhere: ["opinionrequest", "officeholderquestion", "politicalparty", "residentservice", "decisionforecast"],
    team: ["personquestion"],
  };
  return (Object.keys(assistantTopics) as TopicId[]).map((id) =>
    passage(
      `topic:${id}`,
      { kind: "topic", page: answers[id].page, url: answers[id].url, keywords: keywords[id] ?? [] },
      "",
      answers[id].paragraphs,
      assistantTopics[id].asks,
    ),
  );
}
