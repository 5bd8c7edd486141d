// Council Radar through the API: staff add and remove councils by ModernGov address; visitors get
// each council's records with their age; a council whose service fails keeps its last good records
// with their age and its problem, and one never read is a trouble state, never an empty council.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CouncilView, StaffCouncil } from "../../../web/shared/api/council-radar.ts";
import type { AppEnv } from "../../../functions/lib/platform/env.ts";
import { callApi, rows } from "../call-api.ts";
import { asAccess, bearer, staffGet, STAFF_ENV } from "../staff-calls.ts";

/** The fake council is on loopback, which only this development setting opens. */
const LOOPBACK: Partial<AppEnv> = { TOOLS_FETCH_ALLOW_LOOPBACK: "true" };
const councilAt = (behaviour: string) => `${env.FAKE_MODERNGOV_URL}/${behaviour}`;

function staffCall(
  method: string,
  path: string,
  body?: unknown,
  overrides: Partial<AppEnv> = LOOPBACK,
  headers: Record<string, string> = bearer,
) {
  return callApi(
    path,
    {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { ...STAFF_ENV, ...overrides },
  );
}

const addCouncil = (name: string, address: string, overrides: Partial<AppEnv> = LOOPBACK) =>
  staffCall("POST", "/api/admin/council-radar/councils", { name, address }, overrides);

async function directory(): Promise<CouncilView[]> {
  const response = await callApi("/api/council-radar", {}, LOOPBACK);
  expect(response.status).toBe(200);
  return (await response.json<{ councils: CouncilView[] }>()).councils;
}

async function staffList(): Promise<StaffCouncil[]> {
  const response = await staffGet("/api/admin/council-radar/councils");
  expect(response.status).toBe(200);
  return (await response.json<{ councils: StaffCouncil[] }>()).councils;
}

/** Makes a council's cached records as old as `hours`, as if read that long ago. */
async function ageCouncil(id: string, hours: number) {
  const at = new Date(Date.now() - hours * 3_600_000).toISOString();
  await env.DB.prepare("UPDATE source_cache SET fetched_at = ? WHERE key = ?").bind(at, `moderngov:${id}`).run();
  return at;
}

const setFailing = (name: string, fail: boolean) =>
  fetch(`${env.FAKE_MODERNGOV_URL}/state/${name}?mode=${fail ? "fail" : "ok"}`, { method: "POST" });

describe("staff choose the councils", () => {
  it("adds a council by any page of its ModernGov site, and lists it with who added it", async () => {
    const response = await addCouncil("Brackenford Borough Council", `${councilAt("good")}/mgMemberIndex.aspx?bcr=1`);
    expect(response.status).toBe(200);
    const added = await response.json<StaffCouncil>();
    expect(added).toMatchObject({
      id: "brackenford-borough-council",
      address: councilAt("good"),
      addedBy: expect.any(String),
      councillors: 0,
    });
    expect((await staffList()).map((c) => c.id)).toEqual(["brackenford-borough-council"]);
  });

  it.each([
    ["an address that is not http", "ftp://democracy.brackenford.example/", /starting http/],
    ["a private network address", "http://10.0.0.8/", /not a public web site/],
    ["the cloud metadata address", "http://169.254.169.254/", /not a public web site/],
    ["an internal name", "https://moderngov.internal/", /not a public web site/],
  ])("refuses %s, saying why", async (_what, address, message) => {
    const response = await addCouncil("Nowhere Council", address);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(message);
    expect(await rows("SELECT id FROM council_radar_councils")).toEqual([]);
  });

  it("refuses a loopback address unless development opened loopback", async () => {
    const response = await addCouncil("Loopback Council", councilAt("good"), {});
    expect(response.status).toBe(400);
  });

  it("refuses the same address or name twice", async () => {
    expect((await addCouncil("Brackenford Borough Council", councilAt("good"))).status).toBe(200);
    const again = await addCouncil("Brackenford BC", `${councilAt("good")}/`);
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toMatch(/already reads/);
    expect((await addCouncil("Brackenford Borough Council", councilAt("bom"))).status).toBe(409);
  });

  it("removes a council and its records; an unknown one is not found", async () => {
    await addCouncil("Brackenford Borough Council", councilAt("good"));
    expect((await directory())[0]?.data?.councillors.length).toBeGreaterThan(0);
    const removed = await staffCall("DELETE", "/api/admin/council-radar/councils/brackenford-borough-council");
    expect(removed.status).toBe(200);
    expect(await directory()).toEqual([]);
    expect(await rows("SELECT key FROM source_cache WHERE key LIKE 'moderngov:%'")).toEqual([]);
    expect((await staffCall("DELETE", "/api/admin/council-radar/councils/brackenford-borough-council")).status).toBe(
      404,
    );
  });

  it("is for staff only: a visitor can neither list nor add councils", async () => {
    expect((await callApi("/api/admin/council-radar/councils", {}, STAFF_ENV)).status).toBe(401);
    const response = await staffCall(
      "POST",
      "/api/admin/council-radar/councils",
      { name: "X Council", address: "https://a.example/" },
      LOOPBACK,
      {
        authorization: "",
      },
    );
    expect(response.status).toBe(401);
  });

  it("lets a person signed in through Access add one", async () => {
    const response = await staffCall(
      "POST",
      "/api/admin/council-radar/councils",
      { name: "Brackenford Borough Council", address: councilAt("good") },
      LOOPBACK,
      await asAccess("clerk@larkspur.example"),
    );
    expect(response.status).toBe(200);
    expect((await response.json<StaffCouncil>()).addedBy).toBe("clerk@larkspur.example");
  });
});

describe("visitors see each council's records with their age", () => {
  it("reads a new council live on the first visit, and from the cache after", async () => {
    await addCouncil("Brackenford Borough Council", councilAt("good"));
    const [first] = await directory();
    expect(first?.served.from).toBe("live");
    expect(first?.kind).toBe("live");
    expect(first?.data?.councillors).toHaveLength(5);
    expect(first?.served.skipped).toBe(2);
    const [second] = await directory();
    expect(second?.served).toMatchObject({ from: "cache", asOf: first?.served.asOf });
    expect((await staffList())[0]).toMatchObject({ councillors: 5, skipped: 2 });
  });

  it("a council whose service then fails shows its last good records, their age and the problem", async () => {
    await setFailing("flaky", false);
    await addCouncil("Flaky District Council", councilAt("switch-flaky"));
    const [good] = await directory();
    expect(good?.data?.councillors).toHaveLength(5);

    await setFailing("flaky", true);
    const readAt = await ageCouncil("flaky-district-council", 7);
    const [failed] = await directory();
    expect(failed?.data?.councillors).toHaveLength(5);
    expect(failed?.served.asOf).toBe(readAt);
    expect(failed?.served.problem?.reason).toBe("http-error");
    const [listed] = await staffList();
    expect(listed?.served.problem?.reason).toBe("http-error");
    await setFailing("flaky", false);
  });

  it("a council never read whose service answers in another shape has no records and says why", async () => {
    await addCouncil("Changed Council", councilAt("changed"));
    const [council] = await directory();
    expect(council?.data).toBeNull();
    expect(council?.served).toMatchObject({ from: "snapshot", problem: { reason: "bad-shape" } });
  });

  it("refreshes only the stalest council in one request, so one visit stays inside the subrequest limit", async () => {
    await addCouncil("Brackenford Borough Council", councilAt("good"));
    await addCouncil("Brackenford Latin Council", councilAt("latin1"));
    await directory();
    await directory();
    await ageCouncil("brackenford-borough-council", 8);
    await ageCouncil("brackenford-latin-council", 7);
    const before = await (await fetch(`${env.FAKE_MODERNGOV_URL}/hits/latin1`)).json<{ hits: number }>();
    const councils = await directory();
    const after = await (await fetch(`${env.FAKE_MODERNGOV_URL}/hits/latin1`)).json<{ hits: number }>();
    expect(after.hits).toBe(before.hits);
    expect(councils.find((c) => c.id === "brackenford-borough-council")?.served.from).toBe("live");
    expect(councils.find((c) => c.id === "brackenford-latin-council")?.served.from).toBe("cache");
  });
});

describe("the staff health page", () => {
  it("names each council whose service is failing, and not the ones that answer", async () => {
    await addCouncil("Brackenford Borough Council", councilAt("good"));
    await addCouncil("Errant District Council", councilAt("error"));
    await directory();
    const response = await staffGet("/api/admin/health");
    expect(response.status).toBe(200);
    const { sources } = await response.json<{ sources: { source: string; failing: boolean }[] }>();
    expect(sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "ModernGov: Errant District Council", failing: true }),
        expect.objectContaining({ source: "ModernGov: Brackenford Borough Council", failing: false }),
      ]),
    );
  });
});
