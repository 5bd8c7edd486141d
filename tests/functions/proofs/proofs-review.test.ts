// Proof approvals: the reviewer opens the link and sees the latest version, and the
// approval page states the proof's status.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { approvalPage } from "../../../functions/lib/tools/proofs/approval-shell-response.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { approvalFileContract } from "#shared/api/proofs-approvals.ts";
import { APPROVAL_SHELL_SLUG, proofMessages, type PublicProof } from "#shared/api/proofs.ts";
import { ORIGIN, callApi, rows } from "../call-api.ts";
import { staff, bearer, PDF, PNG, upload, createProof, decide, view } from "./proof-requests.ts";

describe("the reviewer's link", () => {
  it("shows the latest version to the reviewer, without staff notes, and records the first view once", async () => {
    const { body } = await createProof({
      title: "Statement",
      client_name: "Harbour Trust",
      notes: "Internal: client is touchy about the CEO quote",
    });
    const first = await callApi(`/api/approvals/${body.slug}`);
    expect(first.status).toBe(200);
    const proof = await first.json<PublicProof>();
    expect(proof).toMatchObject({
      title: "Statement",
      clientName: "Harbour Trust",
      version: 1,
      contentType: "application/pdf",
      expiresAt: body.expires_at,
      decision: null,
      history: [],
    });
    expect(JSON.stringify(proof)).not.toContain("touchy");
    await view(body.slug);
    expect(await rows("SELECT event FROM proof_audit ORDER BY id")).toEqual([
      { event: "created" },
      { event: "first_viewed" },
    ]);
  });

  it("serves the file inline with nosniff, a download name, and a sandbox whatever its type", async () => {
    const { body } = await createProof();
    const file = await callApi(`/api/approvals/${body.slug}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe(
      `inline; filename="leaflet v1.pdf"; filename*=UTF-8''leaflet%20v1.pdf`,
    );
    expect(file.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const download = await callApi(`/api/approvals/${body.slug}/file?download`);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="leaflet v1.pdf"/);
    // An image is sandboxed too: opened on its own it is a document of the site's origin.
    const image = await createProof({ title: "Poster" }, { bytes: PNG, name: "poster.png", type: "image/png" });
    for (const path of [`/api/approvals/${image.body.slug}/file`, `/api/approvals/${image.body.slug}/file?download`]) {
      const png = await callApi(path);
      expect(png.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
      expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    }
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
    await env.DB.prepare("UPDATE proofs SET expires_at = ?1")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    const response = await callApi(`/api/approvals/${body.slug}`);
    expect(response.status).toBe(404);
    expect((await response.json<{ error: string }>()).error).toBe(proofMessages.notFound);
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
    const detail = await (
      await callApi(`/api/admin/proofs/${body.id}`, { headers: bearer }, staff)
    ).json<{ revoked_at: string; audit: { event: string }[] }>();
    expect(detail.revoked_at).toEqual(expect.any(String));
    expect(detail.audit.map((entry) => entry.event)).toEqual(["created", "first_viewed", "revoked"]);
    // A new version cannot bring a revoked link back.
    const again = await callApi(
      `/api/admin/proofs/${body.id}/versions`,
      { method: "POST", headers: bearer, body: upload({}, { bytes: PDF, name: "v2.pdf", type: "application/pdf" }) },
      staff,
    );
    expect(again.status).toBe(409);
  });
});

describe("the approval page's status", () => {
  // The shells as a deployment may hand them to a function: without the site's _headers.
  const assets = {
    fetch: (async (input: RequestInfo | URL) =>
      new Response(`shell:${new URL(String(input instanceof Request ? input.url : input)).pathname}`, {
        headers: { "content-type": "text/html" },
      })) as typeof fetch,
  };
  const page = { turnstile: false };

  it("is 200 with the approval shell for a live link, 404 with the not-found shell otherwise; never cached", async () => {
    const { body } = await createProof();
    const live = await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, assets, page);
    expect(live.status).toBe(200);
    expect(await live.text()).toBe("shell:/_shells/approval");
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(live.headers.get("x-robots-tag")).toContain("noindex");
    const unknown = await approvalPage(new Request(`${ORIGIN}/approval/nope`), "nope", env.DB, assets, page);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("shell:/_shells/approval-gone");
    await callApi(`/api/admin/proofs/${body.id}`, { method: "DELETE", headers: bearer }, staff);
    expect(
      (await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, assets, page)).status,
    ).toBe(404);
  });

  it("writes the link's own slug into the shell's script-free download link", async () => {
    const { body } = await createProof();
    const shell = `<noscript><a href="${apiUrl(approvalFileContract, { slug: APPROVAL_SHELL_SLUG })}?download">Download the proof</a></noscript>`;
    const withLink = {
      fetch: (async () =>
        new Response(shell, {
          headers: { "content-type": "text/html", "content-length": String(shell.length) },
        })) as typeof fetch,
    };
    const live = await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, withLink, page);
    expect(await live.text()).toBe(
      `<noscript><a href="/api/approvals/${body.slug}/file?download">Download the proof</a></noscript>`,
    );
    expect(live.headers.get("content-length")).toBeNull();
    const head = await approvalPage(
      new Request(`${ORIGIN}/approval/${body.slug}`, { method: "HEAD" }),
      body.slug,
      env.DB,
      withLink,
      page,
    );
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it("sets its own security headers, allowing only the shell's inline script, on every answer", async () => {
    const { body } = await createProof();
    const early = "window.early = 1;";
    const shell = `<!doctype html><script>${early}</script><script type="application/ld+json">{}</script><script type="module" src="/assets/app.js"></script>`;
    const bare = {
      fetch: (async () => new Response(shell, { headers: { "content-type": "text/html" } })) as typeof fetch,
    };
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(early)))))}'`;
    for (const answer of [
      await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, bare, page),
      await approvalPage(new Request(`${ORIGIN}/approval/nope`), "nope", env.DB, bare, page),
      await approvalPage(
        new Request(`${ORIGIN}/approval/${body.slug}`, { method: "HEAD" }),
        body.slug,
        env.DB,
        bare,
        page,
      ),
    ]) {
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(/script-src [^;]*/.exec(csp)?.[0]).toBe(`script-src 'self' ${hash}`);
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("strict-transport-security")).toContain("max-age=");
    }
    const withTurnstile = await approvalPage(new Request(`${ORIGIN}/approval/${body.slug}`), body.slug, env.DB, bare, {
      turnstile: true,
    });
    expect(withTurnstile.headers.get("content-security-policy")).toContain(
      "frame-src https://challenges.cloudflare.com",
    );
    const broken = {
      prepare: () => {
        throw new Error("down");
      },
    } as unknown as D1Database;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const unavailable = await approvalPage(
      new Request(`${ORIGIN}/approval/${body.slug}`),
      body.slug,
      broken,
      bare,
      page,
    );
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(unavailable.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
