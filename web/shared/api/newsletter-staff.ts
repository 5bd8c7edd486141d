// The console's newsletter: how many addresses are in each state, the confirmed list as a
// spreadsheet, the email outbox (sent again from here when a provider is set), and an address a
// member of staff puts on the suppression list.
import * as v from "valibot";
import { contactEmail } from "../schemas.ts";
import { defineContract, staffEndpoint } from "./contract.ts";
import { ADMIN_ERRORS } from "./error-codes.ts";
import { pageOf } from "./staff.ts";

export const OUTBOX_STATUSES = ["queued", "failed", "sent"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const newsletterSummaryContract = staffEndpoint({
  method: "GET",
  path: "/admin/newsletter",
  response: v.object({
    counts: v.object({ pending: v.number(), confirmed: v.number(), unsubscribed: v.number(), suppressed: v.number() }),
    outbox: v.object({ queued: v.number(), failed: v.number() }),
    /** Whether emails go out through the provider; without one they wait in the outbox. */
    emailProvider: v.boolean(),
  }),
});

/** The confirmed subscribers with their consent records, as a CSV download. */
export const confirmedSubscribersContract = staffEndpoint({
  method: "GET",
  path: "/admin/newsletter/confirmed",
  responseKind: "file",
});

export const outboxEmailSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  status: v.picklist(OUTBOX_STATUSES),
  to_address: v.string(),
  subject: v.string(),
  text_body: v.string(),
  sent_at: v.nullable(v.string()),
  error: v.nullable(v.string()),
});
export type OutboxEmail = v.InferOutput<typeof outboxEmailSchema>;

/** Newest first, a page at a time; `status` narrows it to queued, failed or sent emails. */
export const listOutboxContract = staffEndpoint({
  method: "GET",
  path: "/admin/newsletter/outbox",
  response: pageOf(outboxEmailSchema),
  errors: ["bad_request"],
});

/** Sends a queued or failed email now; 409 without a provider, once sent, or to a suppressed address. */
export const sendOutboxEmailContract = staffEndpoint({
  method: "POST",
  path: "/admin/newsletter/outbox/:id/send",
  response: outboxEmailSchema,
  errors: ["conflict", "upstream_failed"],
});

export const suppressionSchema = v.object({
  reason: v.picklist(["unsubscribed", "staff"]),
  suppressed_at: v.string(),
  added_by: v.nullable(v.string()),
  /** The address was on the list before this request; nothing changed. */
  already: v.boolean(),
});

export const suppressAddressContract = defineContract({
  method: "POST",
  path: "/admin/newsletter/suppressions",
  request: v.object({ email: contactEmail }),
  response: suppressionSchema,
  errors: [...ADMIN_ERRORS, "bad_request", "unsupported_media_type", "payload_too_large"],
});
