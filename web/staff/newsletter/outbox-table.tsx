// One page of the outbox: who each email is to, what it says (opened in place), whether it went,
// and, when a provider is set, a button to send a queued or failed one now.
import type { OutboxEmail } from "../../shared/api/staff-newsletter.ts";
import { buttonClass } from "../components/form-styles.ts";
import { dateTime } from "../lib/format.ts";

export const OUTBOX_STATUS_LABEL: Record<OutboxEmail["status"], string> = { queued: "Waiting", failed: "Failed", sent: "Sent" };

const cell = "border-b border-slate-200 px-3 py-2 align-top";

interface OutboxTableProps {
  readonly rows: readonly OutboxEmail[];
  /** Without a provider there is nothing to send with, so no row offers it. */
  readonly canSend: boolean;
  /** The email being sent now, if any. */
  readonly sending: number | null;
  readonly onSend: (email: OutboxEmail) => void;
}

export function OutboxTable({ rows, canSend, sending, onSend }: OutboxTableProps) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className="w-full min-w-[48rem] border-collapse text-left">
        <caption className="px-3 py-2 text-left font-semibold">Outbox, newest first</caption>
        <thead className="bg-slate-100">
          <tr>
            {["Written", "To", "Email", "Status", ...(canSend ? ["Action"] : [])].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((email) => (
            <tr key={email.id}>
              <td className={`${cell} whitespace-nowrap`}>{dateTime(email.created_at)}</td>
              <th scope="row" className={`${cell} break-all font-normal`}>
                {email.to_address}
              </th>
              <td className={`${cell} max-w-lg`}>
                <details>
                  <summary className="cursor-pointer font-medium">{email.subject}</summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm">{email.text_body}</pre>
                </details>
              </td>
              <td className={cell}>
                <span className={email.status === "failed" ? "font-semibold text-red-800" : ""}>{OUTBOX_STATUS_LABEL[email.status]}</span>
                {email.sent_at && <span className="block text-sm text-slate-700">{dateTime(email.sent_at)}</span>}
                {email.error && <span className="block break-words text-sm text-slate-700">{email.error}</span>}
              </td>
              {canSend && (
                <td className={cell}>
                  {email.status !== "sent" && (
                    <button type="button" aria-disabled={sending !== null} onClick={() => onSend(email)} className={buttonClass} aria-label={`Send again to ${email.to_address}`}>
                      {sending === email.id ? "Sending…" : "Send again"}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
