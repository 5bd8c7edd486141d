// Dates and sizes as staff read them: UK date and time in the firm's own time zone.
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});
const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "27 Nov 2026, 09:05"; the raw text when it is not a date. */
export const dateTime = (iso: string | null | undefined) =>
  iso ? (valid(iso) ? DATE_TIME.format(new Date(iso)) : iso) : "";

/** "27 Nov 2026". */
export const dateOnly = (iso: string | null | undefined) =>
  iso ? (valid(iso) ? DATE.format(new Date(iso)) : iso) : "";

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
