import { describe, expect, it, vi } from "vitest";
import { formatDate, formatTime } from "#shared/format.ts";

describe("formatDate", () => {
  it("shows short month, day and year", () => {
    expect(formatDate("2025-01-05")).toBe("Jan 5, 2025");
    expect(formatDate("2025-11-30T23:30:00Z")).toBe("Nov 30, 2025");
  });

  it("logs the failure and shows the raw input when the date is invalid", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(formatDate("not a date")).toBe("not a date");
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("formatTime", () => {
  it.each([
    ["00:05", "12:05 am"],
    ["09:00", "9:00 am"],
    ["12:00", "12:00 pm"],
    ["18:30", "6:30 pm"],
    ["23:59", "11:59 pm"],
  ])("shows %s as %s", (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it("logs the failure and shows the raw input when the time is not HH:mm", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(formatTime("25:00")).toBe("25:00");
    expect(formatTime("9am")).toBe("9am");
    expect(error).toHaveBeenCalledTimes(2);
  });
});
