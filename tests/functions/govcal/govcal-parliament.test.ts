// GET /api/govcal with UK Parliament's calendar faked at the HTTP boundary: both Houses' business
// and recesses in the window, each linked to its official page; the filters; and each way the
// source can fail, which the answer says, serving the last good data or the labelled snapshot.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GovcalAnswer } from "../../../web/shared/api/govcal.ts";
import { getApi } from "../call-api.ts";

const DECEMBER = "from=2026-12-01&to=2026-12-31";

async function govcal(query: string, mode = "ok"): Promise<GovcalAnswer> {
  const response = await getApi(
    `/api/govcal?${query}`,
    {},
    { PARLIAMENT_CALENDAR_API_BASE: `${env.FAKE_PARLIAMENT_URL}/${mode}` },
  );
  expect(response.status).toBe(200);
  return response.json<GovcalAnswer>();
}

const asked = async (mode: string) => (await fetch(`${env.FAKE_PARLIAMENT_URL}/${mode}/requests`)).json<string[]>();

describe("GovCal Pro's Parliament calendar", () => {
  it("lists both Houses' business and recesses in the window, fetched live, each linked to its official page", async () => {
    const answer = await govcal(DECEMBER);
    expect(answer.range).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(answer.sources.parliament).toMatchObject({ from: "live", skipped: 0 });
    expect(answer.sources.parliament.problem).toBeUndefined();
    const parliament = answer.entries.filter((e) => e.sourceName === "UK Parliament calendar");
    expect(parliament.map((e) => [e.id, e.start, e.house])).toEqual([
      ["parliament-91001", "2026-12-08", "commons"],
      ["parliament-91002", "2026-12-09", "lords"],
      ["recess-commons-2026-12-18", "2026-12-18", "commons"],
      ["recess-lords-2026-12-19", "2026-12-19", "lords"],
    ]);
    expect(parliament[0]).toMatchObject({
      title: "Oral questions: Health and Social Care",
      startTime: "14:30",
      sourceUrl: "https://whatson.parliament.uk/event/cal91001",
      topics: expect.arrayContaining(["health"]),
    });
    expect(parliament[1]).toMatchObject({
      title: "Renters' Rights Bill - report stage (day 1)",
      startTime: "11:00",
      endTime: "13:00",
    });
    expect(parliament[2]).toMatchObject({
      kind: "recess",
      title: "Commons: Christmas recess",
      end: "2027-01-04",
      sourceUrl: "https://www.parliament.uk/about/faqs/house-of-commons-faqs/business-faq-page/recess-dates/",
    });
  });

  it("keeps no member's details from the business it lists", async () => {
    const response = await getApi(
      `/api/govcal?${DECEMBER}`,
      {},
      { PARLIAMENT_CALENDAR_API_BASE: `${env.FAKE_PARLIAMENT_URL}/ok` },
    );
    expect(await response.text()).not.toContain("A Minister");
    const { results } = await env.DB.prepare("SELECT payload FROM source_cache").all<{ payload: string }>();
    expect(results.map((r) => r.payload).join("")).not.toContain("A Minister");
  });

  it("asks the calendar for each month in the window and each House's non-sitting days for the year", async () => {
    await govcal("from=2026-12-20&to=2027-01-20", "ok-asked");
    const paths = await asked("ok-asked");
    expect(paths).toEqual(
      expect.arrayContaining([
        "/calendar/events/list.json?queryParameters.startDate=2026-12-01&queryParameters.endDate=2026-12-31",
        "/calendar/events/list.json?queryParameters.startDate=2027-01-01&queryParameters.endDate=2027-01-31",
        "/calendar/events/nonsitting.json?queryParameters.house=Lords&queryParameters.startDate=2027-01-01&queryParameters.endDate=2027-12-31",
      ]),
    );
  });

  it("serves the cache on the next request instead of asking again", async () => {
    await govcal(DECEMBER, "ok-cached");
    const before = (await asked("ok-cached")).length;
    expect((await govcal(DECEMBER, "ok-cached")).sources.parliament.from).toBe("cache");
    expect((await asked("ok-cached")).length).toBe(before);
  });

  it("filters by House: the other House's business and recess leave the list", async () => {
    const answer = await govcal(`${DECEMBER}&house=lords`);
    expect(answer.entries.filter((e) => e.house === "commons")).toEqual([]);
    expect(answer.entries.map((e) => e.id)).toEqual(
      expect.arrayContaining(["parliament-91002", "recess-lords-2026-12-19"]),
    );
  });

  it("filters by topic", async () => {
    const answer = await govcal(`${DECEMBER}&topic=health`);
    const parliament = answer.entries.filter((e) => e.sourceName === "UK Parliament calendar");
    expect(parliament.map((e) => e.id)).toEqual(["parliament-91001"]);
  });

  it("leaves out and counts records of the wrong shape, keeping the rest", async () => {
    const answer = await govcal(DECEMBER, "odd");
    expect(answer.entries.map((e) => e.id)).toEqual(
      expect.arrayContaining(["parliament-91001", "recess-lords-2026-12-19"]),
    );
    // Three misfits in each of the three answers: December's business and each House's year.
    expect(answer.sources.parliament.skipped).toBe(9);
  });

  it.each([
    ["down", "http-error"],
    ["limited", "rate-limited"],
    ["changed", "bad-shape"],
  ])(
    "when the calendar is %s before any good read, serves the snapshot labelled with the problem (%s)",
    async (mode, reason) => {
      const answer = await govcal(DECEMBER, mode);
      expect(answer.sources.parliament.from).toBe("snapshot");
      expect(answer.sources.parliament.problem?.reason).toBe(reason);
      expect(answer.entries.some((e) => e.id.startsWith("parliament-91"))).toBe(false);
    },
  );

  it("when the calendar fails after a good read, keeps the last good data with its age and the problem", async () => {
    const first = await govcal(DECEMBER, "ok");
    // Make every cached month and year stale, as if the last good read were hours ago.
    await env.DB.prepare("UPDATE source_cache SET fetched_at = '2026-12-01T08:00:00.000Z'").run();
    const answer = await govcal(DECEMBER, "down");
    expect(answer.entries).toEqual(first.entries);
    expect(answer.sources.parliament).toMatchObject({
      from: "cache",
      asOf: "2026-12-01T08:00:00.000Z",
      problem: { reason: "http-error" },
    });
  });
});
