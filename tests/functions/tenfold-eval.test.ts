// TENFOLD with no API key against the evaluation set: no out-of-scope question ever answered with
// a page, and no fewer right answers than the answerer has reached (a ratchet: raise MIN_SCORE
// as it improves; the goal is 95%). Prints the table; `npm run bench` adds answer times.
import { describe, expect, it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/chat/builtin-answerer.ts";
import { cases, formatSummary, heldOut, judge, problemsWith, summarise, unseen } from "../fixtures/tenfold-eval.ts";

/** The share of right answers the built-in answerer has reached (89.8% on 2026-11-25); never lower it. */
const MIN_SCORE = 0.89;
/** The same on the held-out set, which nothing was tuned on (78.9% on 2026-11-25). */
const MIN_HELD_OUT_SCORE = 0.78;

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
      .map((r) => `${r.c.id} [${r.verdict}] ${r.c.q} -> ${r.verdict === "wrong" ? problemsWith(r.c, r.answer).join("; ") : r.answer.text.slice(0, 80)}`);
    console.log(`TENFOLD evaluation, built-in answerer\n${formatSummary(summary)}\n${failures.length > 0 ? `Not right:\n  ${failures.join("\n  ")}` : ""}`);
    expect(summary.outOfScopeAnswered, failures.join("\n")).toBe(0);
    expect(summary.score, failures.join("\n")).toBeGreaterThanOrEqual(MIN_SCORE);
  });
});

describe("TENFOLD on the held-out questions (no API key)", () => {
  it("never answers an unseen out-of-scope question with a page", () => {
    const answered = unseen.filter((c) => judge(c, answerBuiltIn(c.q, [...(c.history ?? [])])) === "out of scope answered").map((c) => `${c.id} ${c.q}`);
    expect(unseen.length).toBeGreaterThanOrEqual(60);
    expect(answered).toEqual([]);
  });

  it("never answers an out-of-scope question with a page, and keeps its share of right answers", () => {
    const results = heldOut.map((c) => ({ c, verdict: judge(c, answerBuiltIn(c.q, [...(c.history ?? [])])) }));
    const summary = summarise(results.map((r) => r.verdict));
    const answeredOutOfScope = results.filter((r) => r.verdict === "out of scope answered").map((r) => `${r.c.id} ${r.c.q}`);
    console.log(`TENFOLD held-out set, built-in answerer\n${formatSummary(summary)}`);
    expect(heldOut.length).toBeGreaterThanOrEqual(80);
    expect(answeredOutOfScope).toEqual([]);
    expect(summary.score).toBeGreaterThanOrEqual(MIN_HELD_OUT_SCORE);
  });
});
