// The outbox: every email the site has written, filtered by status, a page at a time. With a
// provider set, a waiting or failed email can be sent now; without one, staff send them by hand.
import { useEffect, useRef, useState } from "react";
import {
  listOutboxContract,
  OUTBOX_STATUSES,
  sendOutboxEmailContract,
  type OutboxEmail,
} from "#shared/api/newsletter-staff.ts";
import { fieldClass } from "../../staff/components/form-styles.ts";
import { Loading, LoadFailed } from "../../staff/components/load-state.tsx";
import { Pager } from "../../staff/components/pager.tsx";
import { failureMessage, SignedOutError, staffCall } from "../../staff/lib/staff-api.ts";
import { useQueryFilters } from "../../staff/lib/use-query-filters.ts";
import { useStaffData } from "../../staff/lib/use-staff-data.ts";
import { OUTBOX_STATUS_LABEL, OutboxTable } from "./outbox-table.tsx";

const FILTERS = ["status"] as const;

export function OutboxPanel({ emailProvider, onSent }: { emailProvider: boolean; onSent: () => void }) {
  const filters = useQueryFilters(FILTERS);
  const { data, error, reload } = useStaffData(listOutboxContract, {}, filters.query);
  const [sending, setSending] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const refused = useRef<HTMLParagraphElement>(null);
  // The button may be gone with the email's new status: the outcome takes the focus instead.
  useEffect(() => {
    if (outcome) (outcome.failed ? refused : said).current?.focus();
  }, [outcome]);
  const send = async (email: OutboxEmail) => {
    if (sending !== null) return;
    setSending(email.id);
    setOutcome(null);
    try {
      await staffCall(sendOutboxEmailContract, undefined, { params: { id: String(email.id) } });
      setOutcome({ text: `Sent to ${email.to_address}.`, failed: false });
    } catch (failure) {
      // An expired sign-in is already announced by the frame's notice, as an alert.
      const signedOut = failure instanceof SignedOutError;
      setOutcome({
        text: signedOut
          ? "Not sent yet: sign in again, then send it again."
          : `Not sent to ${email.to_address}: ${failureMessage(failure)}`,
        failed: !signedOut,
      });
    } finally {
      setSending(null);
      reload();
      onSent();
    }
  };
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-3">
      <h2 id="outbox-heading" className="text-xl font-semibold">
        Outbox
      </h2>
      <p className="max-w-3xl text-slate-700">
        {emailProvider
          ? "Emails go out through the email provider as they are written. One that failed, or waited before the provider was set up, can be sent again here."
          : "No email provider is configured, so emails wait here and must be sent by hand: open one, and send its text from the firm's mailbox to the address shown."}
      </p>
      <label className="max-w-xs font-medium">
        Show
        <select
          value={filters.values.status}
          onChange={(event) => filters.setFilter("status", event.target.value)}
          className={fieldClass}
        >
          <option value="">All emails</option>
          {OUTBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {OUTBOX_STATUS_LABEL[status]}
            </option>
          ))}
        </select>
      </label>
      <p ref={said} tabIndex={-1} role="status" className="text-slate-700">
        {outcome && !outcome.failed ? outcome.text : ""}
      </p>
      {outcome?.failed && (
        <p
          ref={refused}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
        >
          {outcome.text}
        </p>
      )}
      {error !== undefined ? (
        <LoadFailed error={error} retry={reload} />
      ) : !data ? (
        <Loading what="the outbox" />
      ) : (
        <>
          <Pager shown={data.rows.length} total={data.total} next={data.next} noun="emails" />
          {data.rows.length > 0 && (
            <OutboxTable
              rows={data.rows}
              canSend={emailProvider}
              sending={sending}
              onSend={(email) => void send(email)}
            />
          )}
        </>
      )}
    </section>
  );
}
