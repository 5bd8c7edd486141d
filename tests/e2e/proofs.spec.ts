// Proof approvals end to end (issue 27): staff create a proof through the API, the client opens
// the link, asks for changes, staff add version 2, the client approves it; staff see both
// decisions in order. Links that do not work answer 404 with the not-found state.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { minimalPdf } from "../fixtures/minimal-pdf.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
// Real images from the build, so the browser has something to draw.
const PNG = readFileSync(join(process.cwd(), "dist", "icons", "icon-192.png"));
const PNG_V2 = readFileSync(join(process.cwd(), "dist", "icons", "icon-512.png"));
const PDF = minimalPdf(["Press release draft v1"]);

async function createProof(request: APIRequestContext, fields: Record<string, string>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const response = await request.post("/api/admin/proofs", { headers: staff, multipart: { ...fields, file } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string; url: string; expires_at: string };
}

test("a client asks for changes, then approves version 2; staff see both decisions in order", async ({ page, request, consoleProblems }) => {
  const proof = await createProof(request, { title: "Spring leaflet", client_name: "Harbour Trust" }, { name: "leaflet.png", mimeType: "image/png", buffer: PNG });
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
  await expect(page.getByText(/For Harbour Trust · Version 1 · Shared by Larkspur Strategy on .* · Link open until /)).toBeVisible();
  await expect(page.getByRole("img", { name: "Proof: Spring leaflet, version 1" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download leaflet\.png/ })).toHaveAttribute("href", `/api/approvals/${proof.slug}/file?download`);

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

  const added = await request.post(`/api/admin/proofs/${proof.id}/versions`, { headers: staff, multipart: { file: { name: "leaflet v2.png", mimeType: "image/png", buffer: PNG_V2 } } });
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
  expect(detail.audit.map((entry) => entry.event)).toEqual(["created", "first_viewed", "decided", "version_added", "decided"]);

  // Decisions are final: the API says so plainly.
  const again = await request.post(`/api/approvals/${proof.slug}/decision`, { data: { decision: "changes_requested", name: "Someone", comment: "Wait" } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toContain("already been recorded");
  expect(consoleProblems).toEqual([]);
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("the reviewer's page has no axe violations: open, with errors, decided", async ({ page, request }) => {
  const proof = await createProof(request, { title: "Briefing note", client_name: "Harbour Trust" }, { name: "note.png", mimeType: "image/png", buffer: PNG });
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
  const proof = await createProof(request, { title: "A statement with a rather long title for a narrow screen" }, { name: "statement.png", mimeType: "image/png", buffer: PNG });
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await page.addStyleTag({ content: "html { font-size: 200% }" });
  await expect(page.getByRole("button", { name: "Approve version 1" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** pdf.js and its worker (about 1.7 MB) are fetched and compiled when a PDF proof is first shown. */
const PDF_READY = { timeout: 20_000 };

/** How many pixels of a canvas are dark: drawn text, not a blank page. */
function darkPixels(canvas: HTMLCanvasElement | SVGElement | HTMLElement): number {
  if (!(canvas instanceof HTMLCanvasElement)) return 0;
  const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) dark++;
  return dark;
}

test("a PDF proof is drawn as page images from the file endpoint, which stays sandboxed and not sniffed", async ({ page, request, consoleProblems }) => {
  const proof = await createProof(request, { title: "Annual report" }, { name: "report.pdf", mimeType: "application/pdf", buffer: PDF });
  const files: string[] = [];
  page.on("request", (sent) => files.push(new URL(sent.url()).pathname));
  await gotoHydrated(page, `/approval/${proof.slug}`);
  const first = page.getByRole("img", { name: "Page 1 of 1 of Annual report, version 1" });
  await expect(first).toBeVisible(PDF_READY);
  await expect.poll(() => first.evaluate(darkPixels), { message: "the page's text is drawn", ...PDF_READY }).toBeGreaterThan(200);
  await expect(page.getByRole("list", { name: "Pages of Annual report, version 1" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(files).toContain(`/api/approvals/${proof.slug}/file`);
  await expect(page.getByRole("link", { name: /Download report\.pdf/ })).toHaveAttribute("href", `/api/approvals/${proof.slug}/file?download`);

  const file = await request.get(`/api/approvals/${proof.slug}/file`);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-security-policy"]).toMatch(/^sandbox/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["content-disposition"]).toContain('filename="report.pdf"');
  expect(consoleProblems).toEqual([]);
});

test("pdf.js loads only with a PDF proof: not on an image proof, not in the service worker's precache", async ({ page, request }) => {
  const proof = await createProof(request, { title: "Poster" }, { name: "poster.png", mimeType: "image/png", buffer: PNG });
  const scripts: string[] = [];
  page.on("request", (sent) => scripts.push(new URL(sent.url()).pathname));
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("img", { name: "Proof: Poster, version 1" })).toBeVisible();
  expect(scripts.filter((path) => path.includes('/assets/pdf'))).toEqual([]);
  const worker = await (await request.get("/sw.js")).text();
  expect(worker).toContain("approval-page-");
  expect(worker).not.toMatch(/assets\/pdf/);
});

test("a long PDF shows its first 20 pages and says how many there are", async ({ page, request }) => {
  const pages = Array.from({ length: 22 }, (_, index) => `Page ${index + 1} of the long report`);
  const proof = await createProof(request, { title: "Long report" }, { name: "long.pdf", mimeType: "application/pdf", buffer: minimalPdf(pages) });
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("list", { name: "Pages of Long report, version 1" }).getByRole("listitem")).toHaveCount(20, PDF_READY);
  await expect(page.getByRole("img", { name: "Page 20 of 22 of Long report, version 1" })).toBeAttached();
  await expect(page.getByText("The preview shows the first 20 of 22 pages: download the PDF to see all 22 pages.")).toBeVisible();
  const last = page.getByRole("img", { name: "Page 20 of 22 of Long report, version 1" });
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate(darkPixels), { message: "a page is drawn once scrolled to", ...PDF_READY }).toBeGreaterThan(200);
});

test("a PDF that cannot be drawn falls back to the download link with a clear message", async ({ page, request }) => {
  // Starts like a PDF, so the upload accepts it, but has no pages to draw.
  const broken = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const proof = await createProof(request, { title: "Broken" }, { name: "broken.pdf", mimeType: "application/pdf", buffer: broken });
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("alert")).toHaveText("This PDF cannot be shown in the page. Download it below to read it.", PDF_READY);
  await expect(page.getByRole("link", { name: /Download broken\.pdf/ })).toBeVisible();
});

test("without script, a working link says the review needs JavaScript and offers the proof's download", async ({ browser, request }) => {
  const proof = await createProof(request, { title: "Plain" }, { name: "plain.pdf", mimeType: "application/pdf", buffer: PDF });
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  expect((await plain.goto(`/approval/${proof.slug}`))?.status()).toBe(200);
  await expect(plain.getByText(/Reviewing a proof needs JavaScript/)).toBeVisible();
  await expect(plain.getByRole("link", { name: "Download the proof" })).toHaveAttribute("href", `/api/approvals/${proof.slug}/file?download`);
  await noScript.close();
});

test("an HTML file named .pdf is refused", async ({ request }) => {
  const response = await request.post("/api/admin/proofs", {
    headers: staff,
    multipart: { title: "Sneaky", file: { name: "proof.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") } },
  });
  expect(response.status()).toBe(415);
});

test("an expired link shows the not-found state with status 404, with or without script", async ({ page, request, browser }) => {
  const proof = await createProof(request, { title: "Old news", expires_in_days: "1" }, { name: "old.png", mimeType: "image/png", buffer: PNG });
  expect((await page.goto(`/approval/${proof.slug}`))?.status()).toBe(200);
  // No request can move a link's expiry into the past, so the test writes it into this server's
  // local D1 the way staff would query it, with wrangler (tests/e2e/global-setup.ts).
  const state = process.env["E2E_STATE_DIR"];
  if (!state) throw new Error("E2E_STATE_DIR is not set by the global setup");
  await promisify(execFile)(join(process.cwd(), "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", `UPDATE proofs SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ${proof.id}`], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  });

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
  const proof = await createProof(request, { title: "Withdrawn" }, { name: "w.png", mimeType: "image/png", buffer: PNG });
  expect((await request.delete(`/api/admin/proofs/${proof.id}`, { headers: staff })).status()).toBe(200);
  expect((await page.goto(`/approval/${proof.slug}`))?.status()).toBe(404);
});
