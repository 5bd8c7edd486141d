// The public approval page of a proof (/approval/{slug}). functions/approval/[slug].ts answers a
// working link with the prerendered shell (200) and any other with this page's not-found state
// (404, prerendered as its own shell); the shell then loads the proof from the API and offers
// the reviewer the latest version and one decision on it.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { PageProps } from "../../../app/page-props.ts";
import { onDemand, useOnDemand } from "../../../hooks/use-on-demand.ts";
import { DecisionHistory, DecisionSummary } from "./decision-history.tsx";
import { ProofPreview } from "./proof-preview.tsx";
import { PageHero } from "../../../components/page-parts.tsx";
import { site } from "#shared/site.ts";
import { britishDate } from "#shared/british-date.ts";
import { ApiRequestError, callApi } from "../../../lib/api.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { approvalFileContract, viewApprovalContract } from "#shared/api/proofs-approvals.ts";
import {
  APPROVAL_GONE_RENDER_PATH,
  APPROVAL_SHELL_SLUG,
  proofMessages,
  type PublicDecision,
  type PublicProof,
} from "#shared/api/proofs.ts";

type ApprovalState =
  { kind: "checking" } | { kind: "not-found" } | { kind: "unavailable" } | { kind: "ready"; proof: PublicProof };

/** The attribute that tells hydration which prerendered shell it is reading. */
const STATE_ATTRIBUTE = "data-approval-state";

/**
 * Hydration must start from what the shell shows: the not-found shell (rendered at a path no link
 * can have) or the checking one. In the browser, before hydration, the shell's own marker says which.
 */
function initialState(path: string): ApprovalState {
  if (path === APPROVAL_GONE_RENDER_PATH) return { kind: "not-found" };
  if (
    typeof document !== "undefined" &&
    document.documentElement.dataset["hydrated"] !== "true" &&
    document.querySelector(`[${STATE_ATTRIBUTE}="not-found"]`)
  )
    return { kind: "not-found" };
  return { kind: "checking" };
}

/**
 * What a browser that runs no script shows under the heading. Its link is prerendered with a
 * placeholder slug that the page's function replaces (functions/lib/tools/proofs/approval-shell-response.ts);
 * React never hydrates what is inside <noscript>.
 */
function ScriptOffNotice() {
  return (
    <noscript>
      <div className="px-4">
        <div className="mx-auto grid max-w-4xl gap-4 py-10">
          <p>
            Reviewing a proof needs JavaScript, which is switched off or blocked in this browser. Turn it on and reload
            this page to see the proof and approve it or ask for changes. You can still download the proof to read it.
          </p>
          <p>
            <a
              href={`${apiUrl(approvalFileContract, { slug: APPROVAL_SHELL_SLUG })}?download`}
              className="btn-secondary"
            >
              Download the proof
            </a>
          </p>
        </div>
      </div>
    </noscript>
  );
}

// The form and its checks (valibot, the decision contract) load while the proof itself is being
// fetched, so they are not in the page's first load (the 100 KB budget, tests/dist/check-budget.ts)
// and are there by the time the proof is.
const decisionForm = onDemand(() => import("./decision-form.tsx"));

export default function ApprovalPage({ entry }: PageProps) {
  const slug = entry.path.split("/").pop() ?? "";
  const [state, setState] = useState<ApprovalState>(() => initialState(entry.path));
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set when the reviewer's own decision has just been recorded: its summary's heading then takes
  // focus once rendered, which reads the outcome out (WCAG 4.1.3). Not the shell's announcer
  // (lib/announce.ts): sharing that module with this lazy page splits it out of the first load.
  // Counts the decisions recorded here: each new one moves focus once.
  const [decisionsMade, setDecisionsMade] = useState(0);
  const formModule = useOnDemand(decisionForm, state.kind === "checking" || state.kind === "ready");

  useEffect(() => {
    if (state.kind !== "checking") return;
    let current = true;
    callApi(viewApprovalContract, undefined, { params: { slug }, headers: { "cache-control": "no-cache" } }).then(
      (proof) => current && setState({ kind: "ready", proof }),
      (error: unknown) =>
        current &&
        setState({ kind: error instanceof ApiRequestError && error.status === 404 ? "not-found" : "unavailable" }),
    );
    return () => {
      current = false;
    };
  }, [state.kind, slug]);

  useEffect(() => {
    if (decisionsMade > 0) resultHeading.current?.focus();
  }, [decisionsMade]);

  const decided = useCallback((decision: PublicDecision) => {
    setState((current) =>
      current.kind === "ready" ? { kind: "ready", proof: { ...current.proof, decision } } : current,
    );
    setDecisionsMade((count) => count + 1);
  }, []);

  if (state.kind === "checking") {
    return (
      <div {...{ [STATE_ATTRIBUTE]: "checking" }}>
        <PageHero eyebrow="Proof approval" title="Review your proof">
          {/* Hidden where no script runs, since nothing is then being checked (styles.css). */}
          <p className="script-only mt-5 max-w-3xl text-lg text-slate-300">Checking your approval link…</p>
        </PageHero>
        <ScriptOffNotice />
      </div>
    );
  }
  if (state.kind !== "ready") {
    const gone = state.kind === "not-found";
    return (
      <div {...{ [STATE_ATTRIBUTE]: state.kind }}>
        <PageHero
          eyebrow="Proof approval"
          title={gone ? "Approval link not found or expired" : "This proof cannot be shown right now"}
          lede={
            gone
              ? proofMessages.notFound
              : "We could not reach our server. Check your connection and reload the page in a moment."
          }
        >
          <p className="mt-6">
            <Link to="/" className="btn-primary">
              Back to Homepage
            </Link>
          </p>
        </PageHero>
      </div>
    );
  }

  const { proof } = state;
  const lede = [
    proof.clientName ? `For ${proof.clientName}` : null,
    `Version ${proof.version}`,
    `Shared by ${site.brand} on ${britishDate(proof.sharedAt)}`,
    `Link open until ${britishDate(proof.expiresAt)}`,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div {...{ [STATE_ATTRIBUTE]: "ready" }}>
      <PageHero eyebrow="Proof approval" title={proof.title} lede={lede} />
      <div className="px-4">
        <div className="mx-auto grid max-w-4xl gap-10 py-10">
          <ProofPreview proof={proof} />
          <section aria-labelledby="decision-heading" className="grid gap-4">
            {proof.decision ? (
              <DecisionSummary ref={resultHeading} decision={proof.decision} />
            ) : (
              <>
                <h2 id="decision-heading" className="font-display text-2xl font-semibold">
                  Your decision on version {proof.version}
                </h2>
                <p>
                  Approve this version, or ask for changes and say what they are. Your decision is final for this
                  version and goes straight to our team.
                </p>
                {formModule ? (
                  <formModule.DecisionForm
                    slug={slug}
                    version={proof.version}
                    onDecided={decided}
                    onStale={() => setState({ kind: "checking" })}
                  />
                ) : (
                  <p aria-busy="true">Loading the decision form…</p>
                )}
              </>
            )}
          </section>
          {proof.history.length > 0 && <DecisionHistory decisions={proof.history} />}
        </div>
      </div>
    </div>
  );
}
