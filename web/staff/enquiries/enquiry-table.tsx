// One page of enquiries as a table: each row opens the enquiry by the sender's name, and says
// where it came from, whether it was forwarded and who handled it.
import { Link, useLocation } from "react-router-dom";
import type { EnquirySummary } from "../../shared/api/staff-enquiries.ts";
import { dateTime } from "../lib/format.ts";
import { DELIVERY_LABEL, SOURCE_LABEL, type FromList } from "./enquiry-labels.ts";

const cell = "border-b border-slate-200 px-3 py-2 align-top";

export function EnquiryTable({ rows, filtered }: { rows: readonly EnquirySummary[]; filtered: boolean }) {
  const { search } = useLocation();
  const from: FromList = { listSearch: search };
  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className="w-full min-w-[56rem] border-collapse text-left">
        <caption className="px-3 py-2 text-left font-semibold">{filtered ? "Enquiries matching your search and filters, newest first" : "Enquiries, newest first"}</caption>
        <thead className="bg-slate-100">
          <tr>
            {["Received", "From", "Message", "Source", "Forwarding", "Status"].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} whitespace-nowrap`}>{dateTime(row.created_at)}</td>
              <th scope="row" className={`${cell} font-normal`}>
                <Link to={String(row.id)} state={from} className="font-semibold text-ink underline underline-offset-2">
                  {row.name}
                </Link>
                <span className="block break-all text-sm text-slate-700">{row.email}</span>
              </th>
              <td className={`${cell} max-w-md`}>{row.excerpt}</td>
              <td className={cell}>
                {SOURCE_LABEL[row.source]}
                {row.has_transcript && <span className="block text-sm text-slate-700">Conversation attached</span>}
              </td>
              <td className={`${cell} ${row.delivery_status === "failed" ? "font-semibold text-red-800" : ""}`}>{DELIVERY_LABEL[row.delivery_status]}</td>
              <td className={cell}>{row.handled_at ? <>Handled by {row.handled_by}</> : "Open"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
