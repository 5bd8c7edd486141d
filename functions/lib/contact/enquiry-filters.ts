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
import { NONE_NAMED, TRIAGE_STATES, type TriageState } from "#shared/api/contact-triage.ts";
import { URGENCIES, type Urgency } from "#shared/api/triage.ts";
import { ApiError } from "../platform/errors.ts";
import { isOwner, isService } from "./triage-record.ts";

export interface EnquiryFilters {
  readonly q?: string;
  readonly source?: EnquirySource;
  readonly delivery?: DeliveryStatus;
  readonly handled?: HandledState;
  readonly urgency?: Urgency;
  /** A service's slug, or NONE_NAMED for enquiries triaged with no service. */
  readonly service?: string;
  /** A person's id, or NONE_NAMED for enquiries triaged with no owner. */
  readonly owner?: string;
  readonly triage?: TriageState;
}

function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const value = url.searchParams.get(name) ?? "";
  if (value === "") return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ApiError("bad_request", `Filter ${name} must be one of: ${allowed.join(", ")}.`);
}

/** A registry entry's slug, or "none"; anything else is a 400 that names the filter. */
function named(url: URL, name: string, known: (value: string) => boolean, what: string): string | undefined {
  const value = url.searchParams.get(name) ?? "";
  if (value === "") return undefined;
  if (value === NONE_NAMED || known(value)) return value;
  throw new ApiError("bad_request", `Filter ${name} must be ${what} or "${NONE_NAMED}".`);
}

/** The filters in a request's query; an unknown value is a 400 that names the filter. */
export function enquiryFilters(url: URL): EnquiryFilters {
  const q = (url.searchParams.get("q") ?? "").trim();
  if (q.length > ENQUIRY_SEARCH_MAX)
    throw new ApiError("bad_request", `Search for at most ${ENQUIRY_SEARCH_MAX} characters.`);
  const source = oneOf(url, "source", CONTACT_SOURCES);
  const delivery = oneOf(url, "delivery", DELIVERY_STATUSES);
  const handled = oneOf(url, "handled", HANDLED_STATES);
  const urgency = oneOf(url, "urgency", URGENCIES);
  const service = named(url, "service", isService, "one of our services' slugs");
  const owner = named(url, "owner", isOwner, "a team member's id");
  const triage = oneOf(url, "triage", TRIAGE_STATES);
  return {
    ...(q ? { q } : {}),
    ...(source ? { source } : {}),
    ...(delivery ? { delivery } : {}),
    ...(handled ? { handled } : {}),
    ...(urgency ? { urgency } : {}),
    ...(service ? { service } : {}),
    ...(owner ? { owner } : {}),
    ...(triage ? { triage } : {}),
  };
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SqlCondition {
  readonly sql: string;
  readonly binds: readonly (string | number)[];
}

/** The triage states as conditions, each the one a partial index of migrations/0013 is built on. */
const TRIAGE_CONDITION: Readonly<Record<TriageState, string>> = {
  "not-triaged": "triaged_at IS NULL",
  "to-review": "triaged_at IS NOT NULL AND triage_reviewed_at IS NULL",
  reviewed: "triage_reviewed_at IS NOT NULL",
};

/** A triage column equal to a value, or, for "none", empty on a triaged row. */
function namedCondition(column: string, value: string): SqlCondition {
  return value === NONE_NAMED
    ? { sql: `${column} IS NULL AND triaged_at IS NOT NULL`, binds: [] }
    : { sql: `${column} = ?`, binds: [value] };
}

/**
 * The WHERE clause (without the keyword) for the filters, `1` when there are none. Source,
 * delivery status and the triage's service, urgency and owner have indexes with the id, and the
 * triage states partial ones, so a filtered page reads only its own rows.
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
  if (filters.urgency) {
    parts.push("triage_urgency = ?");
    binds.push(filters.urgency);
  }
  for (const [column, value] of [
    ["triage_service", filters.service],
    ["triage_owner", filters.owner],
  ] as const) {
    if (value === undefined) continue;
    const condition = namedCondition(column, value);
    parts.push(condition.sql);
    binds.push(...condition.binds);
  }
  if (filters.triage) parts.push(TRIAGE_CONDITION[filters.triage]);
  return { sql: parts.length ? parts.join(" AND ") : "1", binds };
}
