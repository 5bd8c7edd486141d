// GET /api/govcal with GOV.UK's search and content APIs faked at the HTTP boundary
// (tests/fakes/fake-govuk.ts): open consultations and calls for evidence listed by closing date,
// each linked to its GOV.UK page, with the department and topic filters; pagination; a closing
// date read from the content API only when search lacks it; and each way GOV.UK can fail, which
// the answer says beside Parliament's, serving the last good data or the labelled snapshot.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GovcalAnswer } from "../../../web/shared/api/govcal.ts";
import { govukConsultations } from "../../../functions/lib/tools/govcal/govuk-consultations.ts";
import { getApi } from "../call-api.ts";

const WINTER = "from=2026-12-01&to=2027-02-28";

const vars = (mode: string) => ({
  PARLIAMENT_CALENDAR_API_BASE: `${env.FAKE_PARLIAMENT_URL}/ok`,
  GOVUK_API_BASE: `${env.FAKE_GOVUK_URL}/${mode}`,
});

async function govcal(query: string, mode = "ok"): Promise<GovcalAnswer> {
  const response = await getApi(`/api/govcal?${query}`, {}, vars(mode));
  expect(response.status).toBe(200);
  return response.json<GovcalAnswer>();
}

const asked = async (mode: string) => (await fetch(`${env.FAKE_GOVUK_URL}/${mode}/requests`)).json<string[]>();
const consultations = (answer: GovcalAnswer) => answer.entries.filter((e) => e.kind === "consultation");
const ids = (answer: GovcalAnswer) => consultations(answer).map((e) => e.id);

const RATES = "govuk-simplifying-the-tax-treatment-of-small-business-rates-relief";
const HEAT = "govuk-heat-network-zoning-local-delivery";
const NHS = "govuk-the-nhs-workforce-in-rural-areas";
const PLANNING = "govuk-planning-fees-for-major-developments";

describe("GovCal Pro's GOV.UK consultations", () => {
  it("lists open consultations and calls for evidence by closing date, each linked to its GOV.UK page", async () => {
    const answer = await govcal(WINTER);
    expect(answer.sources.govuk).toMatchObject({ from: "live", skipped: 0 });
    expect(answer.sources.govuk.problem).toBeUndefined();
    expect(consultations(answer).map((e) => [e.id, e.start, e.end, e.endTime])).toEqual([
      [RATES, "2026-11-20", "2026-12-15", "23:59"],
      [HEAT, "2026-10-15", "2026-12-22", "23:45"],
      [NHS, "2026-11-02", "2027-01-20", "17:00"],
      [PLANNING, "2026-12-01", "2027-02-09", "23:59"],
    ]);
    expect(consultations(answer)[2]).toMatchObject({
      title: "Call for evidence: the NHS workforce in rural areas",
      house: null,
      department: { slug: "department-of-health-and-social-care", name: "Department of Health and Social Care" },
      topics: expect.arrayContaining(["health"]),
      sourceUrl: "https://www.gov.uk/government/calls-for-evidence/the-nhs-workforce-in-rural-areas",
      sourceName: "GOV.UK",
    });
    expect(consultations(answer)[2]?.detail).toContain("Call for evidence, open until 2027-01-20 17:00.");
  });

  it("asks search for each open document type with the fields it needs, and the content API only for a result without a closing date", async () => {
    await govcal(WINTER, "ok-asked");
    const paths = await asked("ok-asked");
    const searches = paths
      .filter((path) => path.startsWith("/api/search.json"))
      .map((path) => new URLSearchParams(path.split("?")[1]));
    expect(searches.map((params) => params.get("filter_content_store_document_type"))).toEqual([
      "open_consultation",
      "open_call_for_evidence",
    ]);
    expect(searches[0]?.get("fields")?.split(",")).toEqual(
      expect.arrayContaining(["title", "link", "public_timestamp", "organisations", "end_date"]),
    );
    expect(paths.filter((path) => path.startsWith("/api/content/"))).toEqual([
      "/api/content/government/consultations/planning-fees-for-major-developments",
    ]);
  });

  it("follows the pages when search gives fewer results a page than asked", async () => {
    const answer = await govcal(WINTER, "paged");
    expect(ids(answer)).toHaveLength(4);
    const starts = (await asked("paged"))
      .filter((path) => path.includes("open_consultation"))
      .map((path) => new URLSearchParams(path.split("?")[1]).get("start"));
    expect(starts).toEqual(["0", "2"]);
  });

  it("serves the cache on the next request instead of asking again", async () => {
    await govcal(WINTER, "ok-cached");
    const before = (await asked("ok-cached")).length;
    expect((await govcal(WINTER, "ok-cached")).sources.govuk.from).toBe("cache");
    expect((await asked("ok-cached")).length).toBe(before);
  });

  it("filters by department: only that department's consultations, none of Parliament's business", async () => {
    const answer = await govcal(`${WINTER}&department=department-of-health-and-social-care`);
    expect(answer.entries.map((e) => e.id)).toEqual([NHS]);
  });

  it("filters by topic, from the words of the title, description and lead department", async () => {
    expect(ids(await govcal(`${WINTER}&topic=energy`))).toEqual([HEAT]);
    expect(ids(await govcal(`${WINTER}&topic=housing`))).toEqual([PLANNING]);
  });

  it("lists a consultation by its closing day: one that closed before the window is not in it", async () => {
    expect(ids(await govcal("from=2026-12-16&to=2026-12-31"))).toEqual([HEAT]);
  });

  it("leaves out and counts results of the wrong shape, keeping the rest", async () => {
    const answer = await govcal(WINTER, "odd");
    expect(ids(answer)).toHaveLength(4);
    // No title and no path; a closing date that is not one; null.
    expect(answer.sources.govuk.skipped).toBe(3);
  });

  it("leaves out and counts a result whose closing date the content API cannot give", async () => {
    const answer = await govcal(WINTER, "nocontent");
    expect(ids(answer)).toEqual([RATES, HEAT, NHS]);
    expect(answer.sources.govuk).toMatchObject({ from: "live", skipped: 1 });
  });

  it.each([
    ["down", "http-error"],
    ["limited", "rate-limited"],
    ["changed", "bad-shape"],
  ])(
    "when GOV.UK is %s before any good read, serves the snapshot labelled with the problem (%s), Parliament unaffected",
    async (mode, reason) => {
      const answer = await govcal(WINTER, mode);
      expect(answer.sources.govuk.from).toBe("snapshot");
      expect(answer.sources.govuk.problem?.reason).toBe(reason);
      expect(answer.sources.parliament.problem).toBeUndefined();
      expect(ids(answer)).not.toContain(RATES);
    },
  );

  it("when GOV.UK fails after a good read, keeps the last good consultations with their age and the problem", async () => {
    const first = await govcal(WINTER, "ok");
    await env.DB.prepare(
      "UPDATE source_cache SET fetched_at = '2026-12-01T08:00:00.000Z' WHERE source = 'govuk-consultations'",
    ).run();
    const answer = await govcal(WINTER, "down");
    expect(consultations(answer)).toEqual(consultations(first));
    expect(answer.sources.govuk).toMatchObject({
      from: "cache",
      asOf: "2026-12-01T08:00:00.000Z",
      problem: { reason: "http-error" },
    });
  });

  it("gives up on a GOV.UK that never answers within the time limit, as a timeout", async () => {
    // The page never waits this long (it is served the cache or snapshot after its budget); the
    // refresh behind it ends with this reason, which the next answer and the health page show.
    await expect(govukConsultations(`${env.FAKE_GOVUK_URL}/stall`, { timeoutMs: 200 })).rejects.toMatchObject({
      reason: "timeout",
    });
  });
});
