// A bill's stages as an iCalendar feed, read back with a second, independent parser (ical.js):
// one all-day event per day a stage sat or is listed, each naming the bill and stage and linking
// to the bill's page, with ids that stay the same when the feed is fetched again.
import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { callApi } from "../call-api.ts";

async function feed(id: number, base = `${env.FAKE_BILLS_URL}/ok`) {
  return callApi(`/api/policy-intelligence/bills/${id}/stages.ics`, {}, { BILLS_API_BASE: base });
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c)) };
}

describe("a bill's feed", () => {
  it("is text/calendar that another parser reads: one all-day event per stage day, linked to the bill", async () => {
    const response = await feed(4035);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await response.text();
    const { calendar, events: read } = events(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toMatch(/Cyber Security and Resilience/);
    // Six stages, the committee stage on two days.
    expect(read).toHaveLength(7);
    const report = read.find((e) => e.summary.includes("Report stage"));
    expect(report?.summary).toBe(
      "Cyber Security and Resilience (Network and Information Systems) Bill: Report stage (Lords)",
    );
    expect(report?.startDate.isDate).toBe(true);
    expect(report?.startDate.toString()).toBe("2099-01-14");
    expect(report?.component.getFirstPropertyValue("url")).toBe("https://bills.parliament.uk/bills/4035");
  });

  it("keeps each event's id when fetched again, so a calendar updates rather than duplicates", async () => {
    const first = events(await (await feed(4035)).text()).events.map((e) => e.uid);
    const second = events(await (await feed(4035)).text()).events.map((e) => e.uid);
    expect(new Set(first).size).toBe(first.length);
    expect(second).toEqual(first);
  });

  it("comes from the snapshot, dated stages and all, when the source is down", async () => {
    const response = await feed(4019, `${env.FAKE_BILLS_URL}/down`);
    expect(response.status).toBe(200);
    const { events: read } = events(await response.text());
    expect(read.map((e) => e.startDate.toString())).toContain("2026-09-01");
  });

  it("of a bill that does not exist is a 404, not an empty calendar", async () => {
    expect((await feed(777)).status).toBe(404);
  });
});
