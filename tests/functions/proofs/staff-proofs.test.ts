// The console's proof actions against a real D1 and R2: each names the signed-in person in the
// audit trail; two revocations at once stay consistent; expiry can be extended; staff preview any
// version without it counting as the client's first view.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REVOKED_DETAIL } from "../../../functions/lib/tools/proofs/proof-lifecycle.ts";
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import { callApi, rows } from "../call-api.ts";
import { asStaff, bearer, createProof, DAY, jsonBody, PDF, PNG, staff, upload } from "./proof-requests.ts";

const ADA = "ada@example.com";
const GRACE = "grace@example.com";

const detailOf = async (id: number) =>
  (await callApi(`/api/admin/proofs/${id}`, { headers: bearer }, staff)).json<ProofDetail>();
const revoke = (email: string, id: number) => asStaff(email, `/api/admin/proofs/${id}`, { method: "DELETE" });
const extend = (email: string, id: number, body: unknown) =>
  asStaff(email, `/api/admin/proofs/${id}/expiry`, jsonBody(body));

async function createAs(email: string, title = "Spring leaflet") {
  const response = await asStaff(email, "/api/admin/proofs", {
    method: "POST",
    body: upload({ title, client_name: "Harbour Trust" }, { bytes: PDF, name: "leaflet.pdf", type: "application/pdf" }),
  });
  expect(response.status).toBe(201);
  return response.json<{ id: number; slug: string }>();
}

describe("who did what", () => {
  it("records the signed-in person who created, added a version, extended and revoked; a script is the staff token", async () => {
    const { id } = await createAs(ADA);
    const added = await asStaff(GRACE, `/api/admin/proofs/${id}/versions`, {
      method: "POST",
      body: upload({}, { bytes: PNG, name: "v2.png", type: "image/png" }),
    });
    expect(added.status).toBe(201);
    const extended = await extend(ADA, id, { days: 30 });
    expect(extended.status).toBe(200);
    const { expires_at } = await extended.json<{ expires_at: string }>();
    expect((await revoke(GRACE, id)).status).toBe(200);
    const { audit } = await detailOf(id);
    expect(audit.map((entry) => [entry.event, entry.version, entry.actor])).toEqual([
      ["created", 1, ADA],
      ["version_added", 2, GRACE],
      ["extended", null, ADA],
      ["revoked", null, GRACE],
    ]);
    expect(audit[2]?.detail).toBe(`Open until ${expires_at}`);
    expect(audit[3]?.detail).toBe(REVOKED_DETAIL.revoked);
    const script = await createProof();
    expect((await detailOf(script.body.id)).audit.map((entry) => entry.actor)).toEqual(["staff token"]);
  });
});

describe("revoking", () => {
  it("twice at once leaves one audit row each, one revoked_at, and says which request found it revoked", async () => {
    const { id, slug } = await createAs(ADA);
    const answers = await Promise.all([revoke(ADA, id), revoke(GRACE, id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const bodies = await Promise.all(
      answers.map((answer) => answer.json<{ revoked_at: string; already_revoked: boolean }>()),
    );
    const [stored] = await rows<{ revoked_at: string }>(`SELECT revoked_at FROM proofs WHERE id = ${id}`);
    expect(bodies.map((body) => body.revoked_at)).toEqual([stored?.revoked_at, stored?.revoked_at]);
    expect(bodies.map((body) => body.already_revoked).sort()).toEqual([false, true]);
    const revoked = (await detailOf(id)).audit.filter((entry) => entry.event === "revoked");
    expect(revoked.map((entry) => entry.actor).sort()).toEqual([ADA, GRACE]);
    expect(revoked.map((entry) => entry.detail).sort()).toEqual(
      [`${REVOKED_DETAIL.already} on ${stored?.revoked_at}`, REVOKED_DETAIL.revoked].sort(),
    );
    expect((await callApi(`/api/approvals/${slug}`)).status).toBe(404);

    // A later revocation changes nothing but still says who tried.
    const again = await revoke(ADA, id);
    expect(await again.json()).toEqual({ id, revoked_at: stored?.revoked_at, already_revoked: true });
    expect((await detailOf(id)).audit.filter((entry) => entry.event === "revoked")).toHaveLength(3);
  });

  it("answers 404 for a proof that does not exist, and writes nothing", async () => {
    expect((await revoke(ADA, 404)).status).toBe(404);
    expect(await rows("SELECT id FROM proof_audit")).toEqual([]);
  });
});

describe("extending the expiry", () => {
  it("counts the days from now, and reopens an expired link", async () => {
    const { id, slug } = await createAs(ADA);
    await env.DB.prepare("UPDATE proofs SET expires_at = ?2 WHERE id = ?1")
      .bind(id, new Date(Date.now() - DAY).toISOString())
      .run();
    expect((await callApi(`/api/approvals/${slug}`)).status).toBe(404);
    expect((await detailOf(id)).status).toBe("expired");
    const before = Date.now();
    const response = await extend(GRACE, id, { days: 7 });
    const { expires_at } = await response.json<{ expires_at: string }>();
    expect(Date.parse(expires_at) - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(Date.parse(expires_at) - before).toBeLessThan(7 * DAY + 60_000);
    expect((await callApi(`/api/approvals/${slug}`)).status).toBe(200);
    expect(await detailOf(id)).toMatchObject({ status: "live", expires_at });
  });

  it("refuses days outside 1 to 90 and bodies that are not JSON, changing nothing", async () => {
    const { id } = await createAs(ADA);
    const { expires_at } = await detailOf(id);
    for (const body of [{ days: 0 }, { days: 91 }, { days: 1.5 }, { days: "7" }, {}]) {
      const response = await extend(ADA, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "bad_request",
        issues: { days: expect.stringContaining("from 1 to 90") },
      });
    }
    const form = await asStaff(ADA, `/api/admin/proofs/${id}/expiry`, { method: "POST", body: upload({ days: "7" }) });
    expect(form.status).toBe(415);
    expect(await detailOf(id)).toMatchObject({ expires_at, audit: [expect.objectContaining({ event: "created" })] });
  });

  it("answers 409 for a revoked proof and 404 for an unknown one", async () => {
    const { id, slug } = await createAs(ADA);
    await revoke(ADA, id);
    const refused = await extend(GRACE, id, { days: 7 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "conflict", error: expect.stringContaining("revoked") });
    expect((await detailOf(id)).audit.map((entry) => entry.event)).toEqual(["created", "revoked"]);
    expect((await callApi(`/api/approvals/${slug}`)).status).toBe(404);
    expect((await extend(ADA, 999, { days: 7 })).status).toBe(404);
  });
});

describe("staff preview of a version's file", () => {
  it("serves each version as the client gets it, for a closed link too, without recording a view", async () => {
    const { id } = await createAs(ADA);
    await asStaff(ADA, `/api/admin/proofs/${id}/versions`, {
      method: "POST",
      body: upload({}, { bytes: PNG, name: "poster.png", type: "image/png" }),
    });
    await revoke(ADA, id);
    const pdf = await callApi(`/api/admin/proofs/${id}/versions/1/file`, { headers: bearer }, staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; filename="leaflet.pdf"/);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const png = await callApi(`/api/admin/proofs/${id}/versions/2/file?download`, { headers: bearer }, staff);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toMatch(/^attachment; filename="poster.png"/);
    expect(png.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG);
    const detail = await detailOf(id);
    expect(detail.first_viewed_at).toBeNull();
    expect(detail.audit.map((entry) => entry.event)).not.toContain("first_viewed");
  });

  it("answers 404 for a version that does not exist, and 401 without a sign-in", async () => {
    const { id } = await createAs(ADA);
    for (const version of ["2", "0", "x"])
      expect(
        (await callApi(`/api/admin/proofs/${id}/versions/${version}/file`, { headers: bearer }, staff)).status,
      ).toBe(404);
    expect((await callApi(`/api/admin/proofs/${id}/versions/1/file`, {}, staff)).status).toBe(401);
  });
});
