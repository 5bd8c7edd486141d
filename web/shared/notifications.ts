// What a staff notification carries (functions/lib/platform/notify.ts posts one per record to the webhook),
// field by field, with what each field holds in the privacy policy's words. The policy lists these
// descriptions, and a functions test fails if a notification sends a field that is not here.

/** A contact message, from the form or handed over from TENFOLD (functions/lib/contact/contact-service.ts). */
export const CONTACT_NOTIFICATION = {
  type: "that it is a contact message",
  id: "its number in our records",
  name: "your name",
  email: "your email address",
  message: "your message",
  created_at: "when you sent it",
  source: "whether you wrote it in the contact form or sent it from TENFOLD",
  transcript: "the TENFOLD conversation you chose to attach, if you attached one",
  subject:
    "a subject line naming the service your message is about and the consultant we suggest, which says first if it reads as urgent",
  summary:
    "our triage of your message in a few lines: how urgent it reads and the words that show it, the service, the suggested consultant and the reply we promised",
  triage: "the same triage as data, or that your message was not triaged",
} as const;

/** A reviewer's decision on a proof (functions/lib/tools/proofs/proof-review.ts). */
export const PROOF_DECISION_NOTIFICATION = {
  type: "that it is a decision on a proof",
  id: "the decision's number in our records",
  proof_id: "the proof's number",
  title: "the proof's title",
  client_name: "the client it was made for",
  version: "which version you reviewed",
  decision: "your decision",
  name: "the name you gave",
  comment: "your comment",
  decided_at: "when you decided",
  admin_path: "where staff find the proof in our console",
} as const;

/** A field list as the policy says it: "a, b and c". */
export function listed(descriptions: Readonly<Record<string, string>>, leaveOut: readonly string[] = ["type"]): string {
  const items = Object.entries(descriptions)
    .filter(([key]) => !leaveOut.includes(key))
    .map(([, text]) => text);
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}` : (items[0] ?? "");
}
