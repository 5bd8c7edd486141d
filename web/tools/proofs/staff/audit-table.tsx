// Everything that happened to a proof, oldest first: who (a member of staff, or the client) did
// what, to which version, and when.
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { bodyCell, HistoryTable } from "./history-table.tsx";
import { detailText, EVENT_LABEL } from "./proof-labels.ts";

export function AuditTable({ audit }: { audit: ProofDetail["audit"] }) {
  return (
    <HistoryTable
      id="audit-heading"
      title="Audit trail"
      empty={audit.length ? null : "Nothing recorded."}
      columns={["Event", "Version", "Who", "Detail", "When"]}
    >
      {audit.map((entry, index) => (
        <tr key={index}>
          <th scope="row" className={`${bodyCell} text-left font-medium`}>
            {EVENT_LABEL[entry.event]}
          </th>
          <td className={bodyCell}>{entry.version ?? "—"}</td>
          <td className={`${bodyCell} break-all`}>{entry.actor ?? "The client"}</td>
          <td className={bodyCell}>{detailText(entry.detail) || "—"}</td>
          <td className={bodyCell}>{dateTime(entry.at)}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
