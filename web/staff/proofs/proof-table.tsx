// A page of proofs as a table: each title opens the proof's page.
import { Link } from "react-router-dom";
import type { ProofListRow } from "../../shared/api/staff-proofs.ts";
import { dateTime } from "../lib/format.ts";
import { decisionText } from "./proof-labels.ts";
import { StatusBadge } from "./status-badge.tsx";

const head = "border-b border-slate-400 px-3 py-2 text-left font-semibold";
const cell = "border-b border-slate-200 px-3 py-2 align-top";

export function ProofTable({ rows, filtered }: { rows: readonly ProofListRow[]; filtered: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] border-collapse bg-white text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{filtered ? "Proofs that match, newest first" : "Proofs, newest first"}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>Title</th>
            <th scope="col" className={head}>Client</th>
            <th scope="col" className={head}>Status</th>
            <th scope="col" className={head}>Version</th>
            <th scope="col" className={head}>Link open until</th>
            <th scope="col" className={head}>Last decision</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                <Link to={`/proofs/${row.id}`} className="text-ink underline hover:no-underline">
                  {row.title}
                </Link>
              </th>
              <td className={cell}>{row.client_name ?? "—"}</td>
              <td className={cell}>
                <StatusBadge status={row.status} />
              </td>
              <td className={cell}>{row.latest_version}</td>
              <td className={cell}>{dateTime(row.expires_at)}</td>
              <td className={cell}>{decisionText(row.latest_decision)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
