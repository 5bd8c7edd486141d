// `npm run bench:tenfold`: how often the passage that answers a question is among those a model
// is given (tests/fixtures/tenfold-eval.ts, holdsAnswer). Printed per set for the model's context
// before recall-first retrieval (what the built-in answerer quoted) and for modelPassages at
// several N, with the time modelPassages takes per question: it runs on every request with a key.
import { it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import { contextFor } from "../../functions/lib/tenfold/chat/model-context.ts";
import { MODEL_PASSAGES, modelPassages } from "../../functions/lib/tenfold/chat/model-retrieval.ts";
import { EVAL_SETS, holdsAnswer, type EvalCase } from "../fixtures/tenfold-eval.ts";

const SIZES = [3, 5, 6, 8] as const;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

it("prints recall: the share of answerable questions whose answer is among the passages a model sees", () => {
  const times: number[] = [];
  // The index is built on first use, once per worker: not a question's time.
  modelPassages("warm up", []);
  const rows = EVAL_SETS.map(([name, set]) => {
    const answerable = set.filter((c) => !c.declines);
    const share = (hit: (c: EvalCase) => boolean) =>
      `${((answerable.filter(hit).length / answerable.length) * 100).toFixed(1)}%`;
    const timed = (c: EvalCase, n: number) => {
      const start = performance.now();
      const seen = modelPassages(c.q, [...(c.history ?? [])], n);
      if (n === MODEL_PASSAGES) times.push(performance.now() - start);
      return seen;
    };
    return {
      set: name,
      answerable: answerable.length,
      "model context": share((c) =>
        holdsAnswer(c, contextFor(c.q, [...(c.history ?? [])], answerBuiltIn(c.q, [...(c.history ?? [])]))),
      ),
      ...Object.fromEntries(SIZES.map((n) => [`modelPassages@${n}`, share((c) => holdsAnswer(c, timed(c, n)))])),
    };
  });
  const sorted = times.sort((a, b) => a - b);
  console.log(
    `\nTENFOLD recall: answerable questions whose answer is in the passages given to the model (MODEL_PASSAGES = ${MODEL_PASSAGES})`,
  );
  console.table(rows);
  console.log(
    `modelPassages@${MODEL_PASSAGES} time per question: median ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms (${sorted.length} questions)`,
  );
}, 300_000);
