// How the console names a triage's urgency, state and reader, in the list, its filters and the
// enquiry's own page: in words, so nothing is told by colour alone.
import type { TriageState } from "#shared/api/contact-triage.ts";
import type { TriageReader, Urgency } from "#shared/api/triage.ts";

export const URGENCY_LABEL: Record<Urgency, string> = { urgent: "Urgent", soon: "Soon", routine: "Routine" };

export const TRIAGE_STATE_LABEL: Record<TriageState, string> = {
  "not-triaged": "Not triaged",
  "to-review": "Triaged, to review",
  reviewed: "Reviewed",
};

export const READER_LABEL: Record<TriageReader, string> = {
  model: "the AI model (OpenAI)",
  "built-in": "Triage Bot's built-in reader",
};

/** What the list and the form call a triage that names no service or no owner. */
export const NO_SERVICE = "No service named";
export const NO_OWNER = "No owner suggested";
