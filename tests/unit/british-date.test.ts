// Pages show dates the British way; the spec's own helper (format.test.ts) keeps its US form.
import { describe, expect, it, vi } from "vitest";
import { britishDate } from "#shared/british-date.ts";

describe("britishDate", () => {
  it("shows day, month name and year", () => {
    expect(britishDate("2026-11-25")).toBe("25 November 2026");
    expect(britishDate("2025-01-05")).toBe("5 January 2025");
  });

  it("keeps a calendar date on its own day, and puts an instant on the day it was in the UK", () => {
    expect(britishDate("2026-06-30")).toBe("30 June 2026");
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(britishDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
    expect(britishDate("2026-12-31T23:30:00Z")).toBe("31 December 2026");
  });

  it("logs the failure and shows the raw input when the date is invalid", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(britishDate("not a date")).toBe("not a date");
    expect(error).toHaveBeenCalledOnce();
  });
});
