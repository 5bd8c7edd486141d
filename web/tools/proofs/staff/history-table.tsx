// The shared look of a proof's history tables: a captioned table that scrolls sideways on its own
// when the screen is narrow, and says so when there is nothing to list.
import type { ReactNode } from "react";

export const headCell = "border-b border-slate-400 px-3 py-2 text-left font-semibold";
export const bodyCell = "border-b border-slate-200 px-3 py-2 align-top";

export function HistoryTable({
  id,
  title,
  empty,
  columns,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse bg-white text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={headCell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
