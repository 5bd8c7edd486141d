// An enquiry's triage on its own page: how urgent it reads and why, the service and why, the
// suggested owner, the reply promised and which reader made it; whether someone has confirmed or
// corrected it (with what was read, when it was changed); the form to review it; and, for an
// enquiry that was not triaged, why not and the button that triages it now.
import type { ReactNode } from "react";
import { retriageContract, type EnquiryTriage, type TriageChoices } from "#shared/api/contact-triage.ts";
import { primaryButtonClass } from "../../staff/components/form-styles.ts";
import { Loading } from "../../staff/components/load-state.tsx";
import { SaveStatus } from "../../staff/components/save-status.tsx";
import { staffCall } from "../../staff/lib/staff-api.ts";
import { dateTime } from "../../staff/lib/staff-format.ts";
import { useStaffSave } from "../../staff/lib/use-staff-save.ts";
import { NO_OWNER, NO_SERVICE, READER_LABEL, URGENCY_LABEL } from "./triage-labels.ts";
import { TriageReviewForm } from "./triage-review-form.tsx";

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(", ");

function Retriage({ enquiryId, onSaved }: { enquiryId: number; onSaved: (triage: EnquiryTriage) => void }) {
  const saving = useStaffSave();
  const triageNow = async () => {
    const triage = await saving.save(
      () => staffCall(retriageContract, undefined, { params: { id: String(enquiryId) } }),
      { done: () => "", signedOut: "Not triaged yet: sign in again, then press the button again." },
    );
    if (triage) onSaved(triage);
  };
  return (
    <>
      <p>
        <button
          type="button"
          onClick={() => void triageNow()}
          aria-disabled={saving.busy}
          className={primaryButtonClass}
        >
          Triage it now
        </button>
      </p>
      <SaveStatus {...saving} working="Triaging…" />
    </>
  );
}

/** One fact of the triage, with what was read beside it when a review changed it. */
const was = (changed: boolean | undefined, read: string) => (changed ? ` (read as ${read})` : "");

function Reading({ triage }: { triage: EnquiryTriage & { current: NonNullable<EnquiryTriage["current"]> } }) {
  const { current, reading, review } = triage;
  const facts: [string, ReactNode][] = [
    [
      "Urgency",
      <>
        <span className={current.urgency === "urgent" ? "font-semibold text-red-800" : ""}>
          {URGENCY_LABEL[current.urgency]}
        </span>
        {reading && was(review?.urgencyChanged, URGENCY_LABEL[reading.urgency])}
        {reading && reading.signals.length > 0 && (
          <span className="block text-slate-700">Words that set it: {quoted(reading.signals)}</span>
        )}
      </>,
    ],
    [
      "Service",
      <>
        {current.service?.name ?? NO_SERVICE}
        {reading && was(review?.serviceChanged, reading.service?.name ?? NO_SERVICE)}
        {reading && <span className="block text-slate-700">{reading.serviceReason}</span>}
      </>,
    ],
    [
      "Suggested owner",
      <>
        {current.owner?.name ?? NO_OWNER}
        {reading && was(review?.ownerChanged, reading.owner?.name ?? NO_OWNER)}
      </>,
    ],
    ...(reading?.deadline ? [["Deadline it names", reading.deadline] as [string, ReactNode]] : []),
    ...(reading ? [["Reply promised", reading.replyBy] as [string, ReactNode]] : []),
    ["Read by", `${reading ? READER_LABEL[reading.reader] : "an unknown reader"}, ${dateTime(triage.readAt)}`],
  ];
  return (
    <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {facts.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function reviewLine(triage: EnquiryTriage): string {
  const { review } = triage;
  if (!review) return "Not reviewed yet: confirm it as right, or correct it.";
  const changed = [
    review.serviceChanged && "service",
    review.urgencyChanged && "urgency",
    review.ownerChanged && "owner",
  ].filter((field): field is string => Boolean(field));
  return changed.length === 0
    ? `Confirmed as right by ${review.by} on ${dateTime(review.at)}.`
    : `Corrected by ${review.by} on ${dateTime(review.at)} (${changed.join(", ")} changed).`;
}

export function EnquiryTriagePanel({
  enquiryId,
  triage,
  choices,
  onSaved,
}: {
  enquiryId: number;
  triage: EnquiryTriage;
  choices: TriageChoices | undefined;
  onSaved: (triage: EnquiryTriage) => void;
}) {
  const { current } = triage;
  return (
    <section aria-labelledby="triage-heading" className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
      <h2 id="triage-heading" className="text-xl font-semibold">
        Triage
      </h2>
      {current === null ? (
        <>
          <p>
            Not triaged.{" "}
            {triage.error
              ? `The last attempt failed: ${triage.error}`
              : "Its triage has not finished, or it arrived before enquiries were triaged."}
          </p>
          <Retriage enquiryId={enquiryId} onSaved={onSaved} />
        </>
      ) : (
        <>
          <Reading triage={{ ...triage, current }} />
          <p>{reviewLine(triage)}</p>
          {choices ? (
            <TriageReviewForm
              enquiryId={enquiryId}
              triage={{ ...triage, current }}
              choices={choices}
              onSaved={onSaved}
            />
          ) : (
            <Loading what="the services and team" />
          )}
        </>
      )}
    </section>
  );
}
