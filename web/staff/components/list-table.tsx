// The frame every console list's table shares: a scrolling box on narrow screens, a caption that
// says what the rows are, and a row of column headings. Each list writes only its rows.
import type { ReactNode } from "react";

/** A data cell of a console list. */
export const LIST_CELL = "border-b border-slate-200 px-3 py-2 align-top";

/** Written out whole, so the stylesheet's generator finds each class. */
const MIN_WIDTH = { "48rem": "min-w-[48rem]", "56rem": "min-w-[56rem]", "72rem": "min-w-[72rem]" } as const;

export function ListTable({
  caption,
  headings,
  minWidth,
  children,
}: {
  caption: string;
  headings: readonly string[];
  minWidth: keyof typeof MIN_WIDTH;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className={`w-full border-collapse text-left ${MIN_WIDTH[minWidth]}`}>
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${LIST_CELL} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
