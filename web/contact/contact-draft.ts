// The contact form's unsent draft, kept in the tab's session storage: closing the modal by
// accident, a reload or a dropped connection never costs the visitor what they wrote. Saved as
// they type, removed once the message is sent (an empty form saves as nothing). Read data is
// validated: anything corrupt is dropped, never trusted.
import * as v from "valibot";
import { storedValue } from "../lib/stored.ts";

export const CONTACT_DRAFT_KEY = "contact:draft:v1";

const draftSchema = v.object({ name: v.string(), email: v.string(), message: v.string(), privacy: v.boolean() });
export type ContactDraft = v.InferOutput<typeof draftSchema>;

/** The tab's session storage, or undefined where there is none (the prerender) or it is refused. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const storedDraft = (storage: Storage | undefined) => storedValue(CONTACT_DRAFT_KEY, draftSchema, storage);

/** Without storage, or with corrupt data (then dropped), the form starts empty. */
export function loadContactDraft(storage: Storage | undefined): ContactDraft | undefined {
  return storedDraft(storage).load();
}

/** Storage full or refused: the draft lives only in the form, as it would without this. */
export function saveContactDraft(storage: Storage | undefined, draft: ContactDraft): void {
  if (!draft.name && !draft.email && !draft.message && !draft.privacy) storedDraft(storage).clear();
  else
    storedDraft(storage).save({ name: draft.name, email: draft.email, message: draft.message, privacy: draft.privacy });
}
