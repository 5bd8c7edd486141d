// What a visitor typed into a prerendered form, or asked to send, before the code behind the form
// had loaded. The home page's contact form arrives as HTML and gets its code only when its section
// nears the viewport; without this, rendering that code over the markup emptied the fields, and
// a press of "Send message" before then made the browser submit the form natively and leave the
// page (before the form had its POST fallback, a GET with the message in its address).

/**
 * Set on a form whose native submission was held back until its code can send it (by the capture
 * inlined into every page, web/lib/early-input.ts). While script runs, every form on this site is
 * sent by script; a form's `action` is only its fallback for a browser where script never ran
 * (functions/lib/contact/form-post.ts).
 */
export const PENDING_SUBMIT_ATTRIBUTE = "data-pending-submit";

export interface FormDraft {
  /** Field values by field name: text as typed, checkboxes as ticked. */
  readonly values: Readonly<Record<string, string | boolean>>;
  /** The visitor asked to send it. */
  readonly submitted: boolean;
}

/** The drafts of the labelled forms under `root`, keyed by their accessible name (aria-label). */
export function readFormDrafts(root: ParentNode): Map<string, FormDraft> {
  const drafts = new Map<string, FormDraft>();
  for (const form of root.querySelectorAll<HTMLFormElement>("form[aria-label]")) {
    const values: Record<string, string | boolean> = {};
    for (const element of form.elements) {
      if (element instanceof HTMLInputElement && element.name) {
        values[element.name] = element.type === "checkbox" ? element.checked : element.value;
      } else if (element instanceof HTMLTextAreaElement && element.name) {
        values[element.name] = element.value;
      }
    }
    drafts.set(form.getAttribute("aria-label") ?? "", {
      values,
      submitted: form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE),
    });
  }
  return drafts;
}

/** The draft's text field `name`, or `fallback` when it has none. */
export function draftText(draft: FormDraft | undefined, name: string, fallback = ""): string {
  const value = draft?.values[name];
  return typeof value === "string" ? value : fallback;
}

/** The draft's checkbox `name`, or `fallback` when it has none. */
export function draftChecked(draft: FormDraft | undefined, name: string, fallback = false): boolean {
  const value = draft?.values[name];
  return typeof value === "boolean" ? value : fallback;
}
