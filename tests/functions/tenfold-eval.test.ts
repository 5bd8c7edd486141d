// TENFOLD with no API key against the evaluation sets: no out-of-scope question ever answered with
// a page or offered one that may help, at least 95% right on the evaluation set, and on the sets written later no fewer right
// answers than the answerer has reached (a ratchet: raise the floors as it improves). Prints the
// tables; `npm run bench` adds answer times.
import { describe, expect, it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import {
  blindThird,
  cases,
  formatSummary,
  fresh,
  heldOut,
  judge,
  offeredPages,
  problemsWith,
  secondFinal,
  summarise,
  unseen,
  type EvalCase,
} from "../fixtures/tenfold-eval.ts";

/** The bar for the evaluation set, the set the answerer is tuned on. */
const MIN_SCORE = 0.95;
/**
 * The floors reached on the later sets, as a ratchet: a change to the answerer or the content may
 * raise them, never lower them.
 */
const MIN_HELD_OUT_SCORE = 0.877;
const MIN_UNSEEN_SCORE = 0.857;
const MIN_FRESH_SCORE = 0.9;
const MIN_SECOND_FINAL_SCORE = 0.8;
const MIN_BLIND_THIRD_SCORE = 0.866;
/**
 * No wrong answer on any set: right, or an honest decline. A visitor can act on a wrong answer;
 * a decline offers a person instead.
 */
const MAX_WRONG = 0;

/**
 * Answering a whole set (70 to 105 questions, each also ranked a second way) is this test's bulk
 * work, and takes about 4 s in workerd on an idle 2-core machine: beyond vitest's default 5 s when
 * the machine is busy. How fast TENFOLD answers is measured by the bench, not here.
 */
const SET_TIMEOUT_MS = 60_000;

describe("TENFOLD evaluation (no API key)", () => {
  const results = cases.map((c) => {
    const answer = answerBuiltIn(c.q, [...(c.history ?? [])]);
    return { c, answer, verdict: judge(c, answer) };
  });

  it("is asked at least 150 questions, 25 of them out of scope", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.declines).length).toBeGreaterThanOrEqual(25);
  });

  it("never answers an out-of-scope question with a page, and answers no fewer right than before", () => {
    const summary = summarise(results.map((r) => r.verdict));
    const failures = results
      .filter((r) => r.verdict !== "correct" && r.verdict !== "honest decline")
      .map(
        (r) =>
          `${r.c.id} [${r.verdict}] ${r.c.q} -> ${r.verdict === "wrong" ? problemsWith(r.c, r.answer).join("; ") : r.answer.text.slice(0, 80)}`,
      );
    console.log(
      `TENFOLD evaluation, built-in answerer\n${formatSummary(summary)}\n${failures.length > 0 ? `Not right:\n  ${failures.join("\n  ")}` : ""}`,
    );
    expect(summary.outOfScopeAnswered, failures.join("\n")).toBe(0);
    expect(results.filter((r) => r.c.declines && offeredPages(r.answer).length > 0).map((r) => r.c.id)).toEqual([]);
    expect(summary.score, failures.join("\n")).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(summary.wrong, failures.join("\n")).toBeLessThanOrEqual(MAX_WRONG);
  });
});

describe("TENFOLD on the sets written after it was tuned (no API key)", () => {
  it.each([
    ["held-out", heldOut, MIN_HELD_OUT_SCORE],
    ["unseen", unseen, MIN_UNSEEN_SCORE],
    ["fresh", fresh, MIN_FRESH_SCORE],
    ["second final", secondFinal, MIN_SECOND_FINAL_SCORE],
    ["third blind", blindThird, MIN_BLIND_THIRD_SCORE],
  ] as const)(
    "never answers an out-of-scope question of the %s set with a page, nor offers it one, keeps its share of right answers and gets no more wrong",
    (
      name: "held-out" | "unseen" | "fresh" | "second final" | "third blind",
      set: readonly EvalCase[],
      floor: number,
    ) => {
      const results = set.map((c) => {
        const answer = answerBuiltIn(c.q, [...(c.history ?? [])]);
        return { c, answer, verdict: judge(c, answer), offered: offeredPages(answer) };
      });
      const wrong = results
        .filter((r) => r.verdict === "wrong")
        .map((r) => `${r.c.id} ${r.c.q} -> ${problemsWith(r.c, r.answer).join("; ")}`);
      const summary = summarise(results.map((r) => r.verdict));
      const answeredOutOfScope = results
        .filter((r) => r.verdict === "out of scope answered")
        .map((r) => `${r.c.id} ${r.c.q}`);
      const offeredOutOfScope = results
        .filter((r) => r.c.declines && r.offered.length > 0)
        .map((r) => `${r.c.id} ${r.c.q} -> ${r.offered.join(", ")}`);
      console.log(`TENFOLD ${name} set, built-in answerer\n${formatSummary(summary)}`);
      expect(set.length).toBeGreaterThanOrEqual(70);
      expect(answeredOutOfScope).toEqual([]);
      expect(offeredOutOfScope).toEqual([]);
      expect(summary.score).toBeGreaterThanOrEqual(floor);
      expect(summary.wrong, wrong.join("\n")).toBeLessThanOrEqual(MAX_WRONG);
    },
    SET_TIMEOUT_MS,
  );
});
