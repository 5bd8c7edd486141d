// A councillor's profile at /councillor/{id}: a live council's councillor gets the profile shell
// with their own title, description and canonical, never indexed or cached, and their record in
// the page; an id no council on the list holds gets the site's 404 page with a real 404 status; a
// demonstration profile is served as prerendered. The same record through the API for a
// client-side navigation, with only that councillor's committees and meetings.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CouncilView } from "../../../web/shared/api/council-radar.ts";
import { COUNCILLOR_RECORD_ID } from "../../../web/shared/api/council-radar-paths.ts";
import type { AppEnv } from "../../../functions/lib/platform/env.ts";
import { councillorPage } from "../../../functions/lib/tools/council-radar/councillor-page-response.ts";
import { ORIGIN, callApi } from "../call-api.ts";
import { bearer, STAFF_ENV } from "../staff-calls.ts";

const LOOPBACK: Partial<AppEnv> = { TOOLS_FETCH_ALLOW_LOOPBACK: "true" };
const councilAt = (behaviour: string) => `${env.FAKE_MODERNGOV_URL}/${behaviour}`;
const PENROSE = "brackenford-borough-council-102";

const addCouncil = (name: string, address: string) =>
  callApi(
    "/api/admin/council-radar/councils",
    {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer },
      body: JSON.stringify({ name, address }),
    },
    { ...STAFF_ENV, ...LOOPBACK },
  );

/** Adds the council and reads it once through the directory, as a first visitor would. */
async function followed(name: string, behaviour: string) {
  expect((await addCouncil(name, councilAt(behaviour))).status).toBe(200);
  expect((await callApi("/api/council-radar", {}, LOOPBACK)).status).toBe(200);
}

// What Pages holds: the prerendered shell (its head as web/app/head.ts writes it), one
// demonstration profile and the 404 page.
const SHELL = `<!doctype html><html><head><script>early()</script>
    <title>Councillor profile | Larkspur</title>
    <meta name="description" content="A councillor's public-record facts, as their council publishes them.">
    <link rel="canonical" href="https://www.example.com/_shells/councillor">
    <meta name="robots" content="noindex, nofollow">
    <meta property="og:title" content="Councillor profile | Larkspur">
    <meta property="og:description" content="A councillor's public-record facts.">
    <meta property="og:url" content="https://www.example.com/_shells/councillor"></head><body><div id="root"><h1>Councillor profile</h1></div></body></html>`;
const assets = {
  fetch: (async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    if (path === "/_shells/councillor") return new Response(SHELL, { headers: { "content-type": "text/html" } });
    if (path === "/councillor/cllr-amelia-hart")
      return new Response("<html><head><title>Amelia Hart</title></head><body>demo</body></html>");
    return new Response("<html><body>404 - Page Not Found</body></html>", { status: 404 });
  }) as typeof fetch,
};

const open = (id: string, method = "GET") =>
  councillorPage(new Request(`${ORIGIN}/councillor/${id}`, { method }), id, env.DB, assets, { turnstile: false });

const recordIn = (html: string): CouncilView => {
  const match = new RegExp(`<script type="application/json" id="${COUNCILLOR_RECORD_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error("No record in the page");
  return JSON.parse(match[1]) as CouncilView;
};

describe("a live councillor's page", () => {
  it("is 200 with their own title, description and canonical, not indexed or cached, their record in the page", async () => {
    await followed("Brackenford Borough Council", "good");
    const response = await open(PENROSE);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The shell's inline script is allowed by its hash, as on the static pages.
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const html = await response.text();
    expect(html).toContain("<title>Dr Ottilie Penrose, Brackenford Borough Council | ");
    expect(html).toContain(`<link rel="canonical" href="https://`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/councillor/${PENROSE}">`));
    expect(html).toMatch(/<meta name="description" content="[^"]*Brackenford North on Brackenford Borough Council/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("/_shells/councillor");
    const record = recordIn(html);
    expect(record.data?.councillors.map((c) => c.id)).toEqual([PENROSE]);
    // Only her committees' meetings travel with her record.
    const committees = new Set(record.data?.councillors[0]?.committees?.map((c) => c.id));
    expect(record.data?.meetings.length).toBeGreaterThan(0);
    expect(record.data?.meetings.every((m) => committees.has(m.committeeId))).toBe(true);
  });

  it("answers HEAD with the same status and no body", async () => {
    await followed("Brackenford Borough Council", "good");
    const response = await open(PENROSE, "HEAD");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("finds the councillor's own council when one council's id begins another's", async () => {
    await followed("Brackenford", "latin1");
    await followed("Brackenford Borough Council", "good");
    const record = recordIn(await (await open(PENROSE)).text());
    expect(record.name).toBe("Brackenford Borough Council");
  });
});

describe("a profile that does not exist", () => {
  it.each([
    ["an id no council on the list holds", "brackenford-borough-council-999"],
    ["an id of no council on the list", "elsewhere-council-102"],
    ["an id that is not an id", "Robert'); DROP TABLE--"],
  ])("is the 404 page with status 404: %s", async (_what, id) => {
    await followed("Brackenford Borough Council", "good");
    const response = await open(id);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 - Page Not Found");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("is 404 once staff stop following the council", async () => {
    await followed("Brackenford Borough Council", "good");
    await callApi(
      "/api/admin/council-radar/councils/brackenford-borough-council",
      { method: "DELETE", headers: bearer },
      STAFF_ENV,
    );
    expect((await open(PENROSE)).status).toBe(404);
  });
});

it("serves a demonstration profile as prerendered, with the site's security headers", async () => {
  const response = await open("cllr-amelia-hart");
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("<title>Amelia Hart</title>");
  expect(response.headers.get("x-frame-options")).toBeTruthy();
});

describe("the profile through the API, for a client-side navigation", () => {
  it("gives the councillor's council view with only them in it; 404 for an id no council holds", async () => {
    await followed("Brackenford Borough Council", "good");
    const response = await callApi(`/api/council-radar/councillors/${PENROSE}`, {}, LOOPBACK);
    expect(response.status).toBe(200);
    const { council } = await response.json<{ council: CouncilView }>();
    expect(council).toMatchObject({ id: "brackenford-borough-council", kind: "live", served: { from: "cache" } });
    expect(council.data?.councillors.map((c) => c.name)).toEqual(["Dr Ottilie Penrose"]);
    expect((await callApi("/api/council-radar/councillors/brackenford-borough-council-999", {}, LOOPBACK)).status).toBe(
      404,
    );
  });
});
