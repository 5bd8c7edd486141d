import { describe, expect, it } from "vitest";
import { buildReminderIcs, foldLine, icsText, reminderStart } from "#shared/ics.ts";

describe("calendar reminder", () => {
  const ics = buildReminderIcs({
    uid: "abc@example.com",
    start: new Date("2025-03-04T10:00:00Z"),
    durationMinutes: 15,
    title: "Talk to Larkspur Strategy",
    description: "Book a call: https://cal.example.com/x\nOr call 0117 496 0123, or email hello@example.com.",
    url: "https://cal.example.com/x",
    now: new Date("2025-03-01T08:30:00Z"),
  });

  it("is a VCALENDAR with one timed event and a display alarm", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART:20250304T100000Z\r\n");
    expect(ics).toContain("DTEND:20250304T101500Z\r\n");
    expect(ics).toContain("DTSTAMP:20250301T083000Z\r\n");
    expect(ics).toContain("SUMMARY:Talk to Larkspur Strategy\r\n");
    expect(ics).toContain("BEGIN:VALARM\r\nACTION:DISPLAY");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text and folds long lines to 75 octets", () => {
    expect(icsText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });

  it("schedules the reminder at 10:00 local time on the chosen day", () => {
    const wednesday = new Date(2025, 2, 5, 15, 20);
    expect(reminderStart("tomorrow", wednesday)).toEqual(new Date(2025, 2, 6, 10, 0));
    expect(reminderStart("next-monday", wednesday)).toEqual(new Date(2025, 2, 10, 10, 0));
    expect(reminderStart("two-weeks", wednesday)).toEqual(new Date(2025, 2, 19, 10, 0));
    const monday = new Date(2025, 2, 10, 9, 0);
    expect(reminderStart("next-monday", monday)).toEqual(new Date(2025, 2, 17, 10, 0));
  });
});
