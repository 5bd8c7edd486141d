// The read-through cache as a visitor meets it: fresh data at once, stale data refreshed by one
// request at a time, the last good data with its age and the problem when a source fails, the
// committed snapshot (labelled) when nothing good was ever read, and what the health page lists.
import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { readThrough, type ReadThrough } from "../../../functions/lib/platform/public-sources/source-cache.ts";
import { fetchSourceJson } from "../../../functions/lib/platform/public-sources/source-fetch.ts";
import { checkFrame, checkRecords } from "../../../functions/lib/platform/public-sources/source-records.ts";
import { sourceHealth } from "../../../functions/lib/platform/public-sources/source-health.ts";
import { FAKE_ITEMS } from "../../fakes/fake-public-source-items.ts";

const item = v.object({ id: v.number(), title: v.string() });
type Item = v.InferOutput<typeof item>;
const SNAPSHOT = { data: [{ id: 99, title: "From the snapshot" }], asOf: "2026-11-30T00:00:00.000Z" };
const HOUR = 3_600_000;

/** An adapter over the fake source's path: its frame checked, each record checked and counted. */
const loadFrom =
  (path: string, timeoutMs = 2000) =>
  async () => {
    const body = await fetchSourceJson({ url: `${env.FAKE_SOURCE_URL}${path}` }, { timeoutMs });
    const frame = checkFrame(body, v.object({ items: v.array(v.unknown()) }), "items");
    const { records, skipped } = checkRecords(frame.items, item);
    return { data: records, records: records.length, skipped };
  };

const hits = async (name: string) =>
  (await (await fetch(`${env.FAKE_SOURCE_URL}/hits/${name}`)).json<{ hits: number }>()).hits;

function reader(overrides: Partial<ReadThrough<Item[]>> & { now?: () => number }) {
  const pending: Promise<unknown>[] = [];
  const read = (more: Partial<ReadThrough<Item[]>> = {}) =>
    readThrough<Item[]>({
      db: env.DB,
      key: "fake:items",
      source: "fake-source",
      maxAgeMs: HOUR,
      budgetMs: 2000,
      load: loadFrom("/json/default"),
      fallback: SNAPSHOT,
      waitUntil: (p) => void pending.push(p),
      schema: v.array(item),
      ...overrides,
      ...more,
    });
  return { read, settled: () => Promise.allSettled(pending) };
}

describe("readThrough", () => {
  it("fetches once, then serves the cache while it is fresh", async () => {
    let clock = Date.parse("2026-12-04T10:00:00Z");
    const { read } = reader({ load: loadFrom("/json/fresh"), now: () => clock });
    const first = await read();
    expect(first).toMatchObject({ from: "live", data: FAKE_ITEMS, asOf: "2026-12-04T10:00:00.000Z", skipped: 0 });
    clock += HOUR / 2;
    expect(await read()).toMatchObject({ from: "cache", data: FAKE_ITEMS, asOf: "2026-12-04T10:00:00.000Z" });
    expect(await hits("fresh")).toBe(1);
  });

  it("refreshes a stale row", async () => {
    let clock = Date.parse("2026-12-04T10:00:00Z");
    const { read } = reader({ load: loadFrom("/json/stale"), now: () => clock });
    await read();
    clock += 2 * HOUR;
    expect(await read()).toMatchObject({ from: "live", asOf: "2026-12-04T12:00:00.000Z" });
    expect(await hits("stale")).toBe(2);
  });

  it("serves the snapshot, labelled with its date and the problem, when a source fails before any good read", async () => {
    const { read } = reader({ load: loadFrom("/status/503") });
    const served = await read();
    expect(served).toMatchObject({ from: "snapshot", data: SNAPSHOT.data, asOf: SNAPSHOT.asOf });
    expect(served.problem?.reason).toBe("http-error");
  });

  it("keeps the last good data with its age and records the problem when a refresh fails", async () => {
    let clock = Date.parse("2026-12-04T10:00:00Z");
    const { read } = reader({ now: () => clock });
    await read({ load: loadFrom("/json/good-then-bad") });
    clock += 2 * HOUR;
    const served = await read({ load: loadFrom("/status/429") });
    expect(served).toMatchObject({
      from: "cache",
      data: FAKE_ITEMS,
      asOf: "2026-12-04T10:00:00.000Z",
      problem: { reason: "rate-limited", at: "2026-12-04T12:00:00.000Z" },
    });
    const [health] = await sourceHealth(env.DB);
    expect(health).toEqual({
      source: "fake-source",
      entries: 1,
      lastSuccess: "2026-12-04T10:00:00.000Z",
      lastProblem: { reason: "rate-limited", at: "2026-12-04T12:00:00.000Z" },
      failing: true,
      skipped: 0,
    });
  });

  it("calls a changed shape a problem, keeping the last good data", async () => {
    let clock = Date.parse("2026-12-04T10:00:00Z");
    const { read } = reader({ now: () => clock });
    await read();
    clock += 2 * HOUR;
    expect((await read({ load: loadFrom("/not-json") })).problem?.reason).toBe("bad-shape");
    expect((await read({ load: loadFrom("/headers") })).problem?.reason).toBe("bad-shape");
  });

  it("clears the problem once a refresh succeeds again", async () => {
    let clock = Date.parse("2026-12-04T10:00:00Z");
    const { read } = reader({ now: () => clock });
    await read({ load: loadFrom("/status/500") });
    clock += 1000;
    const served = await read();
    expect(served).toMatchObject({ from: "live", data: FAKE_ITEMS });
    expect(served.problem).toBeUndefined();
    expect((await sourceHealth(env.DB))[0]).toMatchObject({ failing: false, lastProblem: { reason: "http-error" } });
  });

  it("does not make a visitor wait on a slow source past the budget, and records the timeout afterwards", async () => {
    let clock = Date.parse("2026-12-04T10:00:00Z");
    const { read, settled } = reader({ now: () => clock });
    await read();
    clock += 2 * HOUR;
    const served = await read({ load: loadFrom("/stall", 600), budgetMs: 50 });
    expect(served).toMatchObject({ from: "cache", data: FAKE_ITEMS, asOf: "2026-12-04T10:00:00.000Z" });
    expect(served.problem).toBeUndefined();
    await settled();
    expect((await sourceHealth(env.DB))[0]).toMatchObject({ failing: true, lastProblem: { reason: "timeout" } });
  });

  it("lets one request at a time refresh a key; the others are served what there is", async () => {
    const { read, settled } = reader({ load: loadFrom("/gate/once"), budgetMs: 50 });
    const first = await read();
    expect(first).toMatchObject({ from: "snapshot", data: SNAPSHOT.data });
    expect(first.problem).toBeUndefined();
    const others = await Promise.all([read(), read(), read()]);
    for (const other of others) expect(other.from).toBe("snapshot");
    await fetch(`${env.FAKE_SOURCE_URL}/release/once`);
    await settled();
    expect(await hits("once")).toBe(1);
    expect(await read()).toMatchObject({ from: "cache", data: FAKE_ITEMS });
  });

  it("leaves out and counts the records that do not fit, keeping the rest", async () => {
    const load = async () => {
      const { records, skipped } = checkRecords([{ id: 1, title: "Fits" }, { id: "two" }, null], item);
      return { data: records, records: records.length, skipped };
    };
    expect(await reader({ load }).read()).toMatchObject({ from: "live", data: [{ id: 1, title: "Fits" }], skipped: 2 });
    expect((await sourceHealth(env.DB))[0]?.skipped).toBe(2);
  });

  it("treats a cached payload the code no longer recognises as no data", async () => {
    await env.DB.prepare(
      "INSERT INTO source_cache (key, source, payload, fetched_at) VALUES ('fake:items', 'fake-source', '[{\"old\": true}]', ?)",
    )
      .bind(new Date().toISOString())
      .run();
    expect(await reader({ load: loadFrom("/status/500") }).read()).toMatchObject({ from: "snapshot" });
  });
});
