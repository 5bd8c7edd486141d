// TENFOLD without a model: recognises the questions visitors ask most (what the firm does, how to
// get in touch, where the offices are, opening hours), otherwise ranks the site's knowledge and
// answers from the best match, always with links to the pages it drew on. It never invents:
// every sentence comes from the knowledge built from the site's content.
import type { ChatAction, KnowledgeDoc } from "../../../web/shared/knowledge-types.ts";
import { documents, knowledgeDoc, searchKnowledge, type Hit } from "./knowledge-index.ts";

export interface Answer {
  readonly text: string;
  readonly actions: readonly ChatAction[];
  readonly sources: readonly { readonly title: string; readonly url: string }[];
}

type FactIntent = "contact" | "offices" | "hours";

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)\b[\s!.,?]*(there|tenfold)?[\s!.,?]*$/i;
const SERVICES = /\b(what (do|does|can) (you|the firm|larkspur)( all)? (do|offer)|your services|which services|what services|services (do|does) you|show me (what you do|your services)|how can you help( (me|us|my|our)\b[^?]*)?\??$|what can you help|what do you offer)/i;
const TOOLS = /\b(your (tools|innovations)|what tools|which tools|tools (have|do) you|show me your innovations|innovations)\b/i;
const INSIGHTS = /\b(your (latest )?insights|latest (insights|articles|analysis)|show me your insights|blog|articles)\b/i;
const TEAM = /\b(your team|who are you|about (you|the firm|larkspur)|why (should we|work with you)|work together)\b/i;
const FACTS: readonly [FactIntent, RegExp][] = [
  ["contact", /\b(contact|get in touch|e-?mail|phone|telephone|call (you|someone)|ring you|book (a |an )?(call|meeting|consultation)|speak (to|with)|talk to (someone|a person|a consultant|you)|reach you|your number)\b/i],
  ["offices", /\b(offices?|where are you|located|locations?|address|based)\b/i],
  ["hours", /\b(hours|opening|closing|open (on|at|until)|are you open|what time|weekends?)\b/i],
];

/** Below this BM25+ score a match is too weak to answer from. */
export const MIN_SCORE = 6;

const link = (doc: { title: string; url: string }) => `[${doc.title}](${doc.url})`;
const source = (doc: KnowledgeDoc) => ({ title: doc.title, url: doc.url });
const required = (id: string): KnowledgeDoc => {
  const doc = knowledgeDoc(id);
  if (!doc) throw new Error(`Knowledge is missing "${id}"`);
  return doc;
};

function contactActions(): ChatAction[] {
  const contact = required("contact");
  const bookCall = /https:\/\/\S+/.exec(contact.text)?.[0]?.replace(/[.,]$/, "");
  return [
    { type: "open-contact", label: "Open the contact form" },
    ...(bookCall ? [{ type: "navigate", href: bookCall, label: "Book a call" } as const] : []),
  ];
}

function listOf(kind: KnowledgeDoc["kind"]): KnowledgeDoc[] {
  return documents.filter((doc) => doc.kind === kind);
}

function answerFacts(intents: readonly FactIntent[]): Answer {
  const docs = intents.map((intent) => required(intent));
  const actions: ChatAction[] = intents.includes("contact") ? contactActions() : [{ type: "navigate", href: "/#contact", label: "Go to contact details" }];
  return { text: docs.map((doc) => doc.summary).join("\n\n"), actions, sources: docs.map(source) };
}

function answerOverview(kind: "service" | "tool" | "article", intro: string, href: string, label: string): Answer {
  const docs = listOf(kind);
  const lines = docs.map((doc) => `- ${link(doc)}: ${doc.summary.replace(/^[^:]+: /, "")}`);
  return {
    text: `${intro}\n\n${lines.join("\n")}\n\nAsk me about any of them, or I can take you there.`,
    actions: [{ type: "navigate", href, label }],
    sources: docs.map(source),
  };
}

function answerFromHits(hits: readonly Hit[]): Answer {
  const [best, ...rest] = hits;
  if (!best || best.score < MIN_SCORE) {
    return {
      text: "I couldn't find anything on our site about that, so I won't guess. Our consultants can help: send us a message or book a 30-minute call.",
      actions: contactActions(),
      sources: [],
    };
  }
  const related = rest.filter((hit) => hit.score >= best.score * 0.5 && hit.doc.url !== best.doc.url).slice(0, 2);
  const more = related.length > 0 ? `\n\nYou may also find these useful: ${related.map((hit) => link(hit.doc)).join(", ")}.` : "";
  return {
    text: `**${best.doc.title}**: ${best.doc.summary}\n\nRead more: ${link(best.doc)}.${more}`,
    actions: best.doc.url.startsWith("/") ? [{ type: "navigate", href: best.doc.url, label: `Go to ${best.doc.title}` }] : [],
    sources: [best, ...related].map((hit) => source(hit.doc)),
  };
}

export function answerBuiltIn(message: string): Answer {
  const text = message.trim();
  if (GREETING.test(text)) {
    const assistant = required("assistant");
    return {
      text: `Hello! I'm TENFOLD. ${assistant.summary}\n\nYou could ask me what we do, where our offices are, or what a tool such as StoryScanner does.`,
      actions: [{ type: "navigate", href: "/#services", label: "Show me your services" }],
      sources: [source(assistant)],
    };
  }
  const facts = FACTS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
  if (facts.length > 0) return answerFacts(facts);
  if (SERVICES.test(text)) return answerOverview("service", "We are a strategic communications and political affairs consultancy. Here is what we do:", "/#services", "Show me your services");
  if (TOOLS.test(text)) return answerOverview("tool", "We build our own tools so our consultants spend their time on judgement. Here they are:", "/#innovations", "Show me your innovations");
  if (INSIGHTS.test(text)) return answerOverview("article", "Here are our latest insights:", "/insights", "Show me your insights");
  if (TEAM.test(text)) {
    const firm = required("firm");
    return { text: `${firm.summary}\n\n${firm.text.split("\n").slice(1, 3).join("\n\n")}`, actions: [{ type: "navigate", href: "/#about", label: "Meet the team" }], sources: [source(firm)] };
  }
  const hits = searchKnowledge(text);
  return answerFromHits(hits);
}
