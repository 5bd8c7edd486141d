// GovCal Pro's iCalendar: the feed of a filtered view and one entry's .ics, each read back by a
// second iCalendar parser (ical.js, not the library that wrote them), as a calendar app would.
import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { ukInstant } from "../../../functions/lib/tools/govcal/govcal-ical.ts";
import { getApi } from "../call-api.ts";

const fake = {
  PARLIAMENT_CALENDAR_API_BASE: `${env.FAKE_PARLIAMENT_URL}/ok`,
  GOVUK_API_BASE: `${env.FAKE_GOVUK_URL}/ok-ical`,
};

async function calendar(path: string) {
  const response = await getApi(path, {}, fake);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { text, root, events: root.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("the feed", () => {
  it("holds the filtered view's entries as events a second parser reads, each with its source", async () => {
    const { root, events: all } = await calendar("/api/govcal/feed.ics?house=commons&from=2026-12-01&to=2026-12-31");
    // GOV.UK's consultations belong to neither House, so a House's feed keeps them (tested below).
    const events = all.filter((e) => !e.uid.startsWith("govuk-"));
    expect(root.getFirstPropertyValue("version")).toBe("2.0");
    expect(root.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("GovCal Pro: House of Commons");
    expect(events.map((e) => e.uid)).toEqual([
      "parliament-91001@www.example.com",
      "recess-commons-2026-12-18@www.example.com",
    ]);
    const [questions, recess] = events;
    expect(questions?.summary).toBe("Oral questions: Health and Social Care");
    // 14:30 in London in December is 14:30 UTC.
    expect(questions?.startDate.toJSDate().toISOString()).toBe("2026-12-08T14:30:00.000Z");
    expect(questions?.component.getFirstPropertyValue("url")).toBe("https://whatson.parliament.uk/event/cal91001");
    expect(questions?.description).toContain("https://whatson.parliament.uk/event/cal91001");
    // An all-day span: DTEND is the day after the last day, as RFC 5545 has it.
    expect(recess?.startDate.isDate).toBe(true);
    expect(recess?.startDate.toString()).toBe("2026-12-18");
    expect(recess?.endDate.toString()).toBe("2027-01-05");
  });

  it("holds each consultation as one all-day event on its closing day, linked to GOV.UK", async () => {
    const { events } = await calendar("/api/govcal/feed.ics?department=hm-treasury&from=2026-12-01&to=2026-12-31");
    expect(events.map((e) => e.uid)).toEqual([
      "govuk-simplifying-the-tax-treatment-of-small-business-rates-relief@www.example.com",
    ]);
    const [rates] = events;
    expect(rates?.summary).toBe("Closes: Simplifying the tax treatment of small business rates relief");
    expect(rates?.startDate.isDate).toBe(true);
    expect(rates?.startDate.toString()).toBe("2026-12-15");
    expect(rates?.endDate.toString()).toBe("2026-12-16");
    expect(rates?.component.getFirstPropertyValue("url")).toBe(
      "https://www.gov.uk/government/consultations/simplifying-the-tax-treatment-of-small-business-rates-relief",
    );
  });

  it("looks as far ahead as a view may when the address gives no end", async () => {
    const { events } = await calendar("/api/govcal/feed.ics?house=commons&from=2026-12-01");
    expect(events.map((e) => e.uid)).toContain("recess-commons-2027-02-12@www.example.com");
  });
});

describe("one entry's .ics", () => {
  it("holds that entry alone", async () => {
    const { events } = await calendar("/api/govcal/entry.ics?id=parliament-91002&date=2026-12-09");
    expect(events.map((e) => [e.uid, e.summary])).toEqual([
      ["parliament-91002@www.example.com", "Renters' Rights Bill - report stage (day 1)"],
    ]);
    expect(events[0]?.endDate.toJSDate().toISOString()).toBe("2026-12-09T13:00:00.000Z");
  });

  it("answers 404 for an id not listed on that day, and 400 without a day", async () => {
    expect((await getApi("/api/govcal/entry.ics?id=parliament-91002&date=2026-12-10", {}, fake)).status).toBe(404);
    expect((await getApi("/api/govcal/entry.ics?id=parliament-91002", {}, fake)).status).toBe(400);
  });
});

describe("UK times", () => {
  it.each([
    ["2026-12-08", "14:30", "2026-12-08T14:30:00.000Z"],
    ["2027-06-10", "14:30", "2027-06-10T13:30:00.000Z"],
    // The clocks go forward at 01:00 UTC on 28 March 2027.
    ["2027-03-28", "09:30", "2027-03-28T08:30:00.000Z"],
  ])("%s at %s in London is %s", (date, time, utc) => {
    expect(ukInstant(date, time).toISOString()).toBe(utc);
  });
});
