// `npm run bench:tenfold`: how often the passage that answers a question is among those a model
// would be given. A question's passages "hold the answer" when together they contain every fact
// its case lists and one of them is on a page the case links to. Printed per set for the model's
// context today (what the built-in answerer quoted) and for retrieval's best N.
import { it } from "vitest";
import { answerBuiltIn } from "../../functions/lib/chat/builtin-answerer.ts";
import { contextFor } from "../../functions/lib/chat/model-context.ts";
import { retrieve } from "../../functions/lib/chat/knowledge-index.ts";
import type { KnowledgePassage } from "../../web/shared/knowledge-types.ts";
import { blindThird, cases, fresh, heldOut, secondFinal, unseen, type EvalCase } from "../fixtures/tenfold-eval.ts";

const SETS = [
  ["evaluation", cases],
  ["held-out", heldOut],
  ["unseen", unseen],
  ["fresh", fresh],
  ["second final", secondFinal],
  ["third blind", blindThird],
] as const;

const pageOf = (url: string) => url.split("#")[0] || "/";
const textOf = (p: KnowledgePassage) => [p.page, p.heading, ...p.paragraphs].join(" ").toLowerCase();

/** Whether these passages, together, hold what a right answer to the case must say. */
function holdsAnswer(c: EvalCase, seen: readonly KnowledgePassage[]): boolean {
  const text = seen.map(textOf).join(" ");
  const facts = (c.facts ?? []).every((fact) => (typeof fact === "string" ? [fact] : fact).some((alt) => text.includes(alt.toLowerCase())));
  const links = (c.links ?? []).length === 0 || seen.some((p) => (c.links ?? []).some((link) => pageOf(link) === pageOf(p.url)));
  return facts && links;
}

/** The words retrieval reads for a case: a follow-up with the visitor's earlier questions. */
const withHistory = (c: EvalCase) => [...(c.history ?? []).filter((turn) => turn.role === "user").map((turn) => turn.text), c.q].join(" ");

it("prints recall: the share of answerable questions whose answer is among the passages a model sees", () => {
  const rows = SETS.map(([name, set]) => {
    const answerable = set.filter((c) => !c.declines);
    const share = (hit: (c: EvalCase) => boolean) => `${((answerable.filter(hit).length / answerable.length) * 100).toFixed(1)}%`;
    return {
      set: name,
      answerable: answerable.length,
      "model context today": share((c) => holdsAnswer(c, contextFor(c.q, [...(c.history ?? [])], answerBuiltIn(c.q, [...(c.history ?? [])])))),
      ...Object.fromEntries([1, 3, 5, 8].map((n) => [`retrieval@${n}`, share((c) => holdsAnswer(c, retrieve(withHistory(c), n).hits.map((h) => h.passage)))])),
    };
  });
  console.log("\nTENFOLD recall: answerable questions whose answer is in the passages given to the model");
  console.table(rows);
}, 120_000);
