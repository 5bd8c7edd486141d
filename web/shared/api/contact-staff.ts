// The console's enquiries: messages from the contact form and TENFOLD's hand-offs, listed with
// search and filters (or as CSV), read one at a time, and marked handled by a named member of staff.
// Each carries its triage (./contact-triage.ts), which the list shows and filters by.
import * as v from "valibot";
import { CONTACT_SOURCES } from "../schemas.ts";
import { enquiryTriageSchema, triageSummarySchema } from "./contact-triage.ts";
import { defineContract, staffEndpoint } from "./contract.ts";
import { ADMIN_ERRORS } from "./error-codes.ts";
import { pageOf } from "./staff.ts";

export const DELIVERY_STATUSES = ["none", "pending", "delivered", "failed"] as const;
export const HANDLED_STATES = ["open", "handled"] as const;

export type EnquirySource = (typeof CONTACT_SOURCES)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type HandledState = (typeof HANDLED_STATES)[number];

/**
 * The list's filters, as query parameters: each absent or empty means "any". `service`, `urgency`
 * and `owner` filter by the triage as it stands; `triage` by where it stands (not triaged, to
 * review, reviewed).
 */
export const ENQUIRY_FILTERS = ["q", "source", "delivery", "handled", "urgency", "service", "owner", "triage"] as const;
export type EnquiryFilterName = (typeof ENQUIRY_FILTERS)[number];

/** The longest search a list request accepts, in characters. */
export const ENQUIRY_SEARCH_MAX = 200;

const handledFields = { handled_at: v.nullable(v.string()), handled_by: v.nullable(v.string()) };

export const enquirySummarySchema = v.object({
  id: v.number(),
  created_at: v.string(),
  name: v.string(),
  email: v.string(),
  /** The message's start on one line, for the list. */
  excerpt: v.string(),
  source: v.picklist(CONTACT_SOURCES),
  delivery_status: v.picklist(DELIVERY_STATUSES),
  ...handledFields,
  has_transcript: v.boolean(),
  triage: triageSummarySchema,
});
export type EnquirySummary = v.InferOutput<typeof enquirySummarySchema>;

/** Newest first, a page at a time; with `format=csv`, every matching row as a download. */
export const listEnquiriesContract = staffEndpoint({
  method: "GET",
  path: "/admin/enquiries",
  response: pageOf(enquirySummarySchema),
  responseKind: "json-or-csv",
  errors: ["bad_request"],
});

export const transcriptTurnSchema = v.object({ role: v.picklist(["user", "ai"]), text: v.string() });

export const enquirySchema = v.object({
  id: v.number(),
  created_at: v.string(),
  name: v.string(),
  email: v.string(),
  message: v.string(),
  consented_at: v.string(),
  source: v.picklist(CONTACT_SOURCES),
  delivery_status: v.picklist(DELIVERY_STATUSES),
  delivery_attempts: v.number(),
  delivered_at: v.nullable(v.string()),
  delivery_error: v.nullable(v.string()),
  ...handledFields,
  /** The TENFOLD conversation the visitor chose to attach; null without one. */
  transcript: v.nullable(v.array(transcriptTurnSchema)),
  triage: enquiryTriageSchema,
});
export type Enquiry = v.InferOutput<typeof enquirySchema>;

export const getEnquiryContract = staffEndpoint({
  method: "GET",
  path: "/admin/enquiries/:id",
  response: enquirySchema,
});

export const enquiryHandledSchema = v.object({ id: v.number(), ...handledFields });

/** `handled: true` marks it handled by the signed-in person, now; `false` reopens it. */
export const markEnquiryHandledContract = defineContract({
  method: "POST",
  path: "/admin/enquiries/:id/handled",
  request: v.object({ handled: v.boolean("Say whether the enquiry is handled (true) or open again (false).") }),
  response: enquiryHandledSchema,
  errors: [...ADMIN_ERRORS, "bad_request", "unsupported_media_type", "payload_too_large"],
});
