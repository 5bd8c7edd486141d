// `npm run bench:tenfold`: which questions TENFOLD's model would be asked, with a key. Out-of-scope
// questions should never reach it (they cost a call and a use of the daily budget); answerable ones
// kept from it are answered, or declined, by the built-in answerer alone.
import { it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import { staysBuiltIn } from "../../functions/lib/tenfold/chat/model-gate.ts";
import { EVAL_SETS, type EvalCase } from "../fixtures/tenfold-eval.ts";

it("prints the model gate: out-of-scope questions reaching the model, answerable ones kept from it", () => {
  const leaks: string[] = [];
  const rows = EVAL_SETS.map(([name, set]) => {
    const read = set.map((c: EvalCase) => {
      const history = [...(c.history ?? [])];
      const builtIn = answerBuiltIn(c.q, history);
      // Whether the gate alone would keep it, were the built-in answerer to decline it.
      const keptIfDeclined = staysBuiltIn(c.q, history, { ...builtIn, declined: true });
      return { c, declined: builtIn.declined, kept: staysBuiltIn(c.q, history, builtIn), keptIfDeclined };
    });
    const outOfScope = read.filter((r) => r.c.declines);
    const answerable = read.filter((r) => !r.c.declines);
    const reaching = outOfScope.filter((r) => !r.kept);
    leaks.push(
      ...reaching.map((r) => `${name} ${r.c.id} (built-in ${r.declined ? "declined" : "answered"}): ${r.c.q}`),
    );
    const falseDeclines = answerable.filter((r) => r.declined);
    return {
      set: name,
      "out of scope": outOfScope.length,
      "out of scope reaching the model": reaching.length,
      "… were the built-in to decline them all": outOfScope.filter((r) => !r.keptIfDeclined).length,
      answerable: answerable.length,
      "answerable kept from the model": answerable.filter((r) => r.kept).length,
      "built-in false declines the model sees": `${falseDeclines.filter((r) => !r.kept).length} of ${falseDeclines.length}`,
    };
  });
  console.log("\nTENFOLD model gate: which questions reach the model (with a key)");
  console.table(rows);
  if (leaks.length > 0) console.log(`Out-of-scope questions reaching the model:\n${leaks.join("\n")}`);
}, 120_000);
