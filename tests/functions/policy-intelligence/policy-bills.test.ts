// Policy Intelligence's endpoints against the fake Bills API: the bills read through its pages
// (an odd record skipped and counted), one bill's stages with the one it has reached and the
// next listed, its department, and every way the source can fail, each answered with the dated
// snapshot and the reason, or a clear error when there is nothing to fall back on.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BillAnswer, BillList } from "../../../web/shared/api/policy-intelligence.ts";
import { POLICY_SNAPSHOT } from "../../../web/shared/api/policy-intelligence-snapshot.ts";
import type { AppEnv } from "../../../functions/lib/platform/env.ts";
import { callApi, rows } from "../call-api.ts";

const source = (mode: string): Partial<AppEnv> => ({ BILLS_API_BASE: `${env.FAKE_BILLS_URL}/${mode}` });

async function list(query = "", overrides: Partial<AppEnv> = source("ok")): Promise<BillList> {
  const response = await callApi(`/api/policy-intelligence/bills${query}`, {}, overrides);
  expect(response.status).toBe(200);
  return response.json<BillList>();
}

describe("the bills", () => {
  it("are read live through every page of the list, a record in another shape skipped and counted", async () => {
    const answer = await list();
    expect(answer.from).toBe("live");
    expect(answer.problem).toBeUndefined();
    // Five bills in pages of two (the fake's), and the one record without a short title left out.
    expect(answer.bills.map((b) => b.id)).toEqual([4035, 4019, 4189, 3764, 9001]);
    expect(answer.skipped).toBe(1);
    expect(Date.parse(answer.asOf)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("say where each bill is and what is listed next, from the list's own current stage", async () => {
    const { bills } = await list();
    const psed = bills.find((b) => b.id === 4189);
    expect(psed?.currentStage).toEqual({ name: "2nd reading", house: "Commons", date: null });
    expect(psed?.nextStage).toEqual({ name: "2nd reading", house: "Commons", date: "2099-03-05" });
    const act = bills.find((b) => b.id === 3764);
    expect(act).toMatchObject({ status: "act", currentStage: { name: "Royal Assent", date: "2025-10-27" } });
    expect(act?.url).toBe("https://bills.parliament.uk/bills/3764");
  });

  it("are searched by words and topic from the query, as the page's address holds them", async () => {
    expect((await list("?q=cyber")).bills.map((b) => b.id)).toEqual([4035]);
    expect((await list("?topic=housing-planning")).bills.map((b) => b.id)).toEqual([3764]);
    expect((await list("?house=lords")).bills.map((b) => b.id)).toEqual([4035, 4019]);
    // A search that matches nothing is an empty list from a source that answered, not a failure.
    const none = await list("?q=zeppelin");
    // (Served from the copy the first search kept, which is the source's answer too.)
    expect(none).toMatchObject({ bills: [], from: "cache" });
    expect(none.problem).toBeUndefined();
  });

  it.each([
    ["down", "http-error"],
    ["limited", "rate-limited"],
    ["nonsense", "bad-shape"],
    ["changed", "bad-shape"],
    ["huge", "too-large"],
    ["slow", "timeout"],
  ])(
    "when the source is %s, are the dated snapshot with the reason (%s), never an empty list",
    async (mode, reason) => {
      const answer = await list("", source(mode));
      expect(answer.from).toBe("snapshot");
      expect(answer.asOf).toBe(POLICY_SNAPSHOT.asOf);
      expect(answer.problem?.reason).toBe(reason);
      expect(answer.bills.length).toBe(POLICY_SNAPSHOT.bills.length);
    },
  );

  it("when the source cannot be reached at all, are the snapshot too", async () => {
    const answer = await list("?q=renters", { BILLS_API_BASE: "http://127.0.0.1:9" });
    expect(answer).toMatchObject({ from: "snapshot", problem: { reason: "unreachable" } });
    expect(answer.bills.map((b) => b.title)).toEqual(["Renters’ Rights Act 2025"]);
  });
});

describe("one bill", () => {
  async function bill(id: number | string, overrides: Partial<AppEnv> = source("ok")) {
    return callApi(`/api/policy-intelligence/bills/${id}`, {}, overrides);
  }

  it("has every stage with its days, read through the stages' pages, and its sponsoring department", async () => {
    const response = await bill(4035);
    expect(response.status).toBe(200);
    const { bill: read, from, skipped } = await response.json<BillAnswer>();
    expect(from).toBe("live");
    expect(read.department).toBe("Department for Science, Innovation and Technology");
    expect(read.longTitle).toMatch(/security and resilience/);
    expect(read.stages?.map((s) => `${s.house} ${s.name}`)).toEqual([
      "Commons 1st reading",
      "Commons 2nd reading",
      "Commons 3rd reading",
      "Lords 2nd reading",
      "Lords Committee stage",
      "Lords Report stage",
    ]);
    expect(read.stages?.[4]?.dates).toEqual(["2026-09-01", "2026-09-08"]);
    expect(read.currentStage).toEqual({ name: "Committee stage", house: "Lords", date: "2026-09-08" });
    expect(read.nextStage).toEqual({ name: "Report stage", house: "Lords", date: "2099-01-14" });
    // A stage record with no name and a sponsor of an unknown shape: left out and counted.
    expect(skipped).toBe(2);
  });

  it("that the source does not have is a 404", async () => {
    const response = await bill(777);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
  });

  it("with an id that is not a number is refused", async () => {
    expect((await bill("abc")).status).toBe(400);
  });

  it("in the snapshot is served from it, dated, when the source fails", async () => {
    const response = await bill(4019, source("down"));
    const answer = await response.json<BillAnswer>();
    expect(answer).toMatchObject({ from: "snapshot", asOf: POLICY_SNAPSHOT.asOf, problem: { reason: "http-error" } });
    expect(answer.bill.stages?.length).toBeGreaterThan(0);
  });

  it("that the source fails on while its list answers is served from the snapshot, dated", async () => {
    const answer = await (await bill(4019)).json<BillAnswer>();
    expect(answer).toMatchObject({ from: "snapshot", problem: { reason: "http-error" } });
    expect(answer.bill.title).toBe("Public Office (Accountability) Bill");
  });

  it("not in the snapshot is a clear error when the source fails, saying why", async () => {
    const failed = await bill(9001, source("down"));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ code: "upstream_failed", reason: "http-error" });
    const slow = await bill(9001, source("slow"));
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ code: "upstream_timeout", reason: "timeout" });
  });
});

describe("what it keeps", () => {
  it("is the source's answers alone: the cache gains the Bills API's rows, no other table a row", async () => {
    const tables = await rows<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'source_cache')",
    );
    const count = () => Promise.all(tables.map(({ name }) => rows(`SELECT COUNT(*) AS n FROM "${name}"`)));
    const before = await count();
    const ok = source("ok");
    for (const path of ["/bills?q=cyber", "/bills/4035", "/bills/4035/stages.ics"])
      expect((await callApi(`/api/policy-intelligence${path}`, {}, ok)).status).toBe(200);
    expect(await count()).toEqual(before);
    const cached = await rows<{ key: string; source: string }>("SELECT key, source FROM source_cache ORDER BY key");
    expect(cached).toEqual([
      { key: "bills-api:bill:4035", source: "UK Parliament Bills API" },
      { key: "bills-api:list", source: "UK Parliament Bills API" },
    ]);
  });

  it("serves a second request from its copy without asking the source again", async () => {
    expect((await list("?q=cyber")).from).toBe("live");
    // The source is now down, but the copy is fresh: the visitor gets it, labelled as the cache.
    const again = await list("?q=cyber", source("down"));
    expect(again.from).toBe("cache");
    expect(again.problem).toBeUndefined();
  });

  it("keeps the last good copy, with its age and the problem, when a later refresh fails", async () => {
    const now = Date.now();
    expect((await list()).from).toBe("live");
    // Age the copy past its freshness, then refresh against a source that fails.
    await env.DB.prepare("UPDATE source_cache SET fetched_at = ? WHERE key = 'bills-api:list'")
      .bind(new Date(now - 2 * 60 * 60 * 1000).toISOString())
      .run();
    const stale = await list("", source("down"));
    expect(stale).toMatchObject({ from: "cache", problem: { reason: "http-error" } });
    expect(stale.bills.map((b) => b.id)).toEqual([4035, 4019, 4189, 3764, 9001]);
  });
});
