// Policy Intelligence's contract: bills before Parliament as UK Parliament's Bills API publishes
// them (each bill's stages with their dates, the stage it has reached, the next one listed, and
// the department that sponsors it), with where the answer came from and how old it is; and one
// bill's stages as an iCalendar feed. Both runtimes read the same shapes: the functions answer
// with them, the page prerenders the committed snapshot in them.
import * as v from "valibot";
import { defineContract } from "./contract.ts";
import { servedSchema } from "./public-sources.ts";

export type { SourceProblemReason } from "./public-sources.ts";

const dateOnly = v.pipe(v.string(), v.isoDate());

export const billStageSchema = v.object({
  /** The stage's name as Parliament writes it ("2nd reading", "Committee stage", "Royal Assent"). */
  name: v.string(),
  /** "Commons", "Lords", or "Unassigned" for stages of both Houses (Royal Assent). */
  house: v.string(),
  /** Its order in the bill's passage. */
  sortOrder: v.number(),
  /** The days it sat or is listed to sit, YYYY-MM-DD, oldest first; empty when none is recorded. */
  dates: v.array(dateOnly),
});
export type BillStage = v.InferOutput<typeof billStageSchema>;

export const BILL_STATUSES = ["in-progress", "act", "withdrawn", "defeated"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A stage and the day that places it: the latest day it sat (current) or the next listed (next). */
export const stagePointSchema = v.object({ name: v.string(), house: v.string(), date: v.nullable(dateOnly) });
export type StagePoint = v.InferOutput<typeof stagePointSchema>;

export const billSchema = v.object({
  id: v.number(),
  title: v.string(),
  longTitle: v.nullable(v.string()),
  originatingHouse: v.string(),
  currentHouse: v.string(),
  status: v.picklist(BILL_STATUSES),
  /** The sponsoring department (a sponsor's organisation), when the source names one. */
  department: v.nullable(v.string()),
  /** The member in charge of the bill, as the bill's public record names them. */
  member: v.nullable(v.string()),
  /** The stage the source says the bill has reached. */
  currentStage: v.nullable(stagePointSchema),
  /** The first stage listed to sit after today, when one is listed. */
  nextStage: v.nullable(stagePointSchema),
  /** When the source last changed the bill (YYYY-MM-DD), when it says. */
  lastUpdate: v.nullable(dateOnly),
  /** The bill's stages, when they have been read (a bill's own view; the snapshot has them all). */
  stages: v.nullable(v.array(billStageSchema)),
  /** Where a visitor checks the facts: the bill's page on bills.parliament.uk. */
  url: v.string(),
});
export type Bill = v.InferOutput<typeof billSchema>;

/** How long a copy of the Bills API's answer counts as fresh before a request refreshes it. */
export const BILLS_MAX_AGE_MINUTES = 30;

/** An answer's freshness: fetched just now, from the cache or the dated snapshot, and why the source failed if it did. */
const freshnessEntries = servedSchema.entries;

export const billListSchema = v.object({ ...freshnessEntries, bills: v.array(billSchema) });
export type BillList = v.InferOutput<typeof billListSchema>;

export const billAnswerSchema = v.object({ ...freshnessEntries, bill: billSchema });
export type BillAnswer = v.InferOutput<typeof billAnswerSchema>;

const SOURCE_ERRORS = ["bad_request", "upstream_failed", "upstream_timeout"] as const;

/** GET: the bills, filtered by the search in the query (the same parameters as the page's address). */
export const billListContract = defineContract({
  method: "GET",
  path: "/policy-intelligence/bills",
  response: billListSchema,
  errors: SOURCE_ERRORS,
});

/** GET: one bill with its stages. */
export const billContract = defineContract({
  method: "GET",
  path: "/policy-intelligence/bills/:id",
  response: billAnswerSchema,
  errors: SOURCE_ERRORS,
});

/** GET: one bill's stages as an iCalendar feed (text/calendar), for a calendar to subscribe to. */
export const billFeedContract = defineContract({
  method: "GET",
  path: "/policy-intelligence/bills/:id/stages.ics",
  responseKind: "file",
  errors: SOURCE_ERRORS,
});
