// The client's decisions in the order they were made, and whether staff were notified of each.
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { bodyCell, HistoryTable } from "./history-table.tsx";
import { DECISION_LABEL, deliveryText } from "./proof-labels.ts";

export function DecisionsTable({ decisions }: { decisions: ProofDetail["decisions"] }) {
  return (
    <HistoryTable
      id="decisions-heading"
      title="Decisions"
      empty={decisions.length ? null : "The client has not decided yet."}
      columns={["Version", "Decision", "By", "Comment", "When", "Notification"]}
    >
      {decisions.map((decision) => (
        <tr key={decision.version}>
          <th scope="row" className={`${bodyCell} text-left font-medium`}>
            {decision.version}
          </th>
          <td className={bodyCell}>{DECISION_LABEL[decision.decision]}</td>
          <td className={bodyCell}>{decision.name}</td>
          <td className={`${bodyCell} whitespace-pre-line`}>{decision.comment ?? "—"}</td>
          <td className={bodyCell}>{dateTime(decision.decided_at)}</td>
          <td className={bodyCell}>{deliveryText(decision)}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
