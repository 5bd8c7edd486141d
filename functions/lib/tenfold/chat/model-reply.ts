// The reply TENFOLD gives from the model's words: its text without citation markers, and the
// sources and buttons of exactly the passages it cited. Citing none is a decline, with the way to
// a person, as the built-in answerer's declines are.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { actionsFor, contactActions, titleOf, type Answer } from "./reply-composition.ts";
import { citedIn, withoutMarkers } from "./model-citations.ts";

/**
 * The answer the model wrote from the numbered passages it was given. `shown` is its text as the
 * visitor saw it (streamed through a MarkerFilter); without it, the markers are removed here.
 */
export function modelAnswer(
  raw: string,
  given: readonly KnowledgePassage[],
  shown: string = withoutMarkers(raw),
): Answer {
  const cited = citedIn(raw, given);
  const text = shown.trim();
  if (cited.length === 0) return { text, actions: contactActions(), sources: [], declined: true, used: [] };
  const sources = cited
    .filter((p, i) => cited.findIndex((q) => q.url === p.url) === i)
    .map((p) => ({ title: titleOf(p), url: p.url }));
  return { text, actions: actionsFor(cited), sources, declined: false, used: cited };
}
