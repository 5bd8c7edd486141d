// Proof approvals: closed proofs' files and rows are deleted when the privacy policy says.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { purgeExpired } from "../../../functions/lib/platform/purge.ts";
import { RETENTION } from "#shared/retention.ts";
import { policies } from "../../../web/content/policies.ts";
import { rows } from "../call-api.ts";
import { DAY, createProof, decide } from "./proof-requests.ts";

describe("retention", () => {
  it(`deletes a proof's files and rows ${RETENTION.proofDaysAfterClosing} days after its link closed, not before`, async () => {
    const old = await createProof({ title: "Old" });
    const recent = await createProof({ title: "Recent" });
    await decide(old.body.slug, { decision: "approved", name: "Ada" });
    const now = Date.now();
    await env.DB.prepare("UPDATE proofs SET expires_at = ?2 WHERE id = ?1")
      .bind(old.body.id, new Date(now - (RETENTION.proofDaysAfterClosing + 1) * DAY).toISOString())
      .run();
    await env.DB.prepare("UPDATE proofs SET revoked_at = ?2 WHERE id = ?1")
      .bind(recent.body.id, new Date(now - (RETENTION.proofDaysAfterClosing - 1) * DAY).toISOString())
      .run();
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
      const plan = await rows<{ detail: string }>(
        `EXPLAIN QUERY PLAN SELECT id FROM proofs WHERE ${column} < '2026-01-01'`,
      );
      expect(plan.map((step) => step.detail).join(" "), column).toMatch(/USING (COVERING )?INDEX/);
    }
  });

  it("is what the privacy policy states", () => {
    const retention = policies
      .find((policy) => policy.path === "/privacy-policy")
      ?.sections?.find((section) => "id" in section && section.id === "retention");
    expect(JSON.stringify(retention)).toContain(
      `deleted automatically ${RETENTION.proofDaysAfterClosing} days after the link expired or was withdrawn`,
    );
  });
});
