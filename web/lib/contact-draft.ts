// The contact form's unsent draft, kept in the tab's session storage: closing the modal by
// accident, a reload or a dropped connection never costs the visitor what they wrote. Saved as
// they type, removed once the message is sent (an empty form saves as nothing). Read data is
// validated: anything corrupt is dropped, never trusted.
import * as v from "valibot";

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

export function loadContactDraft(storage: Storage | undefined): ContactDraft | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return undefined;
    const result = v.safeParse(draftSchema, JSON.parse(raw));
    if (result.success) return result.output;
    storage.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    try {
      storage.removeItem(CONTACT_DRAFT_KEY);
    } catch {
      // Storage refused: the form works, it just starts empty.
    }
  }
  return undefined;
}

export function saveContactDraft(storage: Storage | undefined, draft: ContactDraft): void {
  if (!storage) return;
  try {
    if (!draft.name && !draft.email && !draft.message && !draft.privacy) storage.removeItem(CONTACT_DRAFT_KEY);
    else storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ name: draft.name, email: draft.email, message: draft.message, privacy: draft.privacy }));
  } catch {
    // Storage full or refused: the draft lives only in the form, as it would without this.
  }
}
