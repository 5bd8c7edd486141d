// Staff read-outs behind the admin token: the health check, TENFOLD's report of what it could
// not answer (issue 25) and the table exports. JSON, or CSV with ?format=csv.
import * as v from "valibot";
import { defineContract, staffEndpoint } from "./contract.ts";

export const healthContract = defineContract({
  method: "GET",
  path: "/health",
  response: v.object({ ok: v.literal(true), version: v.string(), database: v.object({ reachable: v.literal(true), schema: v.string() }) }),
  errors: ["unavailable"],
});

const reportSchema = v.object({
  days: v.number(),
  declined: v.array(v.object({ question: v.string(), count: v.number() })),
  downvoted: v.array(v.object({ question: v.string(), answer: v.string(), reason: v.string(), count: v.number() })),
});

export const tenfoldReportContract = staffEndpoint({ method: "GET", path: "/admin/tenfold/report", response: reportSchema, responseKind: "json-or-csv", errors: ["bad_request"] });

/** One table's rows, keyed by the table's name (functions/lib/admin.ts ADMIN_TABLES). */
export const adminTableContract = staffEndpoint({
  method: "GET",
  path: "/admin/:table",
  response: v.record(v.string(), v.array(v.record(v.string(), v.unknown()))),
  responseKind: "json-or-csv",
  errors: ["bad_request"],
});
