// Proof approvals end to end: staff create a proof through the API, the client opens
// the link, asks for changes, staff add version 2, the client approves it; staff see both
// decisions in order. Links that do not work answer 404 with the not-found state. The PDF
// preview is in proofs-pdf.spec.ts.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, gotoHydrated, test } from "../fixtures.ts";
import { axeViolations } from "../axe.ts";
import { createProof, PNG, PNG_V2, staff } from "./proof-requests.ts";

test("a client asks for changes, then approves version 2; staff see both decisions in order", async ({
  page,
  request,
  consoleProblems,
}) => {
  const proof = await createProof(
    request,
    { title: "Spring leaflet", client_name: "Harbour Trust" },
    { name: "leaflet.png", mimeType: "image/png", buffer: PNG },
  );
  expect(proof.url).toMatch(new RegExp(`/approval/${proof.slug}$`));

  const opened = await page.goto(`/approval/${proof.slug}`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  // The site's own policy: a PDF proof is drawn by the page (pdf.js in a worker of its own
  // origin), so the page frames nothing of its own origin.
  const csp = opened?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/worker-src 'self'.*frame-ancestors 'none'/);
  expect(csp).not.toMatch(/frame-src[^;]*'self'/);
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await expect(page.getByRole("heading", { level: 1, name: "Spring leaflet" })).toBeVisible();
  await expect(
    page.getByText(
      /For Harbour Trust · Version 1 · Shared by Larkspur Strategy on \d{1,2} [A-Z][a-z]+ \d{4} · Link open until \d{1,2} [A-Z][a-z]+ \d{4}$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Proof: Spring leaflet, version 1" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download leaflet\.png/ })).toHaveAttribute(
    "href",
    `/api/approvals/${proof.slug}/file?download`,
  );

  // Asking for changes needs a comment: the error sits beside the field, which takes focus.
  await page.getByLabel("Your name (required)").fill("Ada Client");
  await page.getByRole("button", { name: "Request changes" }).click();
  const comment = page.getByRole("textbox", { name: "Comments" });
  await expect(page.getByText("Describe the changes you need.")).toBeVisible();
  await expect(comment).toBeFocused();
  await expect(comment).toHaveAttribute("aria-invalid", "true");
  await comment.fill("Please use the new logo on the cover.");
  await page.getByRole("button", { name: "Request changes" }).click();
  const requested = page.getByRole("heading", { name: "Changes requested: version 1" });
  await expect(requested).toBeFocused();

  const added = await request.post(`/api/admin/proofs/${proof.id}/versions`, {
    headers: staff,
    multipart: { file: { name: "leaflet v2.png", mimeType: "image/png", buffer: PNG_V2 } },
  });
  expect(added.status()).toBe(201);

  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByText(/Version 2 · /)).toBeVisible();
  await expect(page.getByRole("img", { name: "Proof: Spring leaflet, version 2" })).toBeVisible();
  const history = page.getByRole("region", { name: "Earlier versions" });
  await expect(history.getByText("Version 1: changes requested by Ada Client")).toBeVisible();
  await expect(history.getByText("Please use the new logo on the cover.")).toBeVisible();
  await page.getByLabel("Your name (required)").fill("Ada Client");
  await page.getByRole("button", { name: "Approve version 2" }).click();
  await expect(page.getByRole("heading", { name: "Approved: version 2" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Approve version 2" })).toHaveCount(0);

  const detail = (await (await request.get(`/api/admin/proofs/${proof.id}`, { headers: staff })).json()) as {
    decisions: { version: number; decision: string; name: string; comment: string | null }[];
    audit: { event: string }[];
  };
  expect(detail.decisions.map((d) => [d.version, d.decision, d.name, d.comment])).toEqual([
    [1, "changes_requested", "Ada Client", "Please use the new logo on the cover."],
    [2, "approved", "Ada Client", null],
  ]);
  expect(detail.audit.map((entry) => entry.event)).toEqual([
    "created",
    "first_viewed",
    "decided",
    "version_added",
    "decided",
  ]);

  // Decisions are final: the API says so plainly.
  const again = await request.post(`/api/approvals/${proof.slug}/decision`, {
    data: { decision: "changes_requested", name: "Someone", comment: "Wait" },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toContain("already been recorded");
  expect(consoleProblems).toEqual([]);
});

test("the reviewer's page has no axe violations: open, with errors, decided", async ({ page, request }) => {
  const proof = await createProof(
    request,
    { title: "Briefing note", client_name: "Harbour Trust" },
    { name: "note.png", mimeType: "image/png", buffer: PNG },
  );
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("button", { name: "Approve version 1" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByLabel("Your name (required)")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Your name (required)").fill("Ada Client");
  await page.getByRole("button", { name: "Approve version 1" }).click();
  await expect(page.getByRole("heading", { name: "Approved: version 1" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test("the reviewer's page works at 320 px and with text at 200%", async ({ page, request }) => {
  const proof = await createProof(
    request,
    { title: "A statement with a rather long title for a narrow screen" },
    { name: "statement.png", mimeType: "image/png", buffer: PNG },
  );
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await page.addStyleTag({ content: "html { font-size: 200% }" });
  await expect(page.getByRole("button", { name: "Approve version 1" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an expired link shows the not-found state with status 404, with or without script", async ({
  page,
  request,
  browser,
}) => {
  const proof = await createProof(
    request,
    { title: "Old news", expires_in_days: "1" },
    { name: "old.png", mimeType: "image/png", buffer: PNG },
  );
  expect((await page.goto(`/approval/${proof.slug}`))?.status()).toBe(200);
  // No request can move a link's expiry into the past, so the test writes it into this server's
  // local D1 the way staff would query it, with wrangler (tests/e2e/global-setup.ts).
  const state = process.env["E2E_STATE_DIR"];
  if (!state) throw new Error("E2E_STATE_DIR is not set by the global setup");
  await promisify(execFile)(
    join(process.cwd(), "node_modules", ".bin", "wrangler"),
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--command",
      `UPDATE proofs SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ${proof.id}`,
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    },
  );

  const expired = await page.goto(`/approval/${proof.slug}`);
  expect(expired?.status()).toBe(404);
  expect(expired?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Approval link not found or expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Homepage" })).toBeVisible();
  expect((await request.get(`/api/approvals/${proof.slug}`)).status()).toBe(404);
  expect((await request.get(`/api/approvals/${proof.slug}/file`)).status()).toBe(404);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  expect((await plain.goto(`/approval/${proof.slug}`))?.status()).toBe(404);
  await expect(plain.getByRole("heading", { level: 1, name: "Approval link not found or expired" })).toBeVisible();
  await noScript.close();
});

test("an unknown or revoked link answers 404", async ({ page, request }) => {
  expect((await page.goto("/approval/AAAAAAAAAAAAAAAAAAAAAA"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Approval link not found or expired" })).toBeVisible();
  const proof = await createProof(
    request,
    { title: "Withdrawn" },
    { name: "w.png", mimeType: "image/png", buffer: PNG },
  );
  expect((await request.delete(`/api/admin/proofs/${proof.id}`, { headers: staff })).status()).toBe(200);
  expect((await page.goto(`/approval/${proof.slug}`))?.status()).toBe(404);
});
