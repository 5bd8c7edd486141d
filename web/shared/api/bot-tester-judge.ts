// Whether a TENFOLD reply is right for a case: it states every fact the case lists (one of a fact's
// alternatives will do), points to each page the case names (a link in its text, a button or a
// source), and declines exactly when the case says it must. Shared by Bot Tester's runs (in the
// functions), its public page (in the browser, scoring TENFOLD's replies live) and the evaluation
// sets' scoring in the tests, so a case means the same thing wherever it is judged.

/** A fact a reply must state, or alternative wordings of which it must state one. */
export type Fact = string | readonly string[];

/** What a case expects of a reply (a BotCase's facts, links and declines). */
export interface Expectation {
  readonly facts: readonly Fact[];
  readonly links: readonly string[];
  readonly declines: boolean;
}

export interface JudgedReply {
  readonly text: string;
  readonly declined: boolean;
  readonly actions: readonly ({ readonly href: string } | { readonly type: string })[];
  readonly sources: readonly { readonly url: string }[];
}

export interface JudgeOptions {
  /**
   * Whether the page at this source URL states every one of the facts. A case's writer names the
   * page they found a fact on; another page of ours may state it too, and an answer that states
   * every fact and cites such a page is right. Without it, every named page must be pointed to.
   */
  readonly sourceStates?: (url: string, facts: readonly Fact[]) => boolean;
}

const pageOf = (url: string) => url.split("#")[0] || "/";

/** Whether the text states the fact, or one of its alternatives, in any letter case. */
export function statesFact(text: string, fact: Fact): boolean {
  const lower = text.toLowerCase();
  return (typeof fact === "string" ? [fact] : fact).some((alt) => lower.includes(alt.toLowerCase()));
}

/** Every address the reply points to: Markdown links in its text, its buttons and its sources. */
export function pointedTo(reply: JudgedReply): string[] {
  return [
    ...[...reply.text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? ""),
    ...reply.actions.flatMap((a) => ("href" in a ? [a.href] : [])),
    ...reply.sources.map((s) => s.url),
  ];
}

/** Whether the reply points to the page (a path with a #section is met by that section or the page). */
export function pointsTo(reply: JudgedReply, path: string): boolean {
  return pointedTo(reply).some((url) => url === path || pageOf(url) === path);
}

/** Why a reply that answers (rather than declines) misses the case: each fact not stated, each page not pointed to. */
export function answerProblems(expect: Expectation, reply: JudgedReply, options: JudgeOptions = {}): string[] {
  const missing = expect.facts.filter((fact) => !statesFact(reply.text, fact));
  const citesStating =
    missing.length === 0 &&
    expect.facts.length > 0 &&
    options.sourceStates !== undefined &&
    reply.sources.some((s) => options.sourceStates?.(s.url, expect.facts));
  const unlinked = citesStating ? [] : expect.links.filter((path) => !pointsTo(reply, path));
  return [...missing.map((fact) => `missing ${JSON.stringify(fact)}`), ...unlinked.map((path) => `no link to ${path}`)];
}

/** Why the reply is wrong for the case, or nothing when it is right. */
export function problemsWith(expect: Expectation, reply: JudgedReply, options: JudgeOptions = {}): string[] {
  if (expect.declines) return reply.declined ? [] : ["answered, though it should decline"];
  if (reply.declined) return ["declined, though the site answers it"];
  return answerProblems(expect, reply, options);
}
