// TENFOLD without a model: finds the passages of the site that answer the question (each part of
// a compound question; a follow-up read with the question before it), quotes them with links, and
// declines honestly when the site does not cover the question. It never invents: every sentence
// comes from the knowledge built from the site's content.
import type { ChatAction, KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import type { ChatRequest } from "../../../web/shared/schemas.ts";
import { askedInSoManyWords, passage as passageById, questionTerms, retrieve, samePage, statedShare, type Hit } from "./knowledge-index.ts";
import { contentTerms, stem, synonymsOf, tokenize } from "./terms.ts";

export interface Answer {
  readonly text: string;
  readonly actions: readonly ChatAction[];
  readonly sources: readonly { readonly title: string; readonly url: string }[];
  /** True when the site holds no answer and TENFOLD said so (no page offered as the answer). */
  readonly declined: boolean;
  /** The passages the answer quotes, in order: the model path's context and the answer's sources. */
  readonly used: readonly KnowledgePassage[];
}

/**
 * When a passage counts as the answer: it covers `minCoverage` of the question's weight (less in
 * a long question: `longStep` per word past five, down to `longFloor`), its BM25+ score reaches
 * `minScore`, and every word of the question is one the site uses (one may not be, from
 * `toleratesOneUnknownFrom` words). A section found through its own asks is quoted when its own
 * words state `sectionStates` of the question. Tuned on the evaluation sets
 * (tests/fixtures/tenfold-*.json) for no out-of-scope question answered with a page first, then
 * the most right answers; `quoted` and `alsoQuoted` bound an answer's length.
 */
export const CONFIDENCE = {
  minCoverage: 0.6,
  longStep: 0.04,
  longFloor: 0.5,
  minScore: 30,
  toleratesOneUnknownFrom: 6,
  sectionStates: 0.3,
  alsoQuoted: 2,
  quoted: 6,
  backgroundUnknown: 0,
} as const;

type History = ChatRequest["history"];

const DECLINE = "I can't find that on our site, so I won't guess.";
const OFFER = "One of our consultants can help: send us a message or book a free 30-minute call.";

function contactActions(): ChatAction[] {
  const contact = passageById("topic:contact");
  const bookCall = contact?.paragraphs.join(" ").match(/https:\/\/\S+?(?=[\s,.]*(?:\s|$))/)?.[0];
  return [{ type: "open-contact", label: "Send a message" }, ...(bookCall ? [{ type: "navigate", href: bookCall, label: "Book a call" } as const] : [])];
}

/** A button's words: "Show me your services" for an overview (as the site's suggestions say it), "Go to …" for a page. */
const actionLabel = (p: KnowledgePassage) =>
  p.kind === "topic" && !p.page.startsWith("About") ? `Show me ${p.page.replace(/^Our /, "your ").toLowerCase()}` : `Go to ${p.page}`;
const titleOf = (p: KnowledgePassage) => (p.heading ? `${p.page}: ${p.heading}` : p.page);
const link = (p: KnowledgePassage) => `[${p.page}](${p.url})`;

/** Paragraphs as Markdown: list items that follow one another form one list. */
function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.reduce((text, paragraph, i) => (i === 0 ? paragraph : `${text}${paragraph.startsWith("- ") && paragraphs[i - 1]?.startsWith("- ") ? "\n" : "\n\n"}${paragraph}`), "");
}

/** The paragraphs of a passage that answer: all of a short one, else those that share most words with the question. */
function quote(p: KnowledgePassage, terms: readonly string[], most: number = CONFIDENCE.quoted): string {
  if (p.kind === "topic" || p.kind === "person" || p.paragraphs.length <= most) return joinParagraphs(p.paragraphs);
  const wanted = new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]));
  const scored = p.paragraphs.map((text, index) => ({ index, text, score: contentTerms(text).filter((t) => wanted.has(t)).length }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, most);
  return joinParagraphs(best.sort((a, b) => a.index - b.index).map((s) => s.text));
}

interface Found {
  readonly hit?: Hit;
  /** Other passages that answer as well, quoted briefly. */
  readonly also: readonly Hit[];
  readonly terms: readonly string[];
  readonly unknown: readonly string[];
  /** The question is about the world or asks an opinion (the "elsewhere" topic matched best). */
  readonly elsewhere?: boolean;
}

/** The passage that answers a question, or none when the site does not cover it. */
function bestAnswer(question: string): Found {
  const cached = answered.get(question);
  if (cached) return cached;
  const found = findAnswer(question);
  answered.set(question, found);
  return found;
}

/** Readings of the message being answered, so its parts and follow-up forms are searched once each. */
const answered = new Map<string, Found>();

function findAnswer(question: string): Found {
  const { hits, terms, unknown } = retrieve(question);
  const [best] = hits;
  if (best?.passage.id === "topic:elsewhere") return { also: [], terms, unknown, elsewhere: true };
  // A one-word question scores about half what a two-word one does for the same match.
  const minScore = CONFIDENCE.minScore * Math.min(1, terms.length / 2);
  // A word the site never uses usually names what the question is about; in a long question, one
  // such word is more often an aside ("we're merging with ...") and coverage still has to be met.
  const unknownAllowed = terms.length >= CONFIDENCE.toleratesOneUnknownFrom ? 1 : 0;
  const minCoverage = Math.max(CONFIDENCE.longFloor, CONFIDENCE.minCoverage - CONFIDENCE.longStep * Math.max(0, terms.length - 5));
  if (!best || best.coverage < minCoverage || best.score < minScore || unknown.length > unknownAllowed) return { also: [], terms, unknown };
  const also = hits.slice(1).filter((h) => h.coverage >= Math.max(minCoverage, best.coverage - 0.15) && h.score >= minScore).slice(0, CONFIDENCE.alsoQuoted);
  return { hit: focus(best, terms), also, terms, unknown };
}

/**
 * A page is often found through what visitors ask about it while the fact asked for is stated in
 * one of its sections ("What are the Gunning principles?" finds the consultations article by its
 * asks; the principles are in its second section). The answer quotes the passage of that page
 * whose own words state most of the question.
 */
function focus(hit: Hit, terms: readonly string[]): Hit {
  if (hit.passage.kind === "topic" || hit.passage.kind === "person" || hit.passage.kind === "faq") return hit;
  const own = statedShare(hit.passage, terms);
  // A section found through its own asks is the answer when it says most of what was asked.
  if (hit.passage.id.includes("#") && own >= CONFIDENCE.sectionStates) return hit;
  let best = { passage: hit.passage, share: own };
  for (const p of samePage(hit.passage)) {
    const share = statedShare(p, terms);
    if (share > best.share) best = { passage: p, share };
  }
  return best.passage === hit.passage ? hit : { ...hit, passage: best.passage };
}


/** Splits "X and Y?" / "X? Y?" / "the difference between X and Y" into the questions it asks. */
export function questionParts(message: string): string[] {
  const difference = /\b(?:difference between|differences between|compare|comparing)\s+(.+?)\s+(?:and|with|to|vs\.?|versus)\s+(.+?)[?.!]*$/i.exec(message);
  if (difference?.[1] && difference[2]) return [difference[1], difference[2]];
  const differs = /\bhow (?:is|are|does|do)\s+(.+?)\s+(?:different|differ)\s+(?:from|to|than)\s+(.+?)[?.!]*$/i.exec(message);
  if (differs?.[1] && differs[2]) return [differs[1], differs[2]];
  const versus = /^(.+?)\s+(?:vs\.?|versus|or)\s+(.+?)[?.!]*$/i.exec(message);
  if (versus?.[1] && versus[2] && contentTerms(versus[1]).length <= 3 && contentTerms(versus[2]).length <= 3 && /\b(vs\.?|versus)\b/i.test(message)) return [versus[1], versus[2]];
  const sentences = message.split(/(?<=[?!.])\s+(?=\S)/).filter((s) => contentTerms(s).length > 0);
  if (sentences.length > 1) return sentences;
  const clauses = message.split(/\s*(?:,\s*and|\band also\b|;|\band\b(?=\s+(?:what|where|when|who|how|which|do|does|did|are|is|can|could|would|will|have|has)\b))\s*/i);
  return clauses.filter((c) => contentTerms(c).length > 0);
}

const QUESTION_START = /^(?:what|what's|whats|how|who|who's|where|when|why|which|can|could|do|does|did|is|are|was|were|will|would|should|shall|have|has|may|if)\b/i;
const isQuestion = (sentence: string) => /\?\s*$/.test(sentence) || QUESTION_START.test(sentence.trim());

/**
 * A message that sets out its background before asking ("We're a charity in Clifton. Do you charge
 * for travel?") is answered by what it asks: the statements say who is asking, not what about, and
 * their words (a place, a season) must not make the question look like one the site cannot
 * answer. A question that leans on the statement before it ("Can you help with that?") is read
 * with that statement, as is one too short to name its topic ("How long do you have to respond?"). Nothing when the message is all questions or all statements.
 */
/**
 * How many words of a message's background (outside what it asks) the site never uses. Such a
 * word may say who is asking ("a charity in Clifton") but as often what the message is really
 * about ("my neighbour's two-storey extension ... do I have a claim?"); past
 * `CONFIDENCE.backgroundUnknown` of them the whole message is read instead.
 */
function unknownInBackground(message: string, asked: string): number {
  const inAsked = new Set(bestAnswer(asked).unknown);
  return bestAnswer(message).unknown.filter((term) => !inAsked.has(term)).length;
}

/** Words that point back to a statement ("Can you help with that?", "... did their members get?"); "he" or "she" usually point within the sentence. */
const POINTS_BACK = /\b(?:that|this|it|those|these|such|they|them|their|theirs)\b/i;

export function askedQuestions(message: string): string | undefined {
  const sentences = message.split(/(?<=[?!.:])\s+(?=\S)/).filter((s) => contentTerms(s).length > 0 || isQuestion(s));
  if (sentences.length < 2) return undefined;
  const asked = sentences.flatMap((sentence, i) => {
    if (!isQuestion(sentence)) return [];
    const before = sentences[i - 1];
    const leans = POINTS_BACK.test(sentence) || contentTerms(sentence).length <= 2;
    return [before !== undefined && !isQuestion(before) && leans ? `${before} ${sentence}` : sentence];
  });
  return asked.length === 0 || asked.length === sentences.length ? undefined : asked.join(" ");
}

const ANAPHOR = /\b(that|this|it|its|they|them|their|those|these|he|she|his|her|him|there|same)\b|^(and|so|but|also|ok|okay|what about|how about)\b/i;

/**
 * A follow-up leans on what came before ("And how much would that cost?"): it is read together
 * with the visitor's previous question and what TENFOLD's reply opened with, which names what
 * "that" or "he" was: `named`, its title or its first sentence; `asked`, the previous question with
 * the title only, since a reply's sentence can outweigh the follow-up's own few words.
 */
function conversationSoFar(history: History): { named: string; asked: string } | undefined {
  const previous = [...history].reverse().find((item) => item.role === "user");
  if (!previous) return undefined;
  const reply = [...history].reverse().find((item) => item.role === "ai");
  const title = reply ? (/\*\*(.+?)\*\*/.exec(reply.text)?.[1] ?? "") : "";
  const opening = title || (reply?.text.split(/(?<=[.!?])\s/)[0] ?? "");
  return { named: `${previous.text} ${opening.split(/\s+/).slice(0, 15).join(" ")}`, asked: `${previous.text} ${title}`.trim() };
}

/** Says honestly that the site does not answer, naming the visitor's own words it never uses. */
function decline(question: string, found: Pick<Found, "unknown" | "terms" | "elsewhere">): Answer {
  if (found.elsewhere) {
    const text = passageById("topic:elsewhere")?.paragraphs.join(" ") ?? DECLINE;
    return { text: `${text} ${OFFER}`, actions: contactActions(), sources: [], declined: true, used: [] };
  }
  const unknown = new Set(found.unknown);
  const words = [...new Set(tokenize(question).filter((word) => unknown.has(stem(word))))];
  const about = words.length > 0 && found.unknown.length < found.terms.length ? ` I couldn't find anything about “${words.join(", ")}”.` : "";
  return { text: `${DECLINE}${about} ${OFFER}`, actions: contactActions(), sources: [], declined: true, used: [] };
}

function answerPassages(parts: readonly { hit: Hit; also?: readonly Hit[]; terms: readonly string[] }[]): Answer {
  const primary = parts.map((part) => part.hit.passage);
  const seconds = parts.length === 1 ? parts.flatMap((part) => (part.also ?? []).map((h) => h.passage)) : [];
  const used = [...primary, ...seconds].filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const blocks = parts
    .filter((part, i) => parts.findIndex((other) => other.hit.passage.id === part.hit.passage.id) === i)
    .map(({ hit, terms }) => {
      const p = hit.passage;
      const body = quote(p, terms);
      return p.kind === "topic" ? body : `**${titleOf(p)}**\n\n${body}\n\nRead more: ${link(p)}.`;
    });
  const terms = parts[0]?.terms ?? [];
  // Another passage is quoted only when it adds a page: not a topic, nor a part of the page just quoted.
  const quotedPages = new Set(primary.map((p) => p.url));
  for (const p of seconds.filter((s) => !primary.includes(s) && s.kind !== "topic" && !quotedPages.has(s.url))) blocks.push(`Also relevant, from ${link(p)}${p.heading ? ` (${p.heading})` : ""}:\n\n${quote(p, terms, 1)}`);
  const pages = used.filter((p, i) => used.findIndex((q) => q.url.split("#")[0] === p.url.split("#")[0]) === i);
  const actions: ChatAction[] = pages.slice(0, 2).map((p) => ({ type: "navigate", href: p.url, label: actionLabel(p) }));
  if (used.some((p) => p.id === "topic:contact")) actions.splice(0, actions.length, ...contactActions());
  return { text: blocks.join("\n\n---\n\n"), actions, sources: pages.map((p) => ({ title: titleOf(p), url: p.url })), declined: false, used };
}

/**
 * What an earlier part of a question is about, without what it asks of it: "How much is a
 * consultation response" gives "a consultation response", so "and how long does it take?" is
 * read as a question about duration, not price too.
 */
function subjectOf(part: string): string {
  return part.replace(/^\s*(?:and\s+)?(?:how (?:much|long|many|often|soon|quickly)|what(?:['’]s)?|who(?:['’]s)?|where|when|which|why|can|could|do|does|did|is|are|will|would)\b(?:\s+(?:is|are|does|do|did|it|you|your|we|i|cost|costs|take|takes))*\s*/i, "");
}

/** The best answer to one reading of the message: its parts when it asks several things, else the whole. */
function answerOf(question: string, context?: { named: string; asked: string }): Answer | undefined {
  // A part that leans on what came before is read with it: the part before it ("... and how long
  // does it take?"), or for the first part the conversation so far. The conversation itself is
  // not split into further questions.
  const parts = questionParts(question)
    .map((part, i, all) => (!ANAPHOR.test(part) ? part : i > 0 ? `${part} ${subjectOf(all[i - 1] ?? "")}` : context ? `${part} ${context.asked}` : part))
    .map(bestAnswer);
  const answeredParts = parts.filter((part): part is typeof part & { hit: Hit } => part.hit !== undefined);
  const distinct = new Set(answeredParts.map((part) => part.hit.passage.id));
  if (parts.length > 1 && distinct.size > 1 && answeredParts.length === parts.length) return answerPassages(answeredParts);
  // A single part answers by its own reading; otherwise (or when it found nothing) the message is
  // read whole, with the conversation's names for what it refers to.
  const [only] = parts;
  const found = parts.length === 1 && only?.hit ? only : bestAnswer(context ? `${question} ${context.named}` : question);
  return found.hit ? answerPassages([{ hit: found.hit, also: found.also, terms: found.terms }]) : undefined;
}

/** Answers a visitor's message from the site's passages (no model). */
export function answerBuiltIn(message: string, history: History = []): Answer {
  answered.clear();
  const question = message.trim();
  const small = askedInSoManyWords(question);
  if (small?.id === "topic:elsewhere") return decline(question, { unknown: [], terms: [], elsewhere: true });
  if (small) {
    // Asked as visitors ask it; other passages that answer as fully are offered beside it.
    const found = bestAnswer(question);
    const also = [...(found.hit ? [found.hit] : []), ...found.also].filter((h) => h.passage.id !== small.id).slice(0, CONFIDENCE.alsoQuoted);
    return answerPassages([{ hit: focus({ passage: small, score: 0, coverage: 1 }, found.terms), also, terms: found.terms }]);
  }
  const asked = askedQuestions(question);
  if (asked !== undefined && unknownInBackground(question, asked) <= CONFIDENCE.backgroundUnknown) return answerOf(asked) ?? decline(asked, bestAnswer(asked));
  const context = conversationSoFar(history);
  const leans = context !== undefined && ANAPHOR.test(question);
  const answer = (leans ? answerOf(question, context) : undefined) ?? answerOf(question) ?? (context ? answerOf(question, context) : undefined);
  if (answer) return answer;
  return decline(question, bestAnswer(question));
}
