// What SenseChecker found, under headings: a summary counting the findings of each kind, the draft
// with every finding marked (each mark a link to its finding), and the findings in order, each with
// its reason, a suggestion, "Show in text" (which moves focus to its mark) and, where a rewrite can
// mend it, "Suggest a rewrite", asked of the model only when pressed.
import { useMemo, useState } from "react";
import { REWRITABLE_KINDS } from "#shared/api/sensechecker-kinds.ts";
import { onDemand } from "../../hooks/use-on-demand.ts";
import { countByKind, KIND_LABELS, PRESS_KINDS, type Finding } from "./sense-findings.ts";
import type { RewriteOutcome } from "./sense-rewrite.ts";

const rewriter = onDemand(() => import("./sense-rewrite.ts"));

interface Segment {
  readonly start: number;
  readonly end: number;
  /** Indexes of the findings that cover it. */
  readonly covering: readonly number[];
}

/** The draft cut where any finding starts or ends, each piece with the findings over it. */
export function segmentsOf(length: number, findings: readonly Finding[]): Segment[] {
  const cuts = new Set([0, length]);
  for (const finding of findings) {
    cuts.add(Math.max(0, Math.min(length, finding.start)));
    cuts.add(Math.max(0, Math.min(length, finding.end)));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted.slice(0, -1).map((start, index) => {
    const end = sorted[index + 1] ?? length;
    const covering = findings.flatMap((f, i) => (f.start <= start && f.end >= end && f.end > f.start ? [i] : []));
    return { start, end, covering };
  });
}

const findingId = (index: number) => `sense-finding-${index + 1}`;
const markId = (segment: number) => `sense-mark-${segment}`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function SenseResults({ draft, findings }: { draft: string; findings: readonly Finding[] }) {
  const segments = useMemo(() => segmentsOf(draft.length, findings), [draft, findings]);
  /** The segment each finding starts in: where "Show in text" takes focus. */
  const firstSegment = useMemo(
    () => findings.map((_, index) => segments.findIndex((segment) => segment.covering.includes(index))),
    [findings, segments],
  );
  const [rewritingOff, setRewritingOff] = useState<string | undefined>();
  const counts = countByKind(findings);
  const press = findings.filter((finding) => PRESS_KINDS.includes(finding.kind)).length;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <section aria-labelledby="sense-summary">
        <h3 id="sense-summary" className="font-display text-xl font-semibold text-ink">
          Summary
        </h3>
        {findings.length === 0 ? (
          <p className="mt-3 text-slate-700">Nothing to flag: no press checks and no writing checks were raised.</p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              {plural(findings.length, "finding")}, {press} of them from the press officer&apos;s checks.
            </p>
            <ul className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-1 text-slate-700">
              {counts.map(({ kind, count }) => (
                <li key={kind} className="flex justify-between gap-4 border-b border-slate-200 py-1">
                  <span>{KIND_LABELS[kind]}</span>
                  <span className="font-semibold tabular-nums">{count}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {findings.length > 0 && (
        <section aria-labelledby="sense-marked">
          <h3 id="sense-marked" className="font-display text-xl font-semibold text-ink">
            Your draft, marked
          </h3>
          <p className="mt-2 text-sm text-slate-700">Each marked passage links to its finding below.</p>
          <div className="mt-3 whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-white p-4 leading-relaxed">
            {segments.map((segment, index) => {
              const words = draft.slice(segment.start, segment.end);
              const [first] = segment.covering;
              if (first === undefined) return <span key={segment.start}>{words}</span>;
              const kinds = [...new Set(segment.covering.map((i) => KIND_LABELS[findings[i]?.kind ?? "spelling"]))];
              return (
                <mark key={segment.start} className="rounded-sm bg-amber-100 text-ink">
                  <a
                    id={markId(index)}
                    href={`#${findingId(first)}`}
                    className="text-ink underline decoration-amber-600 decoration-2"
                  >
                    {words}
                    <span className="sr-only">{` (finding ${first + 1}: ${kinds.join(", ")})`}</span>
                  </a>
                </mark>
              );
            })}
          </div>
        </section>
      )}

      {findings.length > 0 && (
        <section aria-labelledby="sense-findings">
          <h3 id="sense-findings" className="font-display text-xl font-semibold text-ink">
            Findings
          </h3>
          <ol className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-4">
            {findings.map((finding, index) => (
              <FindingItem
                key={`${finding.kind}-${finding.start}-${finding.end}-${index}`}
                index={index}
                draft={draft}
                finding={finding}
                onSentence={findings.filter(
                  (other) =>
                    REWRITABLE_KINDS.includes(other.kind) &&
                    other.sentence.start === finding.sentence.start &&
                    other.sentence.end === finding.sentence.end,
                )}
                markSegment={firstSegment[index] ?? -1}
                rewritingOff={rewritingOff}
                onRewritingOff={setRewritingOff}
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

interface FindingItemProps {
  readonly index: number;
  readonly draft: string;
  readonly finding: Finding;
  readonly onSentence: readonly Finding[];
  readonly markSegment: number;
  readonly rewritingOff: string | undefined;
  readonly onRewritingOff: (message: string) => void;
}

function FindingItem({
  index,
  draft,
  finding,
  onSentence,
  markSegment,
  rewritingOff,
  onRewritingOff,
}: FindingItemProps) {
  const [rewrite, setRewrite] = useState<RewriteOutcome | undefined>();
  const [asking, setAsking] = useState(false);
  const canRewrite = REWRITABLE_KINDS.includes(finding.kind);

  async function ask() {
    // Once the site has said it has no model, the button explains without asking again.
    if (rewritingOff) {
      setRewrite({ ok: false, off: true, message: rewritingOff });
      return;
    }
    setAsking(true);
    try {
      const { askRewrite } = await rewriter.load();
      const outcome = await askRewrite(draft, finding, onSentence);
      setRewrite(outcome);
      if (!outcome.ok && outcome.off) onRewritingOff(outcome.message);
    } catch {
      setRewrite({ ok: false, off: false, message: "The rewrite could not be asked for. Please try again." });
    } finally {
      setAsking(false);
    }
  }

  return (
    <li
      id={findingId(index)}
      tabIndex={-1}
      aria-labelledby={`${findingId(index)}-title`}
      className="rounded-md border border-slate-300 bg-white p-4 focus:outline-2 focus:outline-ink"
    >
      <h4 id={`${findingId(index)}-title`} className="font-semibold text-ink">
        {index + 1}. {KIND_LABELS[finding.kind]}: <q className="font-normal">{finding.words}</q>
      </h4>
      <p className="mt-2 text-slate-700">{finding.reason}</p>
      <p className="mt-1 text-slate-700">
        <span className="font-semibold">Suggestion:</span> {finding.suggestion}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary text-sm"
          onClick={() => document.getElementById(markId(markSegment))?.focus()}
        >
          Show in text<span className="sr-only"> (finding {index + 1})</span>
        </button>
        {canRewrite && (
          <button type="button" className="btn-secondary text-sm" disabled={asking} onClick={() => void ask()}>
            {asking ? "Asking for a rewrite…" : "Suggest a rewrite"}
            <span className="sr-only"> of this sentence (finding {index + 1})</span>
          </button>
        )}
      </div>
      <div aria-live="polite">
        {rewrite?.ok && (
          <div className="mt-3 rounded-md bg-slate-100 p-3">
            <p className="text-sm font-semibold">A rewrite, from the AI model (check it before you use it):</p>
            <p className="mt-1">{rewrite.answer.rewrite}</p>
            {rewrite.answer.changes && <p className="mt-1 text-sm text-slate-700">{rewrite.answer.changes}</p>}
          </div>
        )}
        {rewrite && !rewrite.ok && (
          <p className={`mt-3 text-sm ${rewrite.off ? "text-slate-700" : "text-red-700"}`}>{rewrite.message}</p>
        )}
      </div>
    </li>
  );
}
