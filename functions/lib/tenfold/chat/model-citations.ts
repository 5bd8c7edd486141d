// The model's citations: which of the numbered passages it was given its answer rests on, and its
// words without the markers. Visitors see the cited passages listed as sources under the answer,
// so a bare "[2]" in the text would point at a list they never see numbered.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";

/** "[2]", "[2, 5]", "[1-3]" (with the spaces before it), but not a Markdown link "[2](/x)" nor "[2025]". */
const MARKER = /[ \t]*\[(\d{1,2}(?:\s*[,;–-]\s*\d{1,2})*)\](?!\()/g;

/** The numbers a marker's inside names: "2, 5" or a range "1-3". */
function numbersIn(inside: string): number[] {
  return inside.split(/\s*[,;]\s*/).flatMap((part) => {
    const [from, to] = part.split(/\s*[–-]\s*/).map(Number);
    if (from === undefined) return [];
    if (to === undefined) return [from];
    return to >= from && to - from < 10 ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [];
  });
}

export const withoutMarkers = (text: string) => text.replace(MARKER, "");

/**
 * The passages the text cites, in the order first cited: a number the model was not given (0,
 * or past the last passage) cites nothing.
 */
export function citedIn(text: string, given: readonly KnowledgePassage[]): KnowledgePassage[] {
  const numbers = [...text.matchAll(MARKER)].flatMap((m) => numbersIn(m[1] ?? ""));
  const cited = numbers.flatMap((n) => given[n - 1] ?? []);
  return cited.filter((p, i) => cited.indexOf(p) === i);
}

/**
 * What may still become a marker at the end of streamed text: spaces (a marker may follow and
 * take them), an open "[" with digits, or a closed one that a "(" could yet make a link.
 */
const UNSETTLED = /[ \t]*(?:\[[\d\s,;–-]*\]?)?$/;

/**
 * Removes markers from text that arrives in pieces, so a visitor never sees half of one: the end
 * of each piece that could still be the start of a marker waits for the next piece.
 */
export class MarkerFilter {
  private held = "";

  /** The text that can be shown now. */
  push(piece: string): string {
    const text = this.held + piece;
    const cut = UNSETTLED.exec(text)?.index ?? text.length;
    this.held = text.slice(cut);
    return withoutMarkers(text.slice(0, cut));
  }

  /** The rest, once the text has ended. */
  end(): string {
    const rest = withoutMarkers(this.held);
    this.held = "";
    return rest;
  }
}
