// How the console names an enquiry's source, forwarding and state, in the list, its filters and
// the enquiry's own page.
import type { DeliveryStatus, EnquirySource, HandledState } from "#shared/api/contact-staff.ts";

export const SOURCE_LABEL: Record<EnquirySource, string> = { form: "Form", tenfold: "TENFOLD hand-off" };

/** Forwarding to the firm's notification webhook, which may not be set up. */
export const DELIVERY_LABEL: Record<DeliveryStatus, string> = {
  none: "Not forwarded",
  pending: "Waiting to forward",
  delivered: "Forwarded",
  failed: "Forwarding failed",
};

export const HANDLED_LABEL: Record<HandledState, string> = { open: "Open", handled: "Handled" };

/** The list's address, which an enquiry's page links back to with its filters. */
export const ENQUIRIES_PATH = "/enquiries";

/** What a row's link hands to the enquiry's page: the list's filters, for the way back. */
export interface FromList {
  readonly listSearch: string;
}
