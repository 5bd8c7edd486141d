// How TENFOLD's built-in answer reads: the passages that answer, quoted with their titles and
// links, the buttons beside them, or an honest decline that offers a consultant instead.
import type { ChatAction, KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { CONFIDENCE, type Found } from "./answer-finding.ts";
import { onePerPage, type Hit } from "./knowledge-index.ts";
import type { AnswerType } from "./passage-scoring.ts";
import { leadFirst, readInOrder } from "./lead-sentences.ts";
import { passage as passageById } from "./passage-index.ts";
import { RELATED, relatedPages } from "./related-pages.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms, stem, tokenize } from "./terms.ts";

export interface Answer {
  readonly text: string;
  readonly actions: readonly ChatAction[];
  readonly sources: readonly { readonly title: string; readonly url: string }[];
  /** True when the site holds no answer and TENFOLD said so (no page offered as the answer). */
  readonly declined: boolean;
  /** The passages the answer quotes, in order: the model path's context and the answer's sources. */
  readonly used: readonly KnowledgePassage[];
}

const DECLINE = "I can't find that on our site, so I won't guess.";
const OFFER = "One of our consultants can help: send us a message or book a free 30-minute call.";

/** Heads the pages a decline offers, so no one reads them as its answer. */
export const MAY_HELP = "These pages may help, though I can't say they answer it:";

export function contactActions(): ChatAction[] {
  const contact = passageById("topic:contact");
  const bookCall = contact?.paragraphs.join(" ").match(/https:\/\/\S+?(?=[\s,.]*(?:\s|$))/)?.[0];
  return [
    { type: "open-contact", label: "Send a message" },
    ...(bookCall ? [{ type: "navigate", href: bookCall, label: "Book a call" } as const] : []),
  ];
}

/** A button's words: "Show me your services" for an overview (as the site's suggestions say it), "Go to …" for a page. */
export const actionLabel = (p: KnowledgePassage) =>
  p.kind === "topic" && !p.page.startsWith("About")
    ? `Show me ${p.page.replace(/^Our /, "your ").toLowerCase()}`
    : `Go to ${p.page}`;
export const titleOf = (p: KnowledgePassage) =>
  p.heading && p.heading !== p.page ? `${p.page}: ${p.heading}` : p.page;
const link = (p: KnowledgePassage) => `[${titleOf(p)}](${p.url})`;
/** Paragraphs as Markdown: list items that follow one another form one list. */
function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.reduce(
    (text, paragraph, i) =>
      i === 0
        ? paragraph
        : `${text}${paragraph.startsWith("- ") && paragraphs[i - 1]?.startsWith("- ") ? "\n" : "\n\n"}${paragraph}`,
    "",
  );
}

/** The paragraphs of a passage that answer: all of a short one, else those that share most words with the question. */
function answering(p: KnowledgePassage, terms: readonly string[], most: number): readonly string[] {
  if (p.kind === "topic" || p.kind === "person" || p.paragraphs.length <= most) return p.paragraphs;
  const wanted = new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]));
  const scored = p.paragraphs.map((text, index) => ({
    index,
    text,
    score: contentTerms(text).filter((t) => wanted.has(t)).length,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, most);
  return best.sort((a, b) => a.index - b.index).map((s) => s.text);
}

/**
 * What an answer quotes of a passage: the sentence or two that state what was asked first, then
 * the rest of the paragraphs that answer, for their context (an overview, a list or a profile in
 * its own order). `brief`: the question asks one thing, so a lead that states it is enough.
 */
function quote(
  p: KnowledgePassage,
  terms: readonly string[],
  most: number = CONFIDENCE.quoted,
  wanted: readonly AnswerType[] = [],
): string {
  const paragraphs = answering(p, terms, most);
  if (readInOrder(p)) return joinParagraphs(paragraphs);
  const { lead, rest } = leadFirst(paragraphs, terms, wanted);
  return joinParagraphs([lead, ...rest]);
}

/**
 * The sentence or two of a passage that state the one kind of fact a question asks for ("How much
 * is on-call support?" and "From £1,750 a month ..."), if its lead states it; the link gives the
 * rest of the section.
 */
function statingLead(p: KnowledgePassage, terms: readonly string[], wanted: readonly AnswerType[]): string | undefined {
  if (p.kind === "topic" || wanted.length === 0 || readInOrder(p)) return undefined;
  const { lead } = leadFirst(answering(p, terms, CONFIDENCE.quoted), terms, wanted);
  return wanted.some((type) => type.states.test(lead)) ? lead : undefined;
}

/**
 * Says honestly that the site does not answer, naming the visitor's own words it never uses, and
 * offering up to three pages near the question, as what they are.
 */
export function decline(
  question: string,
  found: Pick<Found, "unknown" | "terms" | "elsewhere">,
  near: readonly KnowledgePassage[] = [],
): Answer {
  if (found.elsewhere) {
    const text = passageById("topic:elsewhere")?.paragraphs.join(" ") ?? DECLINE;
    return { text: `${text} ${OFFER}`, actions: contactActions(), sources: [], declined: true, used: [] };
  }
  const unknown = new Set(found.unknown);
  const words = [...new Set(tokenize(question).filter((word) => unknown.has(stem(word))))];
  const about =
    words.length > 0 && found.unknown.length < found.terms.length
      ? ` I couldn't find anything about “${words.join(", ")}”.`
      : "";
  // Pages near the question are offered as what they are, not as an answer: no sources, no buttons.
  // Pages found for the question but not stating what it asks (`near`) come first.
  const related = onePerPage([...near.filter((p) => p.kind !== "topic"), ...relatedPages(question)]).slice(
    0,
    RELATED.most,
  );
  const offered =
    related.length > 0 ? `\n\n${MAY_HELP}\n${related.map((p) => `- [${titleOf(p)}](${p.url})`).join("\n")}` : "";
  return {
    text: `${DECLINE}${about} ${OFFER}${offered}`,
    actions: contactActions(),
    sources: [],
    declined: true,
    used: [],
  };
}

export function answerPassages(
  parts: readonly { hit: Hit; also?: readonly Hit[]; terms: readonly string[]; wanted?: readonly AnswerType[] }[],
  brief = false,
): Answer {
  const [only] = parts;
  // A question that asks one thing, for a kind of fact, is answered by the sentence that states
  // it and its link: no more of the section, and no other pages after it.
  const lead =
    brief && only && parts.length === 1 ? statingLead(only.hit.passage, only.terms, only.wanted ?? []) : undefined;
  if (only && lead !== undefined) {
    const p = only.hit.passage;
    return {
      text: `${lead}\n\nRead more: ${link(p)}.`,
      actions: actionsFor([p]),
      sources: [{ title: titleOf(p), url: p.url }],
      declined: false,
      used: [p],
    };
  }
  const primary = parts.map((part) => part.hit.passage);
  const seconds = parts.length === 1 ? parts.flatMap((part) => (part.also ?? []).map((h) => h.passage)) : [];
  const used = [...primary, ...seconds].filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const blocks = parts
    .filter((part, i) => parts.findIndex((other) => other.hit.passage.id === part.hit.passage.id) === i)
    .map(({ hit }) => {
      const p = hit.passage;
      // A passage that answers several parts leads with what each of them asked.
      const terms = [...new Set(parts.filter((part) => part.hit.passage.id === p.id).flatMap((part) => part.terms))];
      const wanted = parts.filter((part) => part.hit.passage.id === p.id).flatMap((part) => part.wanted ?? []);
      return p.kind === "topic"
        ? quote(p, terms)
        : `${quote(p, terms, CONFIDENCE.quoted, wanted)}\n\nRead more: ${link(p)}.`;
    });
  const terms = parts[0]?.terms ?? [];
  // Another passage is quoted only when it adds something: not a topic, nor the section (or page) just
  // quoted. Another section of the same page may be what states the answer, so it is kept.
  const quotedPages = new Set(primary.map((p) => p.url));
  for (const p of seconds.filter((s) => !primary.includes(s) && s.kind !== "topic" && !quotedPages.has(s.url)))
    blocks.push(`Also relevant, from ${link(p)}: ${quote(p, terms, 1)}`);
  return {
    text: blocks.join("\n\n---\n\n"),
    actions: actionsFor(used),
    sources: onePerPage(used).map((p) => ({ title: titleOf(p), url: p.url })),
    declined: false,
    used,
  };
}

/** The buttons under an answer from these passages: the way to a person when one is the contact passage, else the first two pages. */
export function actionsFor(used: readonly KnowledgePassage[]): ChatAction[] {
  if (used.some((p) => p.id === "topic:contact")) return contactActions();
  return onePerPage(used)
    .slice(0, 2)
    .map((p) => ({ type: "navigate", href: p.url, label: actionLabel(p) }));
}
