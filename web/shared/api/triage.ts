// Triage Bot's reading of an enquiry: which service it is about, how urgent it is, who should own
// it and when the visitor will hear back. The same shape comes from the tool's page (a visitor's
// own text) and from every enquiry that arrives (stored beside it, shown in the console).
import * as v from "valibot";
import { TOOL_TEXT } from "../tool-text.ts";
import { toolText } from "../tool-text-schema.ts";
import { visitorPost } from "./contract.ts";

/** Most urgent first. "urgent": a crisis signal or a deadline within two working days. */
export const URGENCIES = ["urgent", "soon", "routine"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Which reader produced a triage: the model (OPENAI_API_KEY set, answered in time) or the built-in one. */
export const TRIAGE_READERS = ["model", "built-in"] as const;
export type TriageReader = (typeof TRIAGE_READERS)[number];

export const triageSchema = v.object({
  /** The service the enquiry is about, by its slug in the services registry; null when none fits. */
  service: v.nullable(v.object({ slug: v.string(), name: v.string() })),
  /** Why that service, in a sentence a visitor or consultant can check against the text. */
  serviceReason: v.string(),
  urgency: v.picklist(URGENCIES),
  /** The words in the enquiry that set the urgency (crisis signals, a named deadline), as written. */
  signals: v.array(v.string()),
  /** A deadline the enquiry names, as written ("by Friday", "on 14 March"), or null. */
  deadline: v.nullable(v.string()),
  /** The team member whose specialisms match the service, from the team registry. */
  owner: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** The promised reply, from the same opening-hours rule as TENFOLD's hand-off ("within two working hours"). */
  replyBy: v.string(),
  reader: v.picklist(TRIAGE_READERS),
});
export type Triage = v.InferOutput<typeof triageSchema>;

/** The page's request: the visitor's own enquiry, checked as every tool's pasted text is. */
export const triageRequestSchema = v.object({ text: toolText(TOOL_TEXT.triage) });

/**
 * A body this size holds the longest enquiry accepted, whatever its characters (JSON escapes a
 * control character in six bytes), so a long paste meets the tool's own message, not a bare 413.
 */
export const TRIAGE_MAX_BODY_BYTES = TOOL_TEXT.triage.maxChars * 6 + 1024;

/** POST /api/triage: how the firm would route a pasted enquiry. Nothing is stored. */
export const triageContract = visitorPost("/triage", triageRequestSchema, triageSchema);

/** Where a triage's service and owner are read about on the site. */
export const servicePath = (slug: string) => `/services/${slug}`;
export const ownerPath = (id: string) => `/about#${id}`;
