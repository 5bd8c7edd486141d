// One enquiry in full: who sent it and when, whether it was forwarded, the message with its line
// breaks, its triage (to confirm or correct), the TENFOLD conversation if one was attached, and
// whether it has been handled.
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { apiUrl } from "#shared/api/contract.ts";
import { getEnquiryContract, type Enquiry } from "#shared/api/contact-staff.ts";
import { triageChoicesContract, type EnquiryTriage } from "#shared/api/contact-triage.ts";
import { Loading, LoadFailed } from "../../staff/components/load-state.tsx";
import { PageHeading } from "../../staff/components/page-heading.tsx";
import { dateTime } from "../../staff/lib/staff-format.ts";
import { useStaffData } from "../../staff/lib/use-staff-data.ts";
import { DELIVERY_LABEL, ENQUIRIES_PATH, SOURCE_LABEL, type FromList } from "./enquiry-labels.ts";
import { EnquiryTranscript } from "./enquiry-transcript.tsx";
import { EnquiryTriagePanel } from "./enquiry-triage-panel.tsx";
import { HandledPanel } from "./handled-panel.tsx";

function Facts({ enquiry }: { enquiry: Enquiry }) {
  const facts: [string, ReactNode][] = [
    ["From", enquiry.name],
    [
      "Email",
      <a key="email" href={`mailto:${enquiry.email}`} className="text-ink underline underline-offset-2">
        {enquiry.email}
      </a>,
    ],
    ["Received", dateTime(enquiry.created_at)],
    ["Source", SOURCE_LABEL[enquiry.source]],
    [
      "Forwarding",
      `${DELIVERY_LABEL[enquiry.delivery_status]}${enquiry.delivery_attempts > 0 ? ` (${enquiry.delivery_attempts} ${enquiry.delivery_attempts === 1 ? "attempt" : "attempts"})` : ""}${enquiry.delivery_status === "failed" && enquiry.delivery_error ? `: ${enquiry.delivery_error}` : ""}`,
    ],
    ["Privacy notice accepted", dateTime(enquiry.consented_at)],
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

export function EnquiryDetailPage() {
  const { id = "" } = useParams();
  const { state } = useLocation() as { state: Partial<FromList> | null };
  const { mutate } = useSWRConfig();
  const { data, error, reload } = useStaffData(getEnquiryContract, { id });
  const choices = useStaffData(triageChoicesContract, {}).data;
  const onChanged = (change: Pick<Enquiry, "handled_at" | "handled_by"> | { triage: EnquiryTriage }) =>
    void mutate(
      apiUrl(getEnquiryContract, { id }),
      (current: unknown) => (current && typeof current === "object" ? { ...current, ...change } : current),
      { revalidate: true },
    );
  return (
    <>
      <p className="mb-3">
        <Link to={`${ENQUIRIES_PATH}${state?.listSearch ?? ""}`} className="text-ink underline underline-offset-2">
          Back to enquiries
        </Link>
      </p>
      <PageHeading title={data ? `Enquiry from ${data.name}` : "Enquiry"} />
      {error !== undefined ? (
        <LoadFailed error={error} retry={reload} />
      ) : !data ? (
        <Loading what="the enquiry" />
      ) : (
        <div className="grid gap-8">
          <Facts enquiry={data} />
          <section aria-labelledby="message-heading" className="grid gap-2">
            <h2 id="message-heading" className="text-xl font-semibold">
              Message
            </h2>
            <p className="max-w-3xl whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-white p-4">
              {data.message}
            </p>
          </section>
          <EnquiryTriagePanel
            enquiryId={data.id}
            triage={data.triage}
            choices={choices}
            onSaved={(triage) => onChanged({ triage })}
          />
          {data.transcript && data.transcript.length > 0 && <EnquiryTranscript turns={data.transcript} />}
          <HandledPanel enquiry={data} onChanged={onChanged} />
        </div>
      )}
    </>
  );
}
