// What a staff list of enquiries is narrowed to: the query's search and filters, checked, and the
// SQL condition they make. Values are always bound, never written into the SQL.
import { CONTACT_SOURCES } from "#shared/schemas.ts";
import {
  DELIVERY_STATUSES,
  ENQUIRY_SEARCH_MAX,
  HANDLED_STATES,
  type DeliveryStatus,
  type EnquirySource,
  type HandledState,
} from "#shared/api/contact-staff.ts";
import { ApiError } from "../platform/errors.ts";

export interface EnquiryFilters {
  readonly q?: string;
  readonly source?: EnquirySource;
  readonly delivery?: DeliveryStatus;
  readonly handled?: HandledState;
}

function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const value = url.searchParams.get(name) ?? "";
  if (value === "") return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ApiError("bad_request", `Filter ${name} must be one of: ${allowed.join(", ")}.`);
}

/** The filters in a request's query; an unknown value is a 400 that names the filter. */
export function enquiryFilters(url: URL): EnquiryFilters {
  const q = (url.searchParams.get("q") ?? "").trim();
  if (q.length > ENQUIRY_SEARCH_MAX)
    throw new ApiError("bad_request", `Search for at most ${ENQUIRY_SEARCH_MAX} characters.`);
  const source = oneOf(url, "source", CONTACT_SOURCES);
  const delivery = oneOf(url, "delivery", DELIVERY_STATUSES);
  const handled = oneOf(url, "handled", HANDLED_STATES);
  return {
    ...(q ? { q } : {}),
    ...(source ? { source } : {}),
    ...(delivery ? { delivery } : {}),
    ...(handled ? { handled } : {}),
  };
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SqlCondition {
  readonly sql: string;
  readonly binds: readonly (string | number)[];
}

/**
 * The WHERE clause (without the keyword) for the filters, `1` when there are none. Source and
 * delivery status have indexes with the id, so a filtered page reads only its own rows.
 */
export function enquiryCondition(filters: EnquiryFilters): SqlCondition {
  const parts: string[] = [];
  const binds: (string | number)[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    parts.push("(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\')");
    binds.push(pattern, pattern, pattern);
  }
  if (filters.source) {
    parts.push("source = ?");
    binds.push(filters.source);
  }
  if (filters.delivery) {
    parts.push("delivery_status = ?");
    binds.push(filters.delivery);
  }
  if (filters.handled) parts.push(filters.handled === "handled" ? "handled_at IS NOT NULL" : "handled_at IS NULL");
  return { sql: parts.length ? parts.join(" AND ") : "1", binds };
}
