// Triage Bot's panel code that loads on first use (a focus, a keystroke or a press of the button
// in the panel): the pasted-text checks shared with the server, the call to POST /api/triage, and
// the reading shown under the form.
import { Link } from "react-router-dom";
import { ownerPath, servicePath, triageContract, type Triage, type Urgency } from "#shared/api/triage.ts";
import { TOOL_TEXT, textProblem } from "#shared/tool-text.ts";
import { callApi, ApiRequestError } from "../../lib/api.ts";

/** The field's hint once the checks have loaded: what the server accepts. */
export const LIMIT_HINT = `In English, up to ${TOOL_TEXT.triage.maxChars.toLocaleString("en-GB")} characters.`;

/** The reading, or the reason it could not be had, in the visitor's terms. */
export type Outcome = { readonly triage: Triage } | { readonly problem: string };

export async function readEnquiry(text: string): Promise<Outcome> {
  const problem = textProblem(text, TOOL_TEXT.triage);
  if (problem) return { problem };
  try {
    return { triage: await callApi(triageContract, { text }) };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 429)
        return { problem: "That is a lot of enquiries in a short time. Wait a few minutes and try again." };
      if (error.serverMessage && error.status < 500) return { problem: error.serverMessage };
    }
    return { problem: "Triage Bot could not read that just now. Check your connection and try again." };
  }
}

const URGENCY_TEXT: Readonly<Record<Urgency, string>> = {
  urgent: "Urgent",
  soon: "Soon",
  routine: "Routine",
};

const URGENCY_MEANS: Readonly<Record<Urgency, string>> = {
  urgent: "something is happening now, or a deadline falls within two working days",
  soon: "a deadline falls within ten working days",
  routine: "no crisis signal and no deadline within ten working days",
};

/** One line for the live region: what a screen reader hears when the reading arrives. */
export function summaryOf(triage: Triage): string {
  const service = triage.service ? triage.service.name : "no one service";
  return `Routed to ${service}, ${URGENCY_TEXT[triage.urgency].toLowerCase()}${triage.owner ? `, for ${triage.owner.name}` : ""}.`;
}

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(", ");

export function TriageResult({ triage, headingId }: { triage: Triage; headingId: string }) {
  const row = "grid gap-1 border-t border-slate-200 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4";
  const term = "font-semibold text-ink";
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} tabIndex={-1} className="font-display text-xl font-semibold text-ink">
        How we would route it
      </h3>
      <dl className="mt-3 text-slate-700">
        <div className={row}>
          <dt className={term}>Service</dt>
          <dd>
            {triage.service ? (
              <Link to={servicePath(triage.service.slug)} className="underline">
                {triage.service.name}
              </Link>
            ) : (
              "None named"
            )}
            <p className="mt-1 text-sm">{triage.serviceReason}</p>
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Urgency</dt>
          <dd>
            <strong>{URGENCY_TEXT[triage.urgency]}</strong>: {URGENCY_MEANS[triage.urgency]}.
            {triage.signals.length > 0 && <p className="mt-1 text-sm">Signals: {quoted(triage.signals)}</p>}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Deadline</dt>
          <dd>{triage.deadline ? `“${triage.deadline}”` : "None named"}</dd>
        </div>
        <div className={row}>
          <dt className={term}>Who would take it</dt>
          <dd>
            {triage.owner ? (
              <Link to={ownerPath(triage.owner.id)} className="underline">
                {triage.owner.name}
              </Link>
            ) : (
              "A consultant would route it by hand"
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Reply</dt>
          <dd>
            A consultant would reply {triage.replyBy} (UK time)
            {triage.urgency === "urgent" ? ", and an urgent enquiry is read first" : ""}.
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Read by</dt>
          <dd>
            {triage.reader === "model"
              ? "The AI model, checked against our list of services"
              : "The built-in reader: TENFOLD’s search over our service pages, and our urgency rule"}
          </dd>
        </div>
      </dl>
    </section>
  );
}
