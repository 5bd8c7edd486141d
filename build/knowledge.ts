// Builds TENFOLD's knowledge from the same registries and articles the pages render, so the
// assistant only states what the site says.
import { caseStudies } from "../web/content/case-studies.ts";
import { faq } from "../web/content/faq.ts";
import { howWeWork } from "../web/content/how-we-work.ts";
import { home } from "../web/content/home.ts";
import { outcomes } from "../web/content/outcomes.ts";
import { policies } from "../web/content/policies.ts";
import { resources } from "../web/content/resources.ts";
import { services } from "../web/content/services.ts";
import { team } from "../web/content/team.ts";
import { site } from "../web/content/site.ts";
import { tools } from "../web/content/tools.ts";
import type { ContentSection } from "../web/content/types.ts";
import type { KnowledgeDoc } from "../web/shared/knowledge-types.ts";
import { readArticles } from "./articles.ts";

const sectionText = (sections: readonly ContentSection[]) =>
  sections.map((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])].join("\n")).join("\n\n");

export function buildKnowledge(): KnowledgeDoc[] {
  const [bristol, london] = site.offices;
  const officeLine = (o: (typeof site.offices)[number]) => `${o.city}: ${o.street}, ${o.locality} ${o.postcode} (phone ${o.phone})`;
  const hours = `Monday to Friday, ${site.openingHours.opens} to ${site.openingHours.closes}`;
  const docs: KnowledgeDoc[] = [
    {
      id: "firm",
      kind: "firm",
      title: `About ${site.brand}`,
      url: "/#about",
      summary: `${site.brand} is an independent UK ${site.tagline.toLowerCase()} consultancy with offices in Bristol and London.`,
      text: [home.intro, ...home.about.paragraphs, ...home.whyUs.points.map((p) => `${p.title}. ${p.body}`)].join("\n"),
      keywords: ["about", "who are you", "firm", "company", "consultancy", "team", "experts", "why", "work together", "approach", "experience"],
    },
    {
      id: "contact",
      kind: "contact",
      title: "Get in touch",
      url: "/#contact",
      summary: `Email ${site.email}, call ${site.phone} (Bristol) or ${london?.phone ?? ""} (London), use the contact form, or book a 30-minute introductory call at ${site.bookCallUrl}.`,
      text: `You can email ${site.email}, call ${site.phone}, send a message with the contact form (Get In Touch), or book a 30-minute introductory call online at ${site.bookCallUrl}. We reply within one working day. Press enquiries: ${site.pressEmail}.`,
      keywords: ["contact", "email", "phone", "call", "book", "meeting", "appointment", "speak", "talk", "reach", "message", "enquiry", "get in touch", "number"],
    },
    {
      id: "offices",
      kind: "offices",
      title: "Our offices",
      url: "/#about",
      summary: `We have two offices. ${[bristol, london].filter((o) => o !== undefined).map(officeLine).join(". ")}.`,
      text: `Offices: ${site.offices.map(officeLine).join("; ")}. We work with clients across the United Kingdom.`,
      keywords: ["office", "offices", "where", "located", "location", "address", "bristol", "london", "visit", "based"],
    },
    {
      id: "hours",
      kind: "hours",
      title: "Opening hours",
      url: "/#about",
      summary: `Our offices are open ${hours}.`,
      text: `Opening hours: ${hours}. Outside these hours existing clients use the escalation route agreed at the start of their engagement.`,
      keywords: ["hours", "open", "opening", "closing", "when", "time", "weekend", "monday", "friday"],
    },
    {
      id: "assistant",
      kind: "assistant",
      title: "About TENFOLD",
      url: "/ai-mode",
      summary: `TENFOLD is the ${site.product} AI Assistant. It answers questions about ${site.brand} from what this website says; it does not give professional advice.`,
      text: `TENFOLD is the ${site.product} AI Assistant. You can type or talk to it. It answers questions about our services, tools, offices and insights using this website's content, and can take you to the right page or open the contact form. It does not give legal, political or professional advice: for that, talk to our consultants.`,
      keywords: ["tenfold", "assistant", "ai", "bot", "chatbot", "who are you", "what are you"],
    },
  ];
  docs.push({
    id: "team",
    kind: "firm",
    title: "Our team",
    url: "/about",
    summary: `Our consultants: ${team.map((p) => `${p.name} (${p.role}, ${p.office})`).join("; ")}. The people who pitch are the people who do the work.`,
    text: team.map((p) => `${p.name}, ${p.role}, ${p.office} office. Focus: ${p.focus.join(", ")}.`).join("\n"),
    keywords: ["team", "people", "who", "consultants", "experts", "staff", "partners", "working with"],
  });
  for (const p of team) {
    docs.push({
      id: `person:${p.slug}`,
      kind: "person",
      title: `${p.name}, ${p.role}`,
      url: `/about#${p.slug}`,
      summary: `${p.name} is ${p.role} in our ${p.office} office, focusing on ${p.focus.join(", ").toLowerCase()}.`,
      text: [...p.bio, `Previously: ${p.previously.join("; ")}.`].join("\n"),
      keywords: [p.name.toLowerCase(), ...p.name.toLowerCase().split(" "), ...p.focus.map((f) => f.toLowerCase())],
    });
  }
  for (const c of caseStudies) {
    docs.push({
      id: `case-study:${c.slug}`,
      kind: "case-study",
      title: `Case study: ${c.name}`,
      url: `/case-studies/${c.slug}`,
      summary: c.lede,
      text: [`${c.client}, ${c.sector}, ${c.period}.`, ...c.situation, ...c.approach, ...c.results.map((r) => `${r.figure}: ${r.detail}`), c.lesson].join("\n"),
      keywords: ["case study", "example", "results", ...c.keywords],
    });
  }
  docs.push({
    id: "fees",
    kind: "fees",
    title: howWeWork.title,
    url: "/how-we-work",
    summary: `${howWeWork.lede} ${howWeWork.fees.map((f) => `${f.name}: ${f.price}`).join("; ")}.`,
    text: [
      sectionText(howWeWork.before),
      ...howWeWork.fees.map((f) => `${f.name}: ${f.price}. ${f.suits} Includes: ${f.includes.join("; ")}.`),
      ...howWeWork.feeNotes,
      sectionText(howWeWork.after),
    ].join("\n\n"),
    keywords: ["fees", "cost", "price", "pricing", "how much", "budget", "retainer", "day rate", "terms", "insurance", "quote"],
  });
  for (const s of services) {
    docs.push({ id: `service:${s.slug}`, kind: "service", title: s.name, url: `/services/${s.slug}`, summary: s.lede, text: `${s.description}\n${sectionText(s.sections)}`, keywords: [s.name.toLowerCase(), ...s.keywords] });
  }
  for (const o of outcomes) {
    docs.push({ id: `outcome:${o.slug}`, kind: "outcome", title: o.name, url: `/outcomes/${o.slug}`, summary: o.lede, text: `${o.description}\n${sectionText(o.sections)}`, keywords: [o.name.toLowerCase(), ...o.keywords] });
  }
  for (const t of tools) {
    docs.push({
      id: `tool:${t.path}`,
      kind: "tool",
      title: t.name,
      url: t.path,
      summary: `${t.name}: ${t.tagline}`,
      text: [t.description, t.audience, ...t.summary, ...t.steps, ...t.features].join("\n"),
      keywords: [t.name.toLowerCase(), ...t.aliases.map((a) => a.slice(1)), ...t.keywords],
    });
  }
  faq.forEach((item, index) => {
    docs.push({ id: `faq:${index}`, kind: "faq", title: item.question, url: "/faq", summary: item.answer, text: `${item.question}\n${item.answer}`, keywords: [] });
  });
  for (const p of policies.filter((p) => p.path !== "/faq")) {
    docs.push({ id: `policy:${p.path}`, kind: "policy", title: p.title, url: p.path, summary: p.intro, text: `${p.intro}\n${sectionText(p.sections)}`, keywords: [p.title.toLowerCase()] });
  }
  for (const r of resources) {
    docs.push({ id: `resource:${r.slug}`, kind: "resource", title: r.title, url: `/resources/${r.slug}`, summary: r.lede, text: sectionText(r.sections), keywords: r.keywords });
  }
  for (const a of readArticles()) {
    docs.push({ id: `article:${a.meta.slug}`, kind: "article", title: a.meta.title, url: `/insights/${a.meta.slug}`, summary: a.meta.summary, text: a.text, keywords: a.meta.tags.map((t) => t.toLowerCase()) });
  }
  return docs;
}
