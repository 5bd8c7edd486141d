// A case as its console form holds it, and back: facts one a line with a fact's alternative wordings
// separated by "|", links one a line (or separated by spaces), earlier turns as rows. The form keeps
// plain text so that what a person typed survives as typed (in the tab's draft); the server's schema
// (botCaseInputSchema) is the one judge of whether it is a valid case.
import type { BotCase, BotCaseInput, BotFact } from "#shared/api/bot-tester.ts";

export interface TurnField {
  readonly role: "user" | "ai";
  readonly text: string;
}

export interface CaseFields {
  readonly question: string;
  readonly history: readonly TurnField[];
  readonly facts: string;
  readonly links: string;
  readonly declines: boolean;
  readonly note: string;
}

export const BLANK_CASE: CaseFields = { question: "", history: [], facts: "", links: "", declines: false, note: "" };

/** One fact a line; "a | b" is one fact met by either wording. Blank lines and empty wordings are dropped. */
export function factsFromText(text: string): BotFact[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split("|")
        .map((alt) => alt.trim())
        .filter(Boolean),
    )
    .filter((alts) => alts.length > 0)
    .map((alts) => (alts.length === 1 ? (alts[0] ?? "") : alts));
}

export function factsToText(facts: readonly BotFact[]): string {
  return facts.map((fact) => (typeof fact === "string" ? fact : fact.join(" | "))).join("\n");
}

/** Paths one a line or separated by spaces or commas. */
export function linksFromText(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

export function fieldsOf(kept: BotCase): CaseFields {
  return {
    question: kept.question,
    history: kept.history,
    facts: factsToText(kept.facts),
    links: kept.links.join("\n"),
    declines: kept.declines,
    note: kept.note,
  };
}

/** What the form sends; blank earlier turns are left out rather than refused. */
export function inputOf(fields: CaseFields): BotCaseInput {
  return {
    question: fields.question,
    history: fields.history.filter((turn) => turn.text.trim() !== "").map((turn) => ({ ...turn })),
    facts: factsFromText(fields.facts),
    links: linksFromText(fields.links),
    declines: fields.declines,
    note: fields.note,
  };
}

/** A draft read back from the tab's storage holds only the turns that still have the right shape. */
export function keptTurns(history: unknown): TurnField[] {
  if (!Array.isArray(history)) return [];
  return history.flatMap((turn: unknown) => {
    if (!turn || typeof turn !== "object") return [];
    const { role, text } = turn as Record<string, unknown>;
    return (role === "user" || role === "ai") && typeof text === "string" ? [{ role, text }] : [];
  });
}

/** "2 facts, 1 link" / "must decline" / "answers (any answer)", for the list. */
export function expectationSummary(c: Pick<BotCase, "facts" | "links" | "declines">): string {
  if (c.declines) return "Must decline";
  const parts = [
    c.facts.length > 0 ? `${c.facts.length} ${c.facts.length === 1 ? "fact" : "facts"}` : "",
    c.links.length > 0 ? `links to ${c.links.join(", ")}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join("; ") : "Answers rather than declines";
}
