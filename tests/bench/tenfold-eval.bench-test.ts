// `npm run bench:tenfold` (and the start of `npm run bench`): TENFOLD's built-in answerer against the
// evaluation sets in Node, where the clock runs during computation (in workerd it stands still
// between I/O), printing the verdicts by category, how often a false decline's offered pages hold
// the answer, and the answer time per question.
import { it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import {
  blindThird,
  cases,
  formatSummary,
  fresh,
  heldOut,
  judge,
  offeredPages,
  offersAnswer,
  secondFinal,
  unseen,
  summarise,
  type EvalCase,
  type Verdict,
} from "../fixtures/tenfold-eval.ts";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

it.each([
  ["evaluation set", cases],
  ["held-out set (written without the answerer; checked after tuning)", heldOut],
  ["unseen set (written without the answerer; read only as a score)", unseen],
  ["fresh set (written from the content only)", fresh],
  ["second final set (written from the content only)", secondFinal],
  ["third blind set (written from the rendered pages only)", blindThird],
] as const)(
  "prints TENFOLD's table for the %s with answer times",
  (name: string, set: readonly EvalCase[]) => {
    // A warm isolate: the index built and the code compiled by answering the other sets' questions
    // first, while this set's words are still new (their typo checks are not cached yet).
    for (const c of [...cases, ...heldOut, ...unseen, ...fresh, ...secondFinal, ...blindThird].filter(
      (other) => !set.includes(other),
    ))
      answerBuiltIn(c.q, [...(c.history ?? [])]);
    const times: number[] = [];
    const rows = set.map((c) => {
      const start = performance.now();
      const answer = answerBuiltIn(c.q, [...(c.history ?? [])]);
      times.push(performance.now() - start);
      return {
        category: c.category,
        verdict: judge(c, answer),
        offered: offeredPages(answer).length > 0,
        offersAnswer: offersAnswer(c, answer),
      };
    });
    const falseDeclines = rows.filter((r) => r.verdict === "false decline");
    const share = (n: number, of: number) => (of === 0 ? "none" : `${n} of ${of} (${((n / of) * 100).toFixed(0)}%)`);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\nTENFOLD ${name}, built-in answerer (no API key), ${set.length} questions`);
    console.log(
      `| figure | value |\n|---|---|\n${formatSummary(summarise(rows.map((r) => r.verdict)), { medianMs: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) })}`,
    );
    console.log(
      `| false declines offering a page that may help | ${share(falseDeclines.filter((r) => r.offered).length, falseDeclines.length)} |`,
    );
    console.log(
      `| false declines where an offered page holds the answer | ${share(falseDeclines.filter((r) => r.offersAnswer).length, falseDeclines.length)} |`,
    );
    console.log(
      `| out-of-scope questions offered a page | ${rows.filter((r) => (r.verdict === "honest decline" || r.verdict === "out of scope answered") && r.offered).length} |`,
    );
    const categories = [...new Set(rows.map((r) => r.category))];
    const count = (category: string, verdict: Verdict) =>
      rows.filter((r) => r.category === category && r.verdict === verdict).length;
    console.table(
      categories.map((category) => ({
        category,
        questions: rows.filter((r) => r.category === category).length,
        right: count(category, "correct") + count(category, "honest decline"),
        wrong: count(category, "wrong"),
        "false declines": count(category, "false decline"),
        "out of scope answered": count(category, "out of scope answered"),
      })),
    );
    // Answering the other sets first to warm the isolate takes seconds on a busy machine.
  },
  60_000,
);
