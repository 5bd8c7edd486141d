// Proof approvals (issue 27) against a real local D1 and R2: staff create and revise proofs with
// the admin token, the reviewer opens the link, sees the latest version and decides once.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { approvalPage } from "../../functions/lib/proofs/approval-page.ts";
import { purgeExpired, RETENTION } from "../../functions/lib/retention.ts";
import { policies } from "../../web/content/policies.ts";
import { APPROVAL_SHELL_SLUG, approvalFileUrl, PROOF_LIMITS, proofMessages, type PublicProof } from "../../web/shared/proofs.ts";
import { ORIGIN, callApi, postJson, rows } from "./call-api.ts";

const TOKEN = "functions-lane-admin-token-0123456789";
const staff = { ADMIN_TOKEN: TOKEN };
const bearer = { authorization: `Bearer ${TOKEN}` };
const DAY = 86_400_000;

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1]);
const HTML = new TextEncoder().encode("<!doctype html><script>fetch('/api/admin/contacts')</script>");

function upload(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new File([file.bytes], file.name, { type: file.type }));
  return form;
}

async function createProof(fields: Record<string, string> = { title: "Spring leaflet", client_name: "Harbour Trust" }, file = { bytes: PDF, name: "leaflet v1.pdf", type: "application/pdf" }) {
  const response = await callApi("/api/admin/proofs", { method: "POST", headers: bearer, body: upload(fields, file) }, staff);
  return { response, body: (await response.json()) as { id: number; slug: string; url: string; expires_at: string; error?: string } };
}

const decide = (slug: string, body: unknown, overrides = {}) => postJson(`/api/approvals/${slug}/decision`, body, {}, overrides);
const view = async (slug: string) => (await (await callApi(`/api/approvals/${slug}`)).json()) as PublicProof;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("staff create a proof", () => {
  it("stores the file in R2 and the proof in D1, and answers an unguessable link", async () => {
    const before = Date.now();
    const { response, body } = await createProof();
    expect(response.status).toBe(201);
    expect(body.slug).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes: 128 bits
    expect(body.url).toBe(`https://www.example.com/approval/${body.slug}`);
    const expires = Date.parse(body.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(14 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(14 * DAY + 60_000);
    const [version] = await rows<{ file_key: string; content_type: string; file_name: string; size: number }>("SELECT * FROM proof_versions");
    expect(version).toMatchObject({ content_type: "application/pdf", file_name: "leaflet v1.pdf", size: PDF.byteLength });
    const stored = await env.PROOFS.get(version!.file_key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF);
    expect(await rows("SELECT event, version FROM proof_audit")).toEqual([{ event: "created", version: 1 }]);
  });

  it("gives every proof its own slug", async () => {
    const slugs = new Set<string>();
    for (let i = 0; i < 5; i++) slugs.add((await createProof()).body.slug);
    expect(slugs.size).toBe(5);
  });

  it("refuses a missing or wrong token with 401, and keeps nothing", async () => {
    const none = await callApi("/api/admin/proofs", { method: "POST", body: upload({ title: "x" }, { bytes: PDF, name: "a.pdf", type: "application/pdf" }) }, staff);
    expect(none.status).toBe(401);
    const wrong = await callApi("/api/admin/proofs", { method: "POST", headers: { authorization: "Bearer not-the-token-not-the-token-xxxxx" }, body: upload({ title: "x" }, { bytes: PDF, name: "a.pdf", type: "application/pdf" }) }, staff);
    expect(wrong.status).toBe(401);
    expect((await callApi("/api/admin/proofs", { headers: { authorization: "Bearer wrong" } }, staff)).status).toBe(401);
    expect(await rows("SELECT id FROM proofs")).toEqual([]);
    expect((await env.PROOFS.list()).objects).toEqual([]);
  });

  it("is not there at all without a configured token (404)", async () => {
    expect((await callApi("/api/admin/proofs", { headers: bearer })).status).toBe(404);
  });

  it("refuses an HTML file named .pdf with 415, whatever type the upload claims", async () => {
    const { response, body } = await createProof({ title: "Sneaky" }, { bytes: HTML, name: "proof.pdf", type: "application/pdf" });
    expect(response.status).toBe(415);
    expect(body.error).toMatch(/PDF, PNG, JPEG or WebP/);
    expect(await rows("SELECT id FROM proofs")).toEqual([]);
    expect((await env.PROOFS.list()).objects).toEqual([]);
  });

  it("names the type by content: a PNG uploaded as 'photo.pdf' is served as image/png named .png", async () => {
    const { body } = await createProof({ title: "Poster" }, { bytes: PNG, name: "photo.pdf", type: "application/pdf" });
    const file = await callApi(`/api/approvals/${body.slug}/file`);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toContain('filename="photo.png"');
  });

  it("refuses a file over 20 MB with 413, and keeps nothing", async () => {
    const big = new Uint8Array(PROOF_LIMITS.fileMaxBytes + 1);
    big.set(PDF);
    const { response } = await createProof({ title: "Huge" }, { bytes: big, name: "huge.pdf", type: "application/pdf" });
    expect(response.status).toBe(413);
    expect(await rows("SELECT id FROM proofs")).toEqual([]);
  });

  it("refuses a missing title or file, a bad expiry and a JSON body", async () => {
    expect((await createProof({}, { bytes: PDF, name: "a.pdf", type: "application/pdf" })).response.status).toBe(400);
    expect((await callApi("/api/admin/proofs", { method: "POST", headers: bearer, body: upload({ title: "No file" }) }, staff)).status).toBe(400);
    expect((await createProof({ title: "t", expires_in_days: "0" })).response.status).toBe(400);
    expect((await createProof({ title: "t", expires_in_days: "91" })).response.status).toBe(400);
    expect((await createProof({ title: "t", expires_in_days: "soon" })).response.status).toBe(400);
    const json = await callApi("/api/admin/proofs", { method: "POST", headers: { ...bearer, "content-type": "application/json" }, body: JSON.stringify({ title: "t" }) }, staff);
    expect(json.status).toBe(415);
    expect(await rows("SELECT id FROM proofs")).toEqual([]);
  });

  it("lets expires_in_days set the link's lifetime", async () => {
    const before = Date.now();
    const { body } = await createProof({ title: "Quick", expires_in_days: "3" });
    expect(Date.parse(body.expires_at) - before).toBeGreaterThanOrEqual(3 * DAY - 1000);
    expect(Date.parse(body.expires_at) - before).toBeLessThan(3 * DAY + 60_000);
  });
});

describe("the reviewer's link", () => {
  it("shows the latest version to the reviewer, without staff notes, and records the first view once", async () => {
    const { body } = await createProof({ title: "Statement", client_name: "Harbour Trust", notes: "Internal: client is touchy about the CEO quote" });
    const first = await callApi(`/api/approvals/${body.slug}`);
    expect(first.status).toBe(200);
    const proof = (await first.json()) as PublicProof;
    expect(proof).toMatchObject({ title: "Statement", clientName: "Harbour Trust", version: 1, contentType: "application/pdf", expiresAt: body.expires_at, decision: null, history: [] });
    expect(JSON.stringify(proof)).not.toContain("touchy");
    await view(body.slug);
    expect(await rows("SELECT event FROM proof_audit ORDER BY id")).toEqual([{ event: "created" }, { event: "first_viewed" }]);
  });

  it("serves the file inline with nosniff, a download name, and a sandbox for PDFs", async () => {
    const { body } = await createProof();
    const file = await callApi(`/api/approvals/${body.slug}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe(`inline; filename="leaflet v1.pdf"; filename*=UTF-8''leaflet%20v1.pdf`);
    expect(file.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const download = await callApi(`/api/approvals/${body.slug}/file?download`);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="leaflet v1.pdf"/);
    // An image needs no sandbox, but keeps nosniff.
    const image = await createProof({ title: "Poster" }, { bytes: PNG, name: "poster.png", type: "image/png" });
    const png = await callApi(`/api/approvals/${image.body.slug}/file`);
    expect(png.headers.get("content-security-policy")).not.toContain("sandbox");
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for an unknown link, on every route", async () => {
    for (const slug of ["AAAAAAAAAAAAAAAAAAAAAA", "not-a-slug", "x".repeat(300)]) {
      expect((await callApi(`/api/approvals/${slug}`)).status).toBe(404);
      expect((await callApi(`/api/approvals/${slug}/file`)).status).toBe(404);
      expect((await decide(slug, { decision: "approved", name: "Ada" })).status).toBe(404);
    }
  });

  it("answers 404 once the link has expired, and takes no decision", async () => {
    const { body } = await createProof({ title: "Old", expires_in_days: "1" });
    await env.DB.prepare("UPDATE proofs SET expires_at = ?1").bind(new Date(Date.now() - 1000).toISOString()).run();
    const response = await callApi(`/api/approvals/${body.slug}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(proofMessages.notFound);
    expect((await callApi(`/api/approvals/${body.slug}/file`)).status).toBe(404);
    expect((await decide(body.slug, { decision: "approved", name: "Ada" })).status).toBe(404);
    expect(await rows("SELECT id FROM proof_decisions")).toEqual([]);
  });

  it("answers 404 once staff revoke the link, and the audit trail says so", async () => {
    const { body } = await createProof();
    expect((await callApi(`/api/approvals/${body.slug}`)).status).toBe(200);
    const revoked = await callApi(`/api/admin/proofs/${body.id}`, { method: "DELETE", headers: bearer }, staff);
    expect(revoked.status).toBe(200);
    expect((await callApi(`/api/approvals/${body.slug}`)).status).toBe(404);
    expect((await callApi(`/api/approvals/${body.slug}/file`)).status).toBe(404);
    const detail = (await (await callApi(`/api/admin/proofs/${body.id}`, { headers: bearer }, staff)).json()) as { revoked_at: string; audit: { event: string }[] };
    expect(detail.revoked_at).toEqual(expect.any(String));
    expect(detail.audit.map((entry) => entry.event)).toEqual(["created", "first_viewed", "revoked"]);
    // A new version cannot bring a revoked link back.
    const again = await callApi(`/api/admin/proofs/${body.id}/versions`, { method: "POST", headers: bearer, body: upload({}, { bytes: PDF, name: "v2.pdf", type: "application/pdf" }) }, staff);
    expect(again.status).toBe(409);
  });
});

describe("decisions", () => {
  it("records an approval once; a second decision on the same version is a 409 with a clear message", async () => {
    const { body } = await createProof();
    const approved = await decide(body.slug, { decision: "approved", name: "  Grace Hopper ", comment: "" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ version: 1, decision: "approved", name: "Grace Hopper", comment: null });
    const again = await decide(body.slug, { decision: "changes_requested", name: "Someone Else", comment: "Wait" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(proofMessages.alreadyDecided);
    expect(await rows("SELECT version, decision, name FROM proof_decisions")).toEqual([{ version: 1, decision: "approved", name: "Grace Hopper" }]);
    expect((await view(body.slug)).decision).toMatchObject({ decision: "approved", name: "Grace Hopper" });
  });

  it("requires a name, and a comment to request changes (400, nothing stored)", async () => {
    const { body } = await createProof();
    const noName = await decide(body.slug, { decision: "approved", name: "   " });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { issues: Record<string, string> }).issues["name"]).toBe(proofMessages.nameRequired);
    const noComment = await decide(body.slug, { decision: "changes_requested", name: "Ada", comment: " " });
    expect(noComment.status).toBe(400);
    expect(((await noComment.json()) as { issues: Record<string, string> }).issues["comment"]).toBe(proofMessages.commentRequired);
    expect((await decide(body.slug, { decision: "maybe", name: "Ada" })).status).toBe(400);
    expect(await rows("SELECT id FROM proof_decisions")).toEqual([]);
  });

  it("goes through the visitor checks: other sites 403, oversized 413, GET 405", async () => {
    const { body } = await createProof();
    expect((await decide(body.slug, { decision: "approved", name: "Ada" }, {})).status).toBe(200);
    const { body: other } = await createProof();
    const foreign = await postJson(`/api/approvals/${other.slug}/decision`, { decision: "approved", name: "Ada" }, { origin: "https://evil.example.net" });
    expect(foreign.status).toBe(403);
    const huge = await decide(other.slug, { decision: "changes_requested", name: "Ada", comment: "x".repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    const get = await callApi(`/api/approvals/${other.slug}/decision`);
    expect(get.status).toBe(405);
    expect(await rows(`SELECT id FROM proof_decisions WHERE proof_id = ${other.id}`)).toEqual([]);
  });

  it("refuses a decision on a version that is no longer the latest", async () => {
    const { body } = await createProof();
    await callApi(`/api/admin/proofs/${body.id}/versions`, { method: "POST", headers: bearer, body: upload({}, { bytes: PNG, name: "v2.png", type: "image/png" }) }, staff);
    const stale = await decide(body.slug, { decision: "approved", name: "Ada", version: 1 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toBe(proofMessages.newerVersion);
  });

  it("tells staff through the webhook, once, and records the delivery", async () => {
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
    const target = { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/proofs" };
    const { body } = await createProof();
    expect((await decide(body.slug, { decision: "changes_requested", name: "Ada", comment: "Swap the photo" }, target)).status).toBe(200);
    expect(hook).toHaveBeenCalledOnce();
    const [url, init] = hook.mock.calls[0]!;
    expect(url).toBe(target.NOTIFY_WEBHOOK_URL);
    expect(new Headers(init?.headers).get("idempotency-key")).toMatch(/^proof-decision-\d+$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ type: "proof_decision", title: "Spring leaflet", decision: "changes_requested", name: "Ada", comment: "Swap the photo", version: 1 });
    expect(await rows("SELECT delivery_status, delivery_attempts FROM proof_decisions")).toEqual([{ delivery_status: "delivered", delivery_attempts: 1 }]);
  });

  it("keeps the decision and marks it undelivered when the webhook fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    const { body } = await createProof();
    expect((await decide(body.slug, { decision: "approved", name: "Ada" }, { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/proofs" })).status).toBe(200);
    expect(await rows("SELECT delivery_status, delivery_error FROM proof_decisions")).toEqual([{ delivery_status: "failed", delivery_error: "HTTP 500" }]);
  });
});

describe("the decision under generated hostile input", () => {
  it("never answers 5xx, and stores at most one valid decision", { timeout: 300_000 }, async () => {
    const { body: proof } = await createProof();
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "   ", "<script>alert(1)</script>", "\u0000\u202e", "x".repeat(6000)));
    const field = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
    const body = fc.record({ decision: fc.oneof(fc.constantFrom("approved", "changes_requested", "APPROVED", ""), field), name: fc.oneof(text, field), comment: fc.oneof(text, field), version: fc.oneof(fc.integer({ min: -1, max: 3 }), field) }, { requiredKeys: [] });
    const runs = Math.max(100, Math.floor(Number(env.FUZZ_RUNS ?? 2000) / 4));
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("application/json", "text/plain", undefined), async (payload, type) => {
        const response = await postJson(`/api/approvals/${proof.slug}/decision`, payload, type ? { "content-type": type } : { "content-type": "" }, { RATE_LIMIT_PROOF: "1000000/60" });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(((await response.json()) as { error: unknown }).error).toEqual(expect.any(String));
      }),
      { numRuns: runs },
    );
    const decisions = await rows<{ decision: string; name: string; comment: string | null }>("SELECT decision, name, comment FROM proof_decisions");
    expect(decisions.length).toBeLessThanOrEqual(1);
    for (const decision of decisions) {
      expect(["approved", "changes_requested"]).toContain(decision.decision);
      expect(decision.name.trim()).not.toBe("");
      if (decision.decision === "changes_requested") expect(decision.comment?.trim()).toBeTruthy();
    }
  });
});

describe("versions and the staff view", () => {
  it("version 2 replaces what the link shows; earlier decisions become history; staff see it all in order", async () => {
    const { body } = await createProof();
    await view(body.slug);
    await decide(body.slug, { decision: "changes_requested", name: "Ada", comment: "Bigger logo" });
    const added = await callApi(`/api/admin/proofs/${body.id}/versions`, { method: "POST", headers: bearer, body: upload({}, { bytes: PNG, name: "leaflet v2.png", type: "image/png" }) }, staff);
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ id: body.id, version: 2 });

    const proof = await view(body.slug);
    expect(proof).toMatchObject({ version: 2, contentType: "image/png", decision: null, history: [{ version: 1, decision: "changes_requested", comment: "Bigger logo", name: "Ada" }] });
    const file = await callApi(`/api/approvals/${body.slug}/file`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await decide(body.slug, { decision: "approved", name: "Ada", version: 2 })).status).toBe(200);

    const detail = (await (await callApi(`/api/admin/proofs/${body.id}`, { headers: bearer }, staff)).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ id: body.id, slug: body.slug, title: "Spring leaflet", url: body.url });
    expect((detail["versions"] as { version: number }[]).map((version) => version.version)).toEqual([1, 2]);
    expect((detail["decisions"] as { version: number; decision: string }[]).map((d) => [d.version, d.decision])).toEqual([
      [1, "changes_requested"],
      [2, "approved"],
    ]);
    expect((detail["audit"] as { event: string; version: number }[]).map((entry) => [entry.event, entry.version])).toEqual([
      ["created", 1],
      ["first_viewed", 1],
      ["decided", 1],
      ["version_added", 2],
      ["decided", 2],
    ]);

    const list = (await (await callApi("/api/admin/proofs", { headers: bearer }, staff)).json()) as { proofs: Record<string, unknown>[] };
    expect(list.proofs).toEqual([expect.objectContaining({ id: body.id, latest_version: 2, latest_decision: "approved" })]);
  });

  it("answers 404 for a proof id that does not exist", async () => {
    expect((await callApi("/api/admin/proofs/999", { headers: bearer }, staff)).status).toBe(404);
    expect((await callApi("/api/admin/proofs/999", { method: "DELETE", headers: bearer }, staff)).status).toBe(404);
    expect((await callApi("/api/admin/proofs/abc", { headers: bearer }, staff)).status).toBe(404);
  });
});

describe("the approval page's status", () => {
  const assets = {
    fetch: (async (input: RequestInfo | URL) =>
      new Response(`shell:${new URL(String(input instanceof Request ? input.url : input)).pathname}`, {
        headers: { "content-type": "text/html", "content-security-policy": "default-src 'none'; frame-src 'none'; frame-ancestors 'none'" },
      })) as typeof fetch,
  };

  it("is 200 with the approval shell for a live link, 404 with the not-found shell otherwise; never cached", async () => {
    const { body } = await createProof();
    const live = await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, assets);
    expect(live.status).toBe(200);
    expect(await live.text()).toBe("shell:/_shells/approval");
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(live.headers.get("x-robots-tag")).toContain("noindex");
    // The site's own policy, unchanged: the page frames nothing (PDFs are drawn by pdf.js).
    expect(live.headers.get("content-security-policy")).toBe("default-src 'none'; frame-src 'none'; frame-ancestors 'none'");
    const unknown = await approvalPage(new Request(`${ORIGIN}/approval/nope`), "nope", env.DB, assets);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("shell:/_shells/approval-gone");
    await callApi(`/api/admin/proofs/${body.id}`, { method: "DELETE", headers: bearer }, staff);
    expect((await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, assets)).status).toBe(404);
  });

  it("writes the link's own slug into the shell's script-free download link", async () => {
    const { body } = await createProof();
    const shell = `<noscript><a href="${approvalFileUrl(APPROVAL_SHELL_SLUG)}?download">Download the proof</a></noscript>`;
    const withLink = { fetch: (async () => new Response(shell, { headers: { "content-type": "text/html", "content-length": String(shell.length) } })) as typeof fetch };
    const live = await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, withLink);
    expect(await live.text()).toBe(`<noscript><a href="/api/approvals/${body.slug}/file?download">Download the proof</a></noscript>`);
    expect(live.headers.get("content-length")).toBeNull();
    const head = await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`, { method: "HEAD" }), body.slug, env.DB, withLink);
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });
});

describe("retention", () => {
  it(`deletes a proof's files and rows ${RETENTION.proofDaysAfterClosing} days after its link closed, not before`, async () => {
    const old = await createProof({ title: "Old" });
    const recent = await createProof({ title: "Recent" });
    await decide(old.body.slug, { decision: "approved", name: "Ada" });
    const now = Date.now();
    await env.DB.prepare("UPDATE proofs SET expires_at = ?2 WHERE id = ?1").bind(old.body.id, new Date(now - (RETENTION.proofDaysAfterClosing + 1) * DAY).toISOString()).run();
    await env.DB.prepare("UPDATE proofs SET revoked_at = ?2 WHERE id = ?1").bind(recent.body.id, new Date(now - (RETENTION.proofDaysAfterClosing - 1) * DAY).toISOString()).run();
    const report = await purgeExpired(env.DB, now, env.PROOFS);
    expect(report["proofs"]).toBe(1);
    expect(await rows("SELECT title FROM proofs")).toEqual([{ title: "Recent" }]);
    for (const table of ["proof_versions", "proof_audit"]) {
      expect(await rows(`SELECT DISTINCT proof_id FROM ${table}`), table).toEqual([{ proof_id: recent.body.id }]);
    }
    expect(await rows("SELECT id FROM proof_decisions")).toEqual([]);
    const keys = (await env.PROOFS.list()).objects.map((object) => object.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^proofs/${recent.body.id}/`));
  });

  it("finds closed proofs by an index, not a scan", async () => {
    for (const column of ["expires_at", "revoked_at"]) {
      const plan = await rows<{ detail: string }>(`EXPLAIN QUERY PLAN SELECT id FROM proofs WHERE ${column} < '2026-01-01'`);
      expect(plan.map((step) => step.detail).join(" "), column).toMatch(/USING (COVERING )?INDEX/);
    }
  });

  it("is what the privacy policy states", () => {
    const retention = policies.find((policy) => policy.path === "/privacy-policy")?.sections?.find((section) => "id" in section && section.id === "retention");
    expect(JSON.stringify(retention)).toContain(`deleted automatically ${RETENTION.proofDaysAfterClosing} days after the link expired or was withdrawn`);
  });
});
