// Small email helpers shared by the forms and the functions, kept free of the schema library so
// the hero's newsletter form adds almost nothing to the first load.

/** The newsletter field's first check in the browser: non-empty and containing "@". */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes("@");
}

/** A subscriber's name is the part of the email before the at sign. */
export function nameFromEmail(email: string): string {
  return email.trim().split("@")[0] ?? "";
}

/** Lower-cased and trimmed, so the same address is stored once. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
