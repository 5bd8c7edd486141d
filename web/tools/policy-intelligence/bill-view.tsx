// One bill: its stages with their days (the latest reached and the next listed marked), its
// department and member in charge as the public record names them, a link to its page on
// bills.parliament.uk, its stages as a calendar feed to subscribe to, and an email when it moves.
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { britishDate } from "#shared/british-date.ts";
import type { Bill, BillAnswer } from "#shared/api/policy-intelligence.ts";
import { billFeedPath } from "#shared/api/policy-intelligence-links.ts";
import { POLICY_SNAPSHOT } from "#shared/api/policy-intelligence-snapshot.ts";
import { SNAPSHOT_SOURCES } from "#shared/api/policy-intelligence-snapshot-sources.ts";

import { freshnessLine, stageText, troubleLine } from "./bill-text.ts";

// The form, its schema and the request layer load when the visitor asks to follow by email.
const FollowForm = lazy(() => import("./follow-form.tsx").then((m) => ({ default: m.FollowForm })));

type State =
  | { readonly kind: "loading" }
  | { readonly kind: "done"; readonly answer: BillAnswer }
  | { readonly kind: "failed"; readonly message: string };

function failureMessage(error: unknown): string {
  const status = typeof error === "object" && error && "status" in error ? error.status : null;
  if (status === 404) return "UK Parliament's Bills API has no bill with that number.";
  return "This bill's stages could not be read just now. Try again in a few minutes, or see its page on bills.parliament.uk.";
}

export function BillView({ id, known, back }: { id: number; known: Bill | null; back: string }) {
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [following, setFollowing] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    // The requests and their schemas load with the first read, not with the page.
    import("./policy-client.ts")
      .then(({ fetchBill }) => fetchBill(id, controller.signal))
      .then(
        (answer) => setState({ kind: "done", answer }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ kind: "failed", message: failureMessage(error) });
        },
      );
    return () => controller.abort();
  }, [id]);

  const snapshot = POLICY_SNAPSHOT.bills.find((bill) => bill.id === id) ?? null;
  const bill = state.kind === "done" ? state.answer.bill : (snapshot ?? known);
  const trouble = state.kind === "done" ? troubleLine(state.answer) : null;

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <p>
        <Link to={back} className="text-sm font-semibold text-ink underline">
          All bills
        </Link>
      </p>
      {!bill ? (
        <p role={state.kind === "failed" ? "alert" : "status"} className="mt-4 text-slate-700">
          {state.kind === "failed" ? state.message : "Reading the bill's stages…"}
        </p>
      ) : (
        <>
          <h3 id={headingId} className="mt-4 font-display text-xl font-semibold text-ink">
            {bill.title}
          </h3>
          {bill.longTitle && <p className="mt-2 text-sm leading-relaxed text-slate-700">{bill.longTitle}</p>}
          <dl className="mt-3 grid gap-1 text-sm text-slate-700">
            <div>
              <dt className="inline font-semibold">Sponsoring department: </dt>
              <dd className="inline">
                {bill.department ?? "none named by the source (a private member's bill has none)"}
              </dd>
            </div>
            {bill.member && (
              <div>
                <dt className="inline font-semibold">Member in charge: </dt>
                <dd className="inline">{bill.member}</dd>
              </div>
            )}
            <div>
              <dt className="inline font-semibold">Stage reached: </dt>
              <dd className="inline">{bill.currentStage ? stageText(bill.currentStage) : "not recorded"}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Next listed: </dt>
              <dd className="inline">{bill.nextStage ? stageText(bill.nextStage) : "no day listed yet"}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            {state.kind === "done"
              ? freshnessLine(state.answer)
              : `From our snapshot, as of ${britishDate(POLICY_SNAPSHOT.asOf)}.`}
          </p>
          {(state.kind !== "done" || state.answer.from === "snapshot") && (
            <SnapshotSources sources={SNAPSHOT_SOURCES[bill.id] ?? []} />
          )}
          {state.kind === "failed" && (
            <p role="alert" className="mt-2 text-sm text-ink">
              {state.message}
            </p>
          )}
          {trouble && (
            <p role="alert" className="mt-2 rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-ink">
              {trouble}
            </p>
          )}
          {bill.stages && bill.stages.length > 0 ? (
            <table className="mt-4 w-full border-collapse text-left text-sm">
              <caption className="sr-only">The stages of the {bill.title}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    Stage
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    House
                  </th>
                  <th scope="col" className="py-2">
                    Days
                  </th>
                </tr>
              </thead>
              <tbody>
                {bill.stages.map((stage) => (
                  <tr key={`${stage.sortOrder}-${stage.house}-${stage.name}`} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      {stage.name}
                    </th>
                    <td className="py-2 pr-3">{stage.house === "Unassigned" ? "Both" : stage.house}</td>
                    <td className="py-2">
                      {stage.dates.length ? stage.dates.map(britishDate).join(", ") : "none listed"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            state.kind === "loading" && <p className="mt-4 text-sm text-slate-700">Reading the bill's stages…</p>
          )}
          <ul className="mt-4 grid gap-2 text-sm">
            <li>
              <a href={billFeedPath(bill.id)} className="font-semibold text-ink underline">
                Follow in your calendar (iCalendar feed of its stages)
              </a>
            </li>
            <li>
              <a href={bill.url} className="text-ink underline">
                The bill's page on bills.parliament.uk
              </a>
            </li>
            <li>
              <button
                type="button"
                aria-expanded={following}
                onClick={() => setFollowing(true)}
                className="font-semibold text-ink underline"
              >
                Follow by email
              </button>
            </li>
          </ul>
          {following && (
            <Suspense fallback={<p className="mt-3 text-sm text-slate-700">Loading the form…</p>}>
              <FollowForm billId={bill.id} billTitle={bill.title} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

/** Where the snapshot's record of this bill was taken from, shown while the snapshot is what the view holds. */
function SnapshotSources({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      Taken from{" "}
      {sources.map((source, index) => (
        <span key={source}>
          {index > 0 && (index === sources.length - 1 ? " and " : ", ")}
          <a href={source} className="underline" rel="noopener">
            {new URL(source).hostname.replace(/^www\./, "")}
          </a>
        </span>
      ))}
      .
    </p>
  );
}
