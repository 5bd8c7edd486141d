// A page of proofs as a table: each title opens the proof's page.
import { Link } from "react-router-dom";
import type { ProofListRow } from "#shared/api/proofs-staff.ts";
import { LIST_CELL, ListTable } from "../../../staff/components/list-table.tsx";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { decisionText } from "./proof-labels.ts";
import { StatusBadge } from "./status-badge.tsx";

export function ProofTable({ rows, filtered }: { rows: readonly ProofListRow[]; filtered: boolean }) {
  return (
    <ListTable
      caption={filtered ? "Proofs that match, newest first" : "Proofs, newest first"}
      headings={["Title", "Client", "Status", "Version", "Link open until", "Last decision"]}
      minWidth="48rem"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className={`${LIST_CELL} text-left font-medium`}>
            <Link to={`/proofs/${row.id}`} className="text-ink underline hover:no-underline">
              {row.title}
            </Link>
          </th>
          <td className={LIST_CELL}>{row.client_name ?? "—"}</td>
          <td className={LIST_CELL}>
            <StatusBadge status={row.status} />
          </td>
          <td className={LIST_CELL}>{row.latest_version}</td>
          <td className={LIST_CELL}>{dateTime(row.expires_at)}</td>
          <td className={LIST_CELL}>{decisionText(row.latest_decision)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
