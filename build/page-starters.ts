// The questions TENFOLD's panel suggests on each page (suggestions that fit the page):
// up to three of the questions visitors ask about that page (its registry entries' `asks`), the
// first of each of its passages before the second of any. Read from TENFOLD's knowledge, so a
// suggestion is one its retrieval is built to answer. Served as `virtual:page-starters`, which
// only the panel's chunk loads.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";

export const STARTERS_PER_PAGE = 3;
/** Topics that are not questions about the page they are filed under ("who is the prime minister"). */
const NOT_STARTERS = new Set(["topic:elsewhere", "topic:greeting", "topic:assistant"]);
const QUESTION_WORD =
  /^(what|who|whom|how|do|does|did|can|could|is|are|was|were|where|when|why|which|will|would|should|shall|have|has|may)\b/i;

/** "what counts as a crisis" → "What counts as a crisis?" */
export function asSuggestion(ask: string): string {
  const text = ask.trim().replace(/\s+/g, " ");
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return QUESTION_WORD.test(text) && !/[?.!]$/.test(text) ? `${capital}?` : capital;
}

/** Only questions make suggestions: some asks are how visitors describe a page ("press cuttings service"). */
const isQuestion = (ask: string) => QUESTION_WORD.test(ask.trim()) || ask.trim().endsWith("?");

export function pageStarters(passages: readonly KnowledgePassage[]): Record<string, string[]> {
  const byPage = new Map<string, KnowledgePassage[]>();
  for (const p of passages) {
    if (NOT_STARTERS.has(p.id) || p.asks.length === 0) continue;
    const path = p.url.split("#")[0] || "/";
    byPage.set(path, [...(byPage.get(path) ?? []), p]);
  }
  const starters: Record<string, string[]> = {};
  for (const [path, list] of byPage) {
    const picked: string[] = [];
    const depth = Math.max(...list.map((p) => p.asks.length));
    for (let round = 0; round < depth && picked.length < STARTERS_PER_PAGE; round++) {
      for (const p of list) {
        const ask = p.asks[round];
        if (
          ask &&
          isQuestion(ask) &&
          picked.length < STARTERS_PER_PAGE &&
          !picked.some((seen) => seen.toLowerCase() === asSuggestion(ask).toLowerCase())
        )
          picked.push(asSuggestion(ask));
      }
    }
    if (picked.length > 0) starters[path] = picked;
  }
  return starters;
}
