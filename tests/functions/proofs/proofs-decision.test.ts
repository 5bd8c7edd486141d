// Proof approvals: the reviewer decides once, under any input.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proofMessages } from "#shared/api/proofs.ts";
import { callApi, postJson, rows } from "../call-api.ts";
import { staff, bearer, PNG, upload, createProof, decide, view } from "./proof-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("decisions", () => {
  it("records an approval once; a second decision on the same version is a 409 with a clear message", async () => {
    const { body } = await createProof();
    const approved = await decide(body.slug, { decision: "approved", name: "  Grace Hopper ", comment: "" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      version: 1,
      decision: "approved",
      name: "Grace Hopper",
      comment: null,
    });
    const again = await decide(body.slug, { decision: "changes_requested", name: "Someone Else", comment: "Wait" });
    expect(again.status).toBe(409);
    expect((await again.json<{ error: string }>()).error).toBe(proofMessages.alreadyDecided);
    expect(await rows("SELECT version, decision, name FROM proof_decisions")).toEqual([
      { version: 1, decision: "approved", name: "Grace Hopper" },
    ]);
    expect((await view(body.slug)).decision).toMatchObject({ decision: "approved", name: "Grace Hopper" });
  });

  it("requires a name, and a comment to request changes (400, nothing stored)", async () => {
    const { body } = await createProof();
    const noName = await decide(body.slug, { decision: "approved", name: "   " });
    expect(noName.status).toBe(400);
    expect((await noName.json<{ issues: Record<string, string> }>()).issues["name"]).toBe(proofMessages.nameRequired);
    const noComment = await decide(body.slug, { decision: "changes_requested", name: "Ada", comment: " " });
    expect(noComment.status).toBe(400);
    expect((await noComment.json<{ issues: Record<string, string> }>()).issues["comment"]).toBe(
      proofMessages.commentRequired,
    );
    expect((await decide(body.slug, { decision: "maybe", name: "Ada" })).status).toBe(400);
    expect(await rows("SELECT id FROM proof_decisions")).toEqual([]);
  });

  it("goes through the visitor checks: other sites 403, oversized 413, GET 405", async () => {
    const { body } = await createProof();
    expect((await decide(body.slug, { decision: "approved", name: "Ada" }, {})).status).toBe(200);
    const { body: other } = await createProof();
    const foreign = await postJson(
      `/api/approvals/${other.slug}/decision`,
      { decision: "approved", name: "Ada" },
      { origin: "https://evil.example.net" },
    );
    expect(foreign.status).toBe(403);
    const huge = await decide(other.slug, {
      decision: "changes_requested",
      name: "Ada",
      comment: "x".repeat(17 * 1024),
    });
    expect(huge.status).toBe(413);
    const get = await callApi(`/api/approvals/${other.slug}/decision`);
    expect(get.status).toBe(405);
    expect(await rows(`SELECT id FROM proof_decisions WHERE proof_id = ${other.id}`)).toEqual([]);
  });

  it("refuses a decision on a version that is no longer the latest", async () => {
    const { body } = await createProof();
    await callApi(
      `/api/admin/proofs/${body.id}/versions`,
      { method: "POST", headers: bearer, body: upload({}, { bytes: PNG, name: "v2.png", type: "image/png" }) },
      staff,
    );
    const stale = await decide(body.slug, { decision: "approved", name: "Ada", version: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json<{ error: string }>()).error).toBe(proofMessages.newerVersion);
  });

  it("tells staff through the webhook, once, and records the delivery", async () => {
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
    const target = { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/proofs" };
    const { body } = await createProof();
    expect(
      (await decide(body.slug, { decision: "changes_requested", name: "Ada", comment: "Swap the photo" }, target))
        .status,
    ).toBe(200);
    expect(hook).toHaveBeenCalledOnce();
    const [url, init] = hook.mock.calls[0]!;
    expect(url).toBe(target.NOTIFY_WEBHOOK_URL);
    expect(new Headers(init?.headers).get("idempotency-key")).toMatch(/^proof-decision-\d+$/);
    expect(JSON.parse(init?.body as string)).toMatchObject({
      type: "proof_decision",
      title: "Spring leaflet",
      decision: "changes_requested",
      name: "Ada",
      comment: "Swap the photo",
      version: 1,
    });
    expect(await rows("SELECT delivery_status, delivery_attempts FROM proof_decisions")).toEqual([
      { delivery_status: "delivered", delivery_attempts: 1 },
    ]);
  });

  it("keeps the decision and marks it undelivered when the webhook fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    const { body } = await createProof();
    expect(
      (
        await decide(
          body.slug,
          { decision: "approved", name: "Ada" },
          { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/proofs" },
        )
      ).status,
    ).toBe(200);
    expect(await rows("SELECT delivery_status, delivery_error FROM proof_decisions")).toEqual([
      { delivery_status: "failed", delivery_error: "HTTP 500" },
    ]);
  });
});

describe("the decision under generated hostile input", () => {
  it("never answers 5xx, and stores at most one valid decision", { timeout: 300_000 }, async () => {
    const { body: proof } = await createProof();
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("", "   ", "<script>alert(1)</script>", "\u0000\u202e", "x".repeat(6000)),
    );
    const field = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
    const body = fc.record(
      {
        decision: fc.oneof(fc.constantFrom("approved", "changes_requested", "APPROVED", ""), field),
        name: fc.oneof(text, field),
        comment: fc.oneof(text, field),
        version: fc.oneof(fc.integer({ min: -1, max: 3 }), field),
      },
      { requiredKeys: [] },
    );
    const runs = Math.max(100, Math.floor(Number(env.FUZZ_RUNS ?? 2000) / 4));
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("application/json", "text/plain", undefined), async (payload, type) => {
        const response = await postJson(
          `/api/approvals/${proof.slug}/decision`,
          payload,
          type ? { "content-type": type } : { "content-type": "" },
          { RATE_LIMIT_PROOF: "1000000/60" },
        );
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400)
          expect((await response.json<{ error: unknown }>()).error).toEqual(expect.any(String));
      }),
      { numRuns: runs },
    );
    const decisions = await rows<{ decision: string; name: string; comment: string | null }>(
      "SELECT decision, name, comment FROM proof_decisions",
    );
    expect(decisions.length).toBeLessThanOrEqual(1);
    for (const decision of decisions) {
      expect(["approved", "changes_requested"]).toContain(decision.decision);
      expect(decision.name.trim()).not.toBe("");
      if (decision.decision === "changes_requested") expect(decision.comment?.trim()).toBeTruthy();
    }
  });
});
