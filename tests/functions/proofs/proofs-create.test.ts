// Proof approvals against a real local D1 and R2: staff create and revise proofs with
// the admin token, and read every version, decision and audit entry in the staff view.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PROOF_LIMITS } from "#shared/api/proofs.ts";
import { callApi, rows } from "../call-api.ts";
import { staff, bearer, DAY, PDF, PNG, HTML, upload, createProof, decide, view } from "./proof-requests.ts";

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
    const [version] = await rows<{ file_key: string; content_type: string; file_name: string; size: number }>(
      "SELECT * FROM proof_versions",
    );
    expect(version).toMatchObject({
      content_type: "application/pdf",
      file_name: "leaflet v1.pdf",
      size: PDF.byteLength,
    });
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
    const none = await callApi(
      "/api/admin/proofs",
      { method: "POST", body: upload({ title: "x" }, { bytes: PDF, name: "a.pdf", type: "application/pdf" }) },
      staff,
    );
    expect(none.status).toBe(401);
    const wrong = await callApi(
      "/api/admin/proofs",
      {
        method: "POST",
        headers: { authorization: "Bearer not-the-token-not-the-token-xxxxx" },
        body: upload({ title: "x" }, { bytes: PDF, name: "a.pdf", type: "application/pdf" }),
      },
      staff,
    );
    expect(wrong.status).toBe(401);
    expect((await callApi("/api/admin/proofs", { headers: { authorization: "Bearer wrong" } }, staff)).status).toBe(
      401,
    );
    expect(await rows("SELECT id FROM proofs")).toEqual([]);
    expect((await env.PROOFS.list()).objects).toEqual([]);
  });

  it("is not there at all without a configured token (404)", async () => {
    expect((await callApi("/api/admin/proofs", { headers: bearer })).status).toBe(404);
  });

  it("refuses an HTML file named .pdf with 415, whatever type the upload claims", async () => {
    const { response, body } = await createProof(
      { title: "Sneaky" },
      { bytes: HTML, name: "proof.pdf", type: "application/pdf" },
    );
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
    const { response } = await createProof(
      { title: "Huge" },
      { bytes: big, name: "huge.pdf", type: "application/pdf" },
    );
    expect(response.status).toBe(413);
    expect(await rows("SELECT id FROM proofs")).toEqual([]);
  });

  it("refuses a missing title or file, a bad expiry and a JSON body", async () => {
    expect((await createProof({}, { bytes: PDF, name: "a.pdf", type: "application/pdf" })).response.status).toBe(400);
    expect(
      (
        await callApi(
          "/api/admin/proofs",
          { method: "POST", headers: bearer, body: upload({ title: "No file" }) },
          staff,
        )
      ).status,
    ).toBe(400);
    expect((await createProof({ title: "t", expires_in_days: "0" })).response.status).toBe(400);
    expect((await createProof({ title: "t", expires_in_days: "91" })).response.status).toBe(400);
    expect((await createProof({ title: "t", expires_in_days: "soon" })).response.status).toBe(400);
    const json = await callApi(
      "/api/admin/proofs",
      {
        method: "POST",
        headers: { ...bearer, "content-type": "application/json" },
        body: JSON.stringify({ title: "t" }),
      },
      staff,
    );
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

describe("versions and the staff view", () => {
  it("version 2 replaces what the link shows; earlier decisions become history; staff see it all in order", async () => {
    const { body } = await createProof();
    await view(body.slug);
    await decide(body.slug, { decision: "changes_requested", name: "Ada", comment: "Bigger logo" });
    const added = await callApi(
      `/api/admin/proofs/${body.id}/versions`,
      { method: "POST", headers: bearer, body: upload({}, { bytes: PNG, name: "leaflet v2.png", type: "image/png" }) },
      staff,
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ id: body.id, version: 2 });

    const proof = await view(body.slug);
    expect(proof).toMatchObject({
      version: 2,
      contentType: "image/png",
      decision: null,
      history: [{ version: 1, decision: "changes_requested", comment: "Bigger logo", name: "Ada" }],
    });
    const file = await callApi(`/api/approvals/${body.slug}/file`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await decide(body.slug, { decision: "approved", name: "Ada", version: 2 })).status).toBe(200);

    const detail = await (
      await callApi(`/api/admin/proofs/${body.id}`, { headers: bearer }, staff)
    ).json<Record<string, unknown>>();
    expect(detail).toMatchObject({ id: body.id, slug: body.slug, title: "Spring leaflet", url: body.url });
    expect((detail["versions"] as { version: number }[]).map((version) => version.version)).toEqual([1, 2]);
    expect(
      (detail["decisions"] as { version: number; decision: string }[]).map((d) => [d.version, d.decision]),
    ).toEqual([
      [1, "changes_requested"],
      [2, "approved"],
    ]);
    expect(
      (detail["audit"] as { event: string; version: number }[]).map((entry) => [entry.event, entry.version]),
    ).toEqual([
      ["created", 1],
      ["first_viewed", 1],
      ["decided", 1],
      ["version_added", 2],
      ["decided", 2],
    ]);

    const list = await (
      await callApi("/api/admin/proofs", { headers: bearer }, staff)
    ).json<{ rows: Record<string, unknown>[] }>();
    expect(list.rows).toEqual([
      expect.objectContaining({
        id: body.id,
        status: "live",
        latest_version: 2,
        latest_decision: expect.objectContaining({ decision: "approved", version: 2, name: "Ada" }),
      }),
    ]);
  });

  it("answers 404 for a proof id that does not exist", async () => {
    expect((await callApi("/api/admin/proofs/999", { headers: bearer }, staff)).status).toBe(404);
    expect((await callApi("/api/admin/proofs/999", { method: "DELETE", headers: bearer }, staff)).status).toBe(404);
    expect((await callApi("/api/admin/proofs/abc", { headers: bearer }, staff)).status).toBe(404);
  });
});
