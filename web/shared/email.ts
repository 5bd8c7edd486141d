// Small email helpers shared by the forms and the functions, kept free of the schema library so
// the hero's newsletter form adds almost nothing to the first load.

/** The browser's first check (spec section 5): non-empty and containing "@". */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes("@");
}

/** Spec section 3: a subscriber's name is the part of the email before the at sign. */
export function nameFromEmail(email: string): string {
  return email.trim().split("@")[0] ?? "";
}

/** Lower-cased and trimmed, so the same address is stored once. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
