// Validation problems in visitors' words, for the forms and the API's 400 answers alike: a field
// is named as the visitor knows it, never by its key path, and valibot's own messages ("Invalid
// type: Expected string but received undefined") become plain sentences. Messages the schemas
// give themselves (the spec's among them) pass through unchanged.
import * as v from "valibot";

/** Each field the site's requests carry, as a visitor would call it. */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: "Your name",
  email: "Your email address",
  message: "Your message",
  privacy: "The privacy policy box",
  website: "The form",
  turnstileToken: "The security check",
  source: "The form's name",
  transcript: "The conversation",
  transcriptConsent: "The box to include the conversation",
  history: "The conversation so far",
  noticeShown: "The notice about keeping questions",
  dontKeep: "The box not to keep your questions",
  answerId: "The answer you voted on",
  vote: "Your vote",
  reason: "Your reason",
  browserId: "This browser's conversation",
  decision: "Your decision",
  comment: "Your comment",
  version: "The version",
  title: "The title",
  client_name: "The client name",
  notes: "The notes field",
  expires_in_days: "The number of days",
  handled: "The handled mark",
  days: "The number of days",
};

/** The whole request, when it is not a form's fields at all (a list, a string, nothing). */
export const BODY_KEY = "body";

/** How valibot words a problem when the schema gives no message of its own. */
const LIBRARY_MESSAGE = /^Invalid [\w ]+: (?:Expected [\s\S]* but r|R)eceived /;

const TOO_LONG = new Set(["max_length", "max_size", "max_value", "max_words", "max_bytes", "max_graphemes"]);
const TOO_SHORT = new Set(["min_length", "non_empty", "min_size", "min_words", "min_bytes", "min_graphemes"]);

/** The top-level field an issue is about; BODY_KEY when it is about the request itself. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const first = issue.path?.[0]?.key;
  return typeof first === "string" ? first : BODY_KEY;
}

function plainMessage(issue: v.BaseIssue<unknown>, field: string): string {
  if (!LIBRARY_MESSAGE.test(issue.message)) return issue.message;
  if (field === BODY_KEY) return "The request must be a form's fields.";
  const label = FIELD_NAMES[field] ?? "One of the fields";
  if (issue.received === "undefined") return `${label} is missing.`;
  if (TOO_LONG.has(issue.type)) return `${label} is too long.`;
  if (TOO_SHORT.has(issue.type)) return `${label} is empty or too short.`;
  return `${label} is not valid.`;
}

/** Field → first message, for showing beside form fields and in `{ error, issues }` responses. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    errors[field] ??= plainMessage(issue, field);
  }
  return errors;
}
