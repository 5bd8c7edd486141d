// One page of enquiries as a table: each row opens the enquiry by the sender's name, and says
// how urgent its triage reads, the service and suggested owner, where it came from, whether it was
// forwarded and who handled it.
import { Link, useLocation } from "react-router-dom";
import type { EnquirySummary } from "#shared/api/contact-staff.ts";
import { LIST_CELL, ListTable } from "../../staff/components/list-table.tsx";
import { dateTime } from "../../staff/lib/staff-format.ts";
import { DELIVERY_LABEL, SOURCE_LABEL, type FromList } from "./enquiry-labels.ts";
import { NO_OWNER, NO_SERVICE, URGENCY_LABEL } from "./triage-labels.ts";

function TriageCells({ triage }: { triage: EnquirySummary["triage"] }) {
  if (!triage)
    return (
      <td colSpan={3} className={`${LIST_CELL} italic`}>
        Not triaged
      </td>
    );
  return (
    <>
      <td className={`${LIST_CELL} ${triage.urgency === "urgent" ? "font-semibold text-red-800" : ""}`}>
        {URGENCY_LABEL[triage.urgency]}
        {triage.reviewed && <span className="block text-sm font-normal text-slate-700">Reviewed</span>}
      </td>
      <td className={LIST_CELL}>{triage.service?.name ?? NO_SERVICE}</td>
      <td className={LIST_CELL}>{triage.owner?.name ?? NO_OWNER}</td>
    </>
  );
}

export function EnquiryTable({ rows, filtered }: { rows: readonly EnquirySummary[]; filtered: boolean }) {
  const { search } = useLocation();
  const from: FromList = { listSearch: search };
  return (
    <ListTable
      caption={filtered ? "Enquiries matching your search and filters, newest first" : "Enquiries, newest first"}
      headings={[
        "Received",
        "From",
        "Message",
        "Urgency",
        "Service",
        "Suggested owner",
        "Source",
        "Forwarding",
        "Status",
      ]}
      minWidth="72rem"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={`${LIST_CELL} whitespace-nowrap`}>{dateTime(row.created_at)}</td>
          <th scope="row" className={`${LIST_CELL} font-normal`}>
            <Link to={String(row.id)} state={from} className="font-semibold text-ink underline underline-offset-2">
              {row.name}
            </Link>
            <span className="block break-all text-sm text-slate-700">{row.email}</span>
          </th>
          <td className={`${LIST_CELL} max-w-md`}>{row.excerpt}</td>
          <TriageCells triage={row.triage} />
          <td className={LIST_CELL}>
            {SOURCE_LABEL[row.source]}
            {row.has_transcript && <span className="block text-sm text-slate-700">Conversation attached</span>}
          </td>
          <td className={`${LIST_CELL} ${row.delivery_status === "failed" ? "font-semibold text-red-800" : ""}`}>
            {DELIVERY_LABEL[row.delivery_status]}
          </td>
          <td className={LIST_CELL}>{row.handled_at ? <>Handled by {row.handled_by}</> : "Open"}</td>
        </tr>
      ))}
    </ListTable>
  );
}
