// Staff read-outs behind the admin token: the health check, TENFOLD's report of what it could
// not answer, its daily figures and voice use and the table exports. JSON, or CSV with ?format=csv.
import * as v from "valibot";
import { RETENTION } from "../retention.ts";
import { defineContract, staffEndpoint } from "./contract.ts";

export const healthContract = defineContract({
  method: "GET",
  path: "/health",
  // Public: no version or migration name, which would tell a caller what is deployed (staff health has them).
  response: v.strictObject({ ok: v.literal(true), database: v.strictObject({ reachable: v.literal(true) }) }),
  errors: ["unavailable"],
});

/** The periods the console offers; any whole number of days from 1 to REPORT_MAX_DAYS is accepted. */
export const REPORT_PERIODS = [7, 30, 90] as const;
export const REPORT_DEFAULT_DAYS = 30;
/** Questions are kept this long, so a report reaches no further back. */
export const REPORT_MAX_DAYS = RETENTION.tenfoldQuestionDays;

/** The site page nearest a group of questions, with the #fragment of its section; null when nothing on the site relates. */
const passageLink = v.nullable(v.object({ title: v.string(), url: v.string() }));

const reportSchema = v.object({
  days: v.number(),
  /** The period's first and last UTC day (YYYY-MM-DD); the last is today. */
  from: v.string(),
  to: v.string(),
  /** One entry per day of the period, oldest first; votes count on the day they were last cast. */
  daily: v.array(
    v.object({
      day: v.string(),
      asked: v.number(),
      answered: v.number(),
      declined: v.number(),
      up: v.number(),
      down: v.number(),
    }),
  ),
  votes: v.object({ up: v.number(), down: v.number() }),
  /** The most groups of each kind listed, most asked first. */
  groupLimit: v.number(),
  declined: v.array(v.object({ question: v.string(), count: v.number(), passage: passageLink })),
  downvoted: v.array(
    v.object({ question: v.string(), answer: v.string(), reason: v.string(), count: v.number(), passage: passageLink }),
  ),
  voice: v.object({
    /** The site's daily voice budget: calls, and minutes with each call counted at its longest. */
    budget: v.object({ calls: v.number(), minutes: v.number() }),
    /** Voice counters are kept this many days: older days of a period read zero. */
    keptDays: v.number(),
    daily: v.array(v.object({ day: v.string(), calls: v.number(), minutes: v.number() })),
  }),
});
export type TenfoldReport = v.InferOutput<typeof reportSchema>;

export const tenfoldReportContract = staffEndpoint({
  method: "GET",
  path: "/admin/tenfold/report",
  response: reportSchema,
  responseKind: "json-or-csv",
  errors: ["bad_request"],
});

/** One table's rows, keyed by the table's name (functions/lib/staff/admin-tables.ts ADMIN_TABLES). */
export const adminTableContract = staffEndpoint({
  method: "GET",
  path: "/admin/:table",
  response: v.record(v.string(), v.array(v.record(v.string(), v.unknown()))),
  responseKind: "json-or-csv",
  errors: ["bad_request"],
});
