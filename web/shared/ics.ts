// Builds an iCalendar (RFC 5545) reminder so a visitor can put "talk to the firm" on their own
// to-do list. Times are written in UTC; the visitor picks a local time and their calendar shows it locally.

export interface Reminder {
  readonly uid: string;
  readonly start: Date;
  readonly durationMinutes: number;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  /** When the file was made (DTSTAMP). */
  readonly now: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function icsDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** Escapes TEXT values: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildReminderIcs(reminder: Reminder): string {
  const end = new Date(reminder.start.getTime() + reminder.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Larkspur Strategy//Website reminder//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${reminder.uid}`,
    `DTSTAMP:${icsDate(reminder.now)}`,
    `DTSTART:${icsDate(reminder.start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(reminder.title)}`,
    `DESCRIPTION:${icsText(reminder.description)}`,
    `URL:${reminder.url}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(reminder.title)}`,
    "TRIGGER:-PT15M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export type ReminderChoice = "tomorrow" | "next-monday" | "two-weeks";

/** 10:00 local time on the chosen day, counted from `now`. */
export function reminderStart(choice: ReminderChoice, now: Date): Date {
  const date = new Date(now);
  date.setHours(10, 0, 0, 0);
  if (choice === "tomorrow") date.setDate(date.getDate() + 1);
  if (choice === "next-monday") date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  if (choice === "two-weeks") date.setDate(date.getDate() + 14);
  return date;
}
