// Staff read-outs behind the admin token: the health check, TENFOLD's report of what it could
// not answer (issue 25) and the table exports. JSON, or CSV with ?format=csv.
import * as v from "valibot";
import { defineContract } from "./contract.ts";
import { ADMIN_ERRORS, COMMON_ERRORS } from "./error-codes.ts";

export const healthContract = defineContract({
  method: "GET",
  path: "/health",
  request: undefined,
  response: v.object({ ok: v.literal(true), version: v.string(), database: v.object({ reachable: v.literal(true), schema: v.string() }) }),
  responseKind: "json",
  errors: [...COMMON_ERRORS, "unavailable"],
});

export const tenfoldReportContract = defineContract({
  method: "GET",
  path: "/admin/tenfold/report",
  request: undefined,
  response: v.object({
    days: v.number(),
    declined: v.array(v.object({ question: v.string(), count: v.number() })),
    downvoted: v.array(v.object({ question: v.string(), answer: v.string(), reason: v.string(), count: v.number() })),
  }),
  responseKind: "json-or-csv",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS, "bad_request"],
});

/** One table's rows, keyed by the table's name (functions/lib/admin.ts ADMIN_TABLES). */
export const adminTableContract = defineContract({
  method: "GET",
  path: "/admin/:table",
  request: undefined,
  response: v.record(v.string(), v.array(v.record(v.string(), v.unknown()))),
  responseKind: "json-or-csv",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS, "bad_request"],
});
