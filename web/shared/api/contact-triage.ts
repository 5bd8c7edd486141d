// Triage of the enquiries that arrive, as the console shows and corrects it: each enquiry's triage
// (the reading Triage Bot stored with it, where it stands now, who reviewed it), the choices a
// correction picks from, the correction itself, a second try for one that was not triaged, and how
// often the triage was right.
import * as v from "valibot";
import { ADMIN_ERRORS } from "./error-codes.ts";
import { defineContract, staffEndpoint } from "./contract.ts";
import { triageSchema, URGENCIES } from "./triage.ts";

/** Where an enquiry's triage stands: not triaged yet, triaged and waiting for review, reviewed. */
export const TRIAGE_STATES = ["not-triaged", "to-review", "reviewed"] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

/** The filter value, for service and owner, that asks for enquiries triaged with none named. */
export const NONE_NAMED = "none";

const service = v.object({ slug: v.string(), name: v.string() });
const owner = v.object({ id: v.string(), name: v.string() });

/** The triage as it stands now: the reading's, or what staff corrected it to. */
export const currentTriageSchema = v.object({
  service: v.nullable(service),
  urgency: v.picklist(URGENCIES),
  owner: v.nullable(owner),
});
export type CurrentTriage = v.InferOutput<typeof currentTriageSchema>;

/** What the list shows of an enquiry's triage: null while it is not triaged. */
export const triageSummarySchema = v.nullable(v.object({ ...currentTriageSchema.entries, reviewed: v.boolean() }));
export type TriageSummary = v.InferOutput<typeof triageSummarySchema>;

/** What a review changed against the reading: nothing, when it was confirmed as right. */
export const triageReviewSchema = v.object({
  at: v.string(),
  by: v.string(),
  serviceChanged: v.boolean(),
  urgencyChanged: v.boolean(),
  ownerChanged: v.boolean(),
});

export const enquiryTriageSchema = v.object({
  state: v.picklist(TRIAGE_STATES),
  /** When the reading was stored; null while not triaged. */
  readAt: v.nullable(v.string()),
  /** The reading as Triage Bot gave it (its reasons and reader included), kept unchanged by a correction. */
  reading: v.nullable(triageSchema),
  current: v.nullable(currentTriageSchema),
  review: v.nullable(triageReviewSchema),
  /** Why the last attempt to triage failed, when it did. */
  error: v.nullable(v.string()),
});
export type EnquiryTriage = v.InferOutput<typeof enquiryTriageSchema>;

/** The services and people a triage names, for the console's filters and its correction form. */
export const triageChoicesContract = staffEndpoint({
  method: "GET",
  path: "/admin/triage-choices",
  response: v.object({
    services: v.array(service),
    owners: v.array(v.object({ ...owner.entries, services: v.array(v.string()) })),
  }),
});
export type TriageChoices = v.InferOutput<typeof triageChoicesContract.response>;

/** Slugs and ids are checked against the registry by the functions, which hold it. */
const choice = (what: string) => v.nullable(v.pipe(v.string(`Choose a ${what}, or none.`), v.maxLength(80)));

/**
 * Reviews an enquiry's triage as the signed-in person: the service, urgency and owner it should
 * have. Sending the reading's own values confirms it as right; any other value is a correction.
 */
export const reviewTriageContract = defineContract({
  method: "POST",
  path: "/admin/enquiries/:id/triage-review",
  request: v.object({
    service: choice("service"),
    urgency: v.picklist(URGENCIES, "Choose an urgency: urgent, soon or routine."),
    owner: choice("person"),
  }),
  response: enquiryTriageSchema,
  errors: [...ADMIN_ERRORS, "bad_request", "conflict", "unsupported_media_type", "payload_too_large"],
});

/** Triages an enquiry that is not triaged (its first attempt failed or never finished), now. */
export const retriageContract = staffEndpoint({
  method: "POST",
  path: "/admin/enquiries/:id/triage",
  response: enquiryTriageSchema,
  errors: ["conflict"],
});

/** How often the triage was right for service and urgency, over one period. */
export const accuracyPeriodSchema = v.object({
  days: v.number(),
  /** Enquiries that arrived in the period and whose triage staff reviewed. */
  reviewed: v.number(),
  serviceRight: v.number(),
  urgencyRight: v.number(),
});
export type AccuracyPeriod = v.InferOutput<typeof accuracyPeriodSchema>;

/** The periods the accuracy panel reports on, in days. */
export const ACCURACY_PERIODS = [30, 90] as const;

/**
 * "Right" means reviewed and confirmed unchanged: a field staff corrected counts as wrong for
 * that field, and an enquiry nobody reviewed is not counted at all.
 */
export const triageAccuracyContract = staffEndpoint({
  method: "GET",
  path: "/admin/triage-accuracy",
  response: v.object({ periods: v.array(accuracyPeriodSchema) }),
});
