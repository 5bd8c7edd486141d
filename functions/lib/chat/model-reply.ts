// The reply TENFOLD gives from the model's words: its text without citation markers, and the
// sources and buttons of exactly the passages it cited. Citing none is a decline, with the way to
// a person, as the built-in answerer's declines are.
import type { ChatAction, KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import { actionLabel, contactActions, titleOf, type Answer } from "./reply-composition.ts";
import { citedIn, withoutMarkers } from "./model-citations.ts";

const pageOf = (p: KnowledgePassage) => p.url.split("#")[0] ?? p.url;

/**
 * The answer the model wrote from the numbered passages it was given. `shown` is its text as the
 * visitor saw it (streamed through a MarkerFilter); without it, the markers are removed here.
 */
export function modelAnswer(raw: string, given: readonly KnowledgePassage[], shown: string = withoutMarkers(raw)): Answer {
  const cited = citedIn(raw, given);
  const text = shown.trim();
  if (cited.length === 0) return { text, actions: contactActions(), sources: [], declined: true, used: [] };
  const sources = cited.filter((p, i) => cited.findIndex((q) => q.url === p.url) === i).map((p) => ({ title: titleOf(p), url: p.url }));
  // As in the built-in's answers: the contact passage's buttons, else a button for each of the first two pages cited.
  const pages = cited.filter((p, i) => cited.findIndex((q) => pageOf(q) === pageOf(p)) === i);
  const actions: ChatAction[] = cited.some((p) => p.id === "topic:contact") ? contactActions() : pages.slice(0, 2).map((p) => ({ type: "navigate", href: p.url, label: actionLabel(p) }));
  return { text, actions, sources, declined: false, used: cited };
}
