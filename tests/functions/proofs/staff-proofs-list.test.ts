// The console's list of proofs: newest first a page at a time, filtered by whether each link works
// and searched by title or client, with each proof's latest version and decision; quick with 1,000.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listQueries } from "../../../functions/lib/tools/proofs/proof-list.ts";
import type { ProofListRow } from "#shared/api/proofs-staff.ts";
import { callApi } from "../call-api.ts";
import { bearer, createProof, DAY, decide, PNG, staff, upload, view } from "./proof-requests.ts";

interface Page {
  rows: ProofListRow[];
  total: number;
  next: number | null;
}
const list = async (query = "") =>
  (await callApi(`/api/admin/proofs${query}`, { headers: bearer }, staff)).json<Page>();

/** `count` proofs written straight into D1, each with one version; ids 1..count. */
async function seed(count: number): Promise<void> {
  const at = new Date().toISOString();
  const expires = new Date(Date.now() + 14 * DAY).toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO proofs (slug, title, client_name, created_at, expires_at) SELECT printf('slug%018d', i), 'Proof ' || i, 'Client ' || (i % 7), ?2, ?3 FROM n`,
    ).bind(count, at, expires),
    env.DB.prepare(
      "INSERT INTO proof_versions (proof_id, version, file_key, file_name, content_type, size, created_at) SELECT id, 1, 'k' || id, 'p.pdf', 'application/pdf', 10, ?1 FROM proofs",
    ).bind(at),
  ]);
}

describe("the list of proofs", () => {
  it("pages through 1,000 proofs newest first, 50 at a time, to the last", async () => {
    await seed(1000);
    const first = await list();
    expect(first.total).toBe(1000);
    expect(first.rows.map((row) => row.id)).toEqual(Array.from({ length: 50 }, (_, index) => 1000 - index));
    expect(first.next).toBe(951);
    const second = await list(`?before=${first.next}`);
    expect(second.rows[0]?.id).toBe(950);
    expect(second.total).toBe(1000);
    const last = await list("?before=21");
    expect(last.rows.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, index) => 20 - index));
    expect(last.next).toBeNull();
  });

  it("reads each row's latest version and decision through indexes, not a scan per proof", async () => {
    for (const status of [undefined, "live", "revoked"] as const) {
      const { page } = listQueries({ before: 500, limit: 50, status, q: "Harbour" }, new Date());
      const plan = (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
          .bind(...page.values)
          .all<{ detail: string }>()
      ).results.map((step) => step.detail);
      expect(
        plan.filter((detail) => /^SCAN (v|d|proof_versions|proof_decisions)\b/.test(detail)),
        plan.join("\n"),
      ).toEqual([]);
      // The cursor seeks: the page starts at its row, however deep.
      expect(plan.join("\n")).toMatch(/^SEARCH p USING .*rowid<\?/m);
    }
  });

  it("filters by whether the link works now: live, expired or revoked", async () => {
    const live = await createProof({ title: "Live one" });
    const expired = await createProof({ title: "Expired one" });
    const revoked = await createProof({ title: "Revoked one" });
    await env.DB.prepare("UPDATE proofs SET expires_at = ?2 WHERE id = ?1")
      .bind(expired.body.id, new Date(Date.now() - 1000).toISOString())
      .run();
    await callApi(`/api/admin/proofs/${revoked.body.id}`, { method: "DELETE", headers: bearer }, staff);
    const all = await list();
    expect(all.rows.map((row) => [row.title, row.status])).toEqual([
      ["Revoked one", "revoked"],
      ["Expired one", "expired"],
      ["Live one", "live"],
    ]);
    for (const [status, id] of [
      ["live", live.body.id],
      ["expired", expired.body.id],
      ["revoked", revoked.body.id],
    ] as const) {
      const filtered = await list(`?status=${status}`);
      expect(
        filtered.rows.map((row) => row.id),
        status,
      ).toEqual([id]);
      expect(filtered.total).toBe(1);
    }
    expect((await list("?status=unknown")).total).toBe(3);
  });

  it("searches titles and clients' names, ignoring case, with % and _ taken literally, however long", async () => {
    await createProof({ title: "Spring leaflet", client_name: "Harbour Trust" });
    await createProof({ title: "Annual report", client_name: "Moorland Homes" });
    await createProof({ title: "100% recycled poster" });
    await createProof({ title: "1000 posters" });
    expect((await list("?q=harbour")).rows.map((row) => row.title)).toEqual(["Spring leaflet"]);
    expect((await list("?q=REPORT")).rows.map((row) => row.title)).toEqual(["Annual report"]);
    expect((await list(`?q=${encodeURIComponent("100%")}`)).rows.map((row) => row.title)).toEqual([
      "100% recycled poster",
    ]);
    expect((await list("?q=_")).total).toBe(0);
    expect((await list("?q=posters&status=live")).total).toBe(1);
    expect((await list("?q=nothing like it")).rows).toEqual([]);
    // Up to a whole title: D1 would refuse a LIKE pattern this long.
    const long =
      "A statement on the consultation about the harbour's future, with the board's answers to every question raised";
    await createProof({ title: long });
    expect((await list(`?q=${encodeURIComponent(long.toUpperCase())}`)).rows.map((row) => row.title)).toEqual([long]);
  });

  it("shows the latest version, the decision on the highest version decided, and the client's link", async () => {
    const { body } = await createProof({ title: "Statement", client_name: "Harbour Trust" });
    expect((await list()).rows[0]).toMatchObject({
      latest_version: 1,
      latest_decision: null,
      client_name: "Harbour Trust",
      url: body.url,
    });
    await view(body.slug);
    await decide(body.slug, { decision: "changes_requested", name: "Ada Client", comment: "Shorter" });
    await callApi(
      `/api/admin/proofs/${body.id}/versions`,
      { method: "POST", headers: bearer, body: upload({}, { bytes: PNG, name: "v2.png", type: "image/png" }) },
      staff,
    );
    const [row] = (await list()).rows;
    expect(row).toMatchObject({
      latest_version: 2,
      latest_decision: {
        decision: "changes_requested",
        version: 1,
        name: "Ada Client",
        decided_at: expect.any(String),
      },
    });
  });
});
