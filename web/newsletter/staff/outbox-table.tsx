// One page of the outbox: who each email is to, what it says (opened in place), whether it went,
// and, when a provider is set, a button to send a queued or failed one now.
import type { OutboxEmail } from "#shared/api/newsletter-staff.ts";
import { buttonClass } from "../../staff/components/form-styles.ts";
import { LIST_CELL, ListTable } from "../../staff/components/list-table.tsx";
import { dateTime } from "../../staff/lib/staff-format.ts";

export const OUTBOX_STATUS_LABEL: Record<OutboxEmail["status"], string> = {
  queued: "Waiting",
  failed: "Failed",
  sent: "Sent",
};

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
    <ListTable
      caption="Outbox, newest first"
      headings={["Written", "To", "Email", "Status", ...(canSend ? ["Action"] : [])]}
      minWidth="48rem"
    >
      {rows.map((email) => (
        <tr key={email.id}>
          <td className={`${LIST_CELL} whitespace-nowrap`}>{dateTime(email.created_at)}</td>
          <th scope="row" className={`${LIST_CELL} break-all font-normal`}>
            {email.to_address}
          </th>
          <td className={`${LIST_CELL} max-w-lg`}>
            <details>
              <summary className="cursor-pointer font-medium">{email.subject}</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm">
                {email.text_body}
              </pre>
            </details>
          </td>
          <td className={LIST_CELL}>
            <span className={email.status === "failed" ? "font-semibold text-red-800" : ""}>
              {OUTBOX_STATUS_LABEL[email.status]}
            </span>
            {email.sent_at && <span className="block text-sm text-slate-700">{dateTime(email.sent_at)}</span>}
            {email.error && <span className="block break-words text-sm text-slate-700">{email.error}</span>}
          </td>
          {canSend && (
            <td className={LIST_CELL}>
              {email.status !== "sent" && (
                <button
                  type="button"
                  aria-disabled={sending !== null}
                  onClick={() => onSend(email)}
                  className={buttonClass}
                  aria-label={`Send again to ${email.to_address}`}
                >
                  {sending === email.id ? "Sending…" : "Send again"}
                </button>
              )}
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
