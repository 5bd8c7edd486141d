// Paging for a console list (keyset: web/shared/api/staff.ts pageOf): how many rows match, which
// are shown, and links to the newest page and the next older one. The cursor lives in the page's
// address, so a page can be reloaded, shared and reached with Back.
import { Link, useSearchParams } from "react-router-dom";

export function Pager({
  shown,
  total,
  next,
  noun,
}: {
  shown: number;
  total: number;
  next: number | null;
  noun: string;
}) {
  const [params] = useSearchParams();
  const paged = params.has("before");
  const at = (before: number | null) => {
    const copy = new URLSearchParams(params);
    if (before === null) copy.delete("before");
    else copy.set("before", String(before));
    const search = copy.toString();
    return search ? `?${search}` : "?";
  };
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center gap-3 text-sm">
      <p role="status" className="text-slate-700">
        {total === 0
          ? `No ${noun} match.`
          : `Showing ${shown} of ${total} ${noun}${paged ? ", older ones" : ", newest first"}.`}
      </p>
      {paged && (
        <Link
          to={at(null)}
          className="rounded-md border border-slate-500 bg-white px-3 py-1 font-medium hover:bg-slate-100"
        >
          Newest
        </Link>
      )}
      {next !== null && (
        <Link
          to={at(next)}
          className="rounded-md border border-slate-500 bg-white px-3 py-1 font-medium hover:bg-slate-100"
        >
          Older
        </Link>
      )}
    </nav>
  );
}
