// Builds TENFOLD's knowledge from the same registries and articles the pages render, so the
// assistant only states what the site says. The unit is a passage (a section of a page, an FAQ
// answer, a fee basis, a consultant), so an answer quotes the part that answers, not a summary.
import { caseStudies } from "../../web/content/case-studies.ts";
import { faq } from "../../web/content/faq.ts";
import { home } from "../../web/content/home.ts";
import { howWeWork } from "../../web/content/how-we-work.ts";
import { outcomes } from "../../web/content/outcomes.ts";
import { policies } from "../../web/content/policies.ts";
import { projectScoping } from "../../web/content/project-scoping.ts";
import { resources } from "../../web/content/resources.ts";
import { services } from "../../web/content/services.ts";
import { site } from "#shared/site.ts";
import { team } from "../../web/content/team.ts";
import { tools } from "../../web/content/tools.ts";
import type { Tool } from "../../web/content/types.ts";
import { anchorFor, TRY_IT_ANCHOR } from "#shared/anchors.ts";
import { NEWSLETTER_CONSENT } from "#shared/api/newsletter.ts";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { readArticles } from "../read-articles.ts";
import { passage, sectionPassages } from "./knowledge-passage.ts";
import { councillorPassages, teamPassages } from "./knowledge-people.ts";
import { topicPassages } from "./knowledge-topics.ts";

export function buildKnowledge(): KnowledgePassage[] {
  const passages: KnowledgePassage[] = topicPassages();
  passages.push(
    passage(
      "firm:about",
      { kind: "topic", page: `About ${site.brand}`, url: "/about" },
      "",
      [home.intro, ...home.about.paragraphs],
      [],
    ),
    // The home page's sign-up form (its field is "Email address for our insights newsletter") says how often the newsletter comes; no other page does.
    passage("firm:newsletter", { kind: "topic", page: "Newsletter sign-up", url: "/", keywords: ["subscribe"] }, "", [
      `Sign up for our insights newsletter on the home page: enter your email address and press Subscribe. ${NEWSLETTER_CONSENT.hero}`,
    ]),
    ...home.whyUs.points.map((point, i) =>
      passage(`firm:why-us#${i}`, { kind: "topic", page: "Why work with us", url: "/#why-us" }, point.title, [
        point.body,
      ]),
    ),
  );
  for (const s of services) {
    const source = { kind: "service" as const, page: s.name, url: `/services/${s.slug}`, keywords: s.keywords };
    passages.push(
      passage(`service:${s.slug}`, source, "", [s.lede, s.description], s.asks),
      ...sectionPassages(`service:${s.slug}`, source, s.sections),
    );
  }
  for (const o of outcomes) {
    const source = { kind: "outcome" as const, page: o.name, url: `/outcomes/${o.slug}`, keywords: o.keywords };
    passages.push(
      passage(`outcome:${o.slug}`, source, "", [o.lede, o.description], o.asks),
      ...sectionPassages(`outcome:${o.slug}`, source, o.sections),
    );
  }
  for (const t of tools as readonly Tool[]) {
    const source = {
      kind: "tool" as const,
      page: t.name,
      url: t.path,
      keywords: [...t.aliases.map((a) => a.slice(1)), t.path.slice(1), ...t.keywords],
    };
    passages.push(
      // Visitors type a tool's old or short name as they saw it in a link ("theframer").
      passage(
        `tool:${t.path}`,
        source,
        "",
        [`${t.name}: ${t.tagline}`, ...t.summary],
        [...t.asks, ...t.aliases.map((a) => `what is ${a.slice(1)} for`)],
      ),
      passage(
        `tool:${t.path}#audience`,
        { ...source, url: `${t.path}#${anchorFor("Who it is for")}` },
        "Who it is for",
        [t.audience],
      ),
      passage(`tool:${t.path}#steps`, { ...source, url: `${t.path}#${anchorFor("How it works")}` }, "How it works", [
        t.steps.join(" "),
      ]),
      passage(`tool:${t.path}#features`, { ...source, url: `${t.path}#${anchorFor("Key features")}` }, "Key features", [
        t.features.join("; "),
      ]),
      // A tool a visitor can use on its page says so, and where, so TENFOLD links to the panel.
      ...(t.tryIt
        ? [
            passage(
              `tool:${t.path}#try-it`,
              { ...source, url: `${t.path}#${TRY_IT_ANCHOR}` },
              "Try it",
              [`You can try ${t.name} now, free and without signing up, on its page: ${t.tryIt.invite}`],
              t.tryIt.asks,
            ),
          ]
        : []),
    );
  }
  faq.forEach((item, i) =>
    passages.push(
      passage(
        `faq:${i}`,
        { kind: "faq", page: item.question, url: `/faq#${anchorFor(item.question)}` },
        "",
        [item.answer],
        [item.question, ...item.asks],
      ),
    ),
  );
  for (const p of policies.filter((p) => p.path !== "/faq")) {
    const source = { kind: "policy" as const, page: p.title, url: p.path };
    passages.push(
      passage(`policy:${p.path}`, source, "", [p.intro]),
      ...sectionPassages(`policy:${p.path}`, source, p.sections),
    );
  }
  for (const r of resources) {
    const source = { kind: "resource" as const, page: r.title, url: `/resources/${r.slug}`, keywords: r.keywords };
    passages.push(
      passage(`resource:${r.slug}`, source, "", [r.lede], r.asks),
      ...sectionPassages(`resource:${r.slug}`, source, r.sections),
    );
  }
  passages.push(...teamPassages(), ...councillorPassages());
  for (const c of caseStudies) {
    const source = {
      kind: "case-study" as const,
      page: `Case study: ${c.name}`,
      url: `/case-studies/${c.slug}`,
      keywords: [c.sector, ...c.keywords],
    };
    passages.push(
      passage(
        `case-study:${c.slug}`,
        source,
        "",
        [
          `${c.client}, ${c.sector}, ${c.period}. ${c.lede}`,
          ...c.results.map((r) => `${r.figure}: ${r.detail}`),
          `Who did the work: ${team
            .filter((p) => (c.team as readonly string[]).includes(p.slug))
            .map((p) => `${p.name} (${p.role})`)
            .join(", ")}.`,
        ],
        c.asks,
      ),
      passage(
        `case-study:${c.slug}#situation`,
        { ...source, url: `${source.url}#${anchorFor("The situation")}` },
        "The situation",
        c.situation,
      ),
      passage(
        `case-study:${c.slug}#approach`,
        { ...source, url: `${source.url}#${anchorFor("What we did")}` },
        "What we did",
        c.approach,
      ),
      passage(
        `case-study:${c.slug}#lesson`,
        { ...source, url: `${source.url}#${anchorFor("What we learned")}` },
        "What we learned",
        [c.lesson],
      ),
    );
  }
  passages.push(
    passage(
      "scoping:/project-scoping",
      { kind: "fees", page: "Project scoping", url: "/project-scoping" },
      "",
      [projectScoping.lede],
      ["How do you scope a project?", "What happens between the first call and a proposal?"],
    ),
    ...sectionPassages(
      "scoping:/project-scoping",
      { kind: "fees", page: "Project scoping", url: "/project-scoping" },
      projectScoping.sections,
    ),
  );
  const fees = { kind: "fees" as const, page: howWeWork.title, url: "/how-we-work" };
  passages.push(
    ...sectionPassages("fees", fees, howWeWork.before),
    ...howWeWork.fees.map((f, i) =>
      passage(
        `fees:basis-${i}`,
        { ...fees, url: "/how-we-work#fees" },
        f.name,
        [`${f.name}: ${f.price}. ${f.suits}`, f.includes.join("; ")],
        f.asks,
      ),
    ),
    ...howWeWork.feeNotes.map((note, i) =>
      passage(`fees:note-${i}`, { ...fees, url: "/how-we-work#fees" }, "Fee notes", [note.text], note.asks),
    ),
    ...sectionPassages("fees", fees, howWeWork.after),
  );
  for (const a of readArticles()) {
    const source = {
      kind: "article" as const,
      page: a.meta.title,
      url: `/insights/${a.meta.slug}`,
      keywords: a.meta.tags,
    };
    passages.push(
      passage(`article:${a.meta.slug}`, source, "", [a.meta.summary], a.meta.asks),
      ...a.sections.map((s, i) =>
        passage(
          `article:${a.meta.slug}#${i}`,
          i === 0 ? source : { ...source, url: `${source.url}#${anchorFor(s.heading)}` },
          s.heading,
          s.paragraphs,
          s.asks,
        ),
      ),
    );
  }
  return passages;
}
