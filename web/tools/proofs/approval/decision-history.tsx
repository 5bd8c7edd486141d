// What has been decided: the reviewer's decision on the version shown, and the decisions on
// earlier versions, oldest first.
import type { Ref } from "react";
import { britishDate } from "#shared/british-date.ts";
import { proofMessages, type PublicDecision } from "#shared/api/proofs.ts";

const outcome = (decision: PublicDecision) =>
  decision.decision === "approved" ? proofMessages.approvedTitle : proofMessages.changesTitle;

export function DecisionSummary({ decision, ref }: { decision: PublicDecision; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="rounded-md border-l-4 border-amber-400 bg-slate-50 p-5">
      {/* Focused by script once a decision is recorded, so it is read out and in view. */}
      <h2 id="decision-heading" ref={ref} tabIndex={-1} className="font-display text-2xl font-semibold outline-none">
        {outcome(decision)}: version {decision.version}
      </h2>
      <p className="mt-2">
        Recorded for {decision.name} on {britishDate(decision.decidedAt)}. Our team has been told; this version's
        decision is final.
      </p>
      {decision.comment && (
        <p className="mt-3 whitespace-pre-line border-l-2 border-slate-400 pl-3">{decision.comment}</p>
      )}
    </div>
  );
}

export function DecisionHistory({ decisions }: { decisions: readonly PublicDecision[] }) {
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="font-display text-2xl font-semibold">
        Earlier versions
      </h2>
      <ol className="grid gap-3">
        {decisions.map((decision) => (
          <li key={decision.version} className="rounded-md border border-slate-300 p-4">
            <p className="font-semibold">
              Version {decision.version}: {outcome(decision).toLowerCase()} by {decision.name} on{" "}
              {britishDate(decision.decidedAt)}
            </p>
            {decision.comment && <p className="mt-2 whitespace-pre-line">{decision.comment}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
