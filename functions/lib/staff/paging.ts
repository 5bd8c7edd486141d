// Keyset paging for the console's lists (web/shared/api/staff.ts pageOf): rows newest first by id,
// `?before=<id>` for the page after, so the database seeks straight to a page however deep.
import { STAFF_PAGE_SIZE } from "#shared/api/staff.ts";
import { boundedParam } from "./admin-tables.ts";

export interface PageRequest {
  /** Rows with an id below this; undefined for the first page. */
  readonly before: number | undefined;
  readonly limit: number;
}

export function pageRequest(url: URL, maxLimit = 200): PageRequest {
  const before = Number(url.searchParams.get("before"));
  return {
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
    limit: boundedParam(url, "limit", STAFF_PAGE_SIZE, 1, maxLimit),
  };
}

/**
 * A page from rows read with `LIMIT limit + 1`: the extra row only says whether another page
 * follows, and the cursor is the last shown row's id.
 */
export function toPage<Row extends { readonly id: number }>(
  rows: readonly Row[],
  limit: number,
  total: number,
): { rows: Row[]; total: number; next: number | null } {
  const shown = rows.slice(0, limit);
  return { rows: shown, total, next: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
}
