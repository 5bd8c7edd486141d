import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import pkg from "../../package.json";
import { callApi } from "./call-api.ts";
import { staffGet } from "./staff-calls.ts";

describe("GET /api/health", () => {
  it("says the database answers and nothing about what is deployed; the staff health page has the version", async () => {
    const response = await callApi("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, database: { reachable: true } });
    expect(text).not.toContain(pkg.version);
    expect(await (await staffGet("/api/admin/health")).json()).toMatchObject({
      version: pkg.version,
      database: { reachable: true },
    });
  });

  it("answers 503 with a JSON error when the database has not been migrated", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE app_meta");
    const response = await callApi("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("database"), code: "unavailable" });
  });
});

describe("routing", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await callApi("/api/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found", error: expect.any(String) });
  });

  it("answers HEAD wherever GET is routed: GET's status and headers, no body", async () => {
    const get = await callApi("/api/health");
    const head = await callApi("/api/health", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(await head.text()).toBe("");
    const admin = await callApi(
      "/api/admin/contacts",
      { method: "HEAD", headers: { authorization: `Bearer ${"t".repeat(32)}` } },
      { ADMIN_TOKEN: "t".repeat(32) },
    );
    expect(admin.status).toBe(200);
    expect(await admin.text()).toBe("");
    const unknown = await callApi("/api/no-such-endpoint", { method: "HEAD" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("");
  });

  it("answers HEAD on a POST-only path with 405, still without a body", async () => {
    const response = await callApi("/api/contact", { method: "HEAD" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.text()).toBe("");
  });

  it("answers a wrong method on a known path with 405 and an Allow header", async () => {
    const response = await callApi("/api/health", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toMatchObject({ code: "method_not_allowed" });
  });
});
