// When a reply can be expected after a hand-off: Monday to Friday 09:00-18:00 UK time,
// otherwise by 10:00 on the next working day, skipping bank holidays in England and Wales.
import { describe, expect, it } from "vitest";
import { replyExpectation, replyTimeSentence } from "#shared/opening-hours.ts";

const at = (iso: string) => replyExpectation(new Date(iso));

describe("reply time from the opening hours", () => {
  it("within hours on a weekday: within two working hours", () => {
    // A Wednesday in GMT: mid-morning, the opening minute, the last minute.
    for (const time of ["2026-11-25T10:30:00Z", "2026-11-25T09:00:00Z", "2026-11-25T17:59:00Z"]) {
      expect(at(time)).toBe("within two working hours");
    }
  });

  it("in a weekday evening or early morning: by 10:00 the next working day, or today before opening", () => {
    for (const time of ["2026-11-25T18:00:00Z", "2026-11-25T23:30:00Z", "2026-11-26T07:15:00Z"]) {
      expect(at(time)).toBe("by 10:00 on Thursday 26 November");
    }
  });

  it("on Friday evening and at the weekend: by 10:00 on Monday", () => {
    for (const time of ["2026-11-27T19:00:00Z", "2026-11-28T12:00:00Z", "2026-11-29T23:59:00Z"]) {
      expect(at(time)).toBe("by 10:00 on Monday 30 November");
    }
  });

  // [when the message is sent (UTC), what the visitor is told, why]
  it.each([
    // Christmas Eve 2026 (Thursday) evening: Friday 25 is Christmas Day, Monday 28 the Boxing Day substitute.
    ["2026-12-24T18:30:00Z", "by 10:00 on Tuesday 29 December", "Christmas Eve evening"],
    ["2026-12-28T11:00:00Z", "by 10:00 on Tuesday 29 December", "the Boxing Day substitute"],
    // Maundy Thursday 2026 evening: Good Friday 3 April and Easter Monday 6 April are holidays.
    ["2026-04-02T17:30:00Z", "by 10:00 on Tuesday 7 April", "Easter"],
    // 2027: Christmas at the weekend, substitutes on Monday 27 and Tuesday 28.
    ["2027-12-24T20:00:00Z", "by 10:00 on Wednesday 29 December", "Christmas at a weekend"],
    // 2028: New Year's Day is a Saturday; Monday 3 January is its substitute.
    ["2027-12-31T19:00:00Z", "by 10:00 on Tuesday 4 January", "New Year's substitute"],
  ])("skips bank holidays: %s → %s (%s)", (time, expected) => {
    expect(at(time)).toBe(expected);
  });

  // 08:30 UTC is 09:30 BST in summer (open) and 08:30 GMT in winter (not yet open); 17:30 UTC is
  // 18:30 BST (closed) and 17:30 GMT (open). The clocks go forward on Sunday 29 March 2026 and
  // back on Sunday 25 October 2026: the same 08:30 UTC is closed on the Friday before the first
  // and open on the Monday after it, and the other way round in October.
  it.each([
    ["2026-06-10T08:30:00Z", "within two working hours", "summer morning"],
    ["2026-01-14T08:30:00Z", "by 10:00 on Wednesday 14 January", "winter morning"],
    ["2026-06-10T17:30:00Z", "by 10:00 on Thursday 11 June", "summer evening"],
    ["2026-01-14T17:30:00Z", "within two working hours", "winter evening"],
    ["2026-03-27T08:30:00Z", "by 10:00 on Friday 27 March", "before the clocks go forward"],
    ["2026-03-30T08:30:00Z", "within two working hours", "after the clocks go forward"],
    ["2026-10-23T08:30:00Z", "within two working hours", "before the clocks go back"],
    ["2026-10-26T08:30:00Z", "by 10:00 on Monday 26 October", "after the clocks go back"],
  ])("reads UK time across British Summer Time: %s → %s (%s)", (time, expected) => {
    expect(at(time)).toBe(expected);
  });

  it("says it as a sentence", () => {
    expect(replyTimeSentence(new Date("2026-11-28T12:00:00Z"))).toBe(
      "A consultant will reply by 10:00 on Monday 30 November (UK time).",
    );
  });
});
