// PDF proofs on the approval page: drawn as page images by pdf.js, which loads only
// with a PDF proof and stays out of the precache; long and broken files; the script-free link.
import { minimalPdf } from "../../fixtures/minimal-pdf.ts";
import { expect, gotoHydrated, test } from "../fixtures.ts";
import { axeViolations } from "../axe.ts";
import { createProof, PDF, PNG } from "./proof-requests.ts";

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

test("a PDF proof is drawn as page images from the file endpoint, which stays sandboxed and not sniffed", async ({
  page,
  request,
  consoleProblems,
}) => {
  const proof = await createProof(
    request,
    { title: "Annual report" },
    { name: "report.pdf", mimeType: "application/pdf", buffer: PDF },
  );
  const files: string[] = [];
  page.on("request", (sent) => files.push(new URL(sent.url()).pathname));
  await gotoHydrated(page, `/approval/${proof.slug}`);
  const first = page.getByRole("img", { name: "Page 1 of 1 of Annual report, version 1" });
  await expect(first).toBeVisible(PDF_READY);
  await expect
    .poll(() => first.evaluate(darkPixels), { message: "the page's text is drawn", ...PDF_READY })
    .toBeGreaterThan(200);
  await expect(page.getByRole("list", { name: "Pages of Annual report, version 1" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(files).toContain(`/api/approvals/${proof.slug}/file`);
  await expect(page.getByRole("link", { name: /Download report\.pdf/ })).toHaveAttribute(
    "href",
    `/api/approvals/${proof.slug}/file?download`,
  );

  const file = await request.get(`/api/approvals/${proof.slug}/file`);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-security-policy"]).toMatch(/^sandbox/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["content-disposition"]).toContain('filename="report.pdf"');
  expect(consoleProblems).toEqual([]);
});

test("a page is drawn again at its new width when the window widens, so it stays sharp", async ({ page, request }) => {
  const proof = await createProof(
    request,
    { title: "Leaflet" },
    { name: "leaflet.pdf", mimeType: "application/pdf", buffer: PDF },
  );
  // A phone held upright, then turned on its side.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, `/approval/${proof.slug}`);
  const first = page.getByRole("img", { name: "Page 1 of 1 of Leaflet, version 1" });
  await expect.poll(() => first.evaluate(darkPixels), PDF_READY).toBeGreaterThan(200);
  /** Canvas pixels per CSS pixel across the page: under 1, the page is stretched and blurred. */
  const sharpness = () =>
    first.evaluate((canvas) => (canvas as HTMLCanvasElement).width / canvas.getBoundingClientRect().width);
  expect(await sharpness()).toBeGreaterThanOrEqual(1);
  const narrow = await first.evaluate((canvas) => (canvas as HTMLCanvasElement).width);
  await page.setViewportSize({ width: 740, height: 360 });
  await expect
    .poll(() => first.evaluate((canvas) => (canvas as HTMLCanvasElement).width), PDF_READY)
    .toBeGreaterThan(narrow * 1.5);
  expect(await sharpness()).toBeGreaterThanOrEqual(1);
  await expect.poll(() => first.evaluate(darkPixels), PDF_READY).toBeGreaterThan(200);
});

test("pdf.js loads only with a PDF proof: not on an image proof, not in the service worker's precache", async ({
  page,
  request,
}) => {
  const proof = await createProof(
    request,
    { title: "Poster" },
    { name: "poster.png", mimeType: "image/png", buffer: PNG },
  );
  const scripts: string[] = [];
  page.on("request", (sent) => scripts.push(new URL(sent.url()).pathname));
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("img", { name: "Proof: Poster, version 1" })).toBeVisible();
  expect(scripts.filter((path) => path.includes("/assets/pdf"))).toEqual([]);
  const worker = await (await request.get("/sw.js")).text();
  expect(worker).toContain("approval-page-");
  expect(worker).not.toMatch(/assets\/pdf/);
});

test("a long PDF shows its first 20 pages and says how many there are", async ({ page, request }) => {
  const pages = Array.from({ length: 22 }, (_, index) => `Page ${index + 1} of the long report`);
  const proof = await createProof(
    request,
    { title: "Long report" },
    { name: "long.pdf", mimeType: "application/pdf", buffer: minimalPdf(pages) },
  );
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("list", { name: "Pages of Long report, version 1" }).getByRole("listitem")).toHaveCount(
    20,
    PDF_READY,
  );
  await expect(page.getByRole("img", { name: "Page 20 of 22 of Long report, version 1" })).toBeAttached();
  await expect(
    page.getByText("The preview shows the first 20 of 22 pages: download the PDF to see all 22 pages."),
  ).toBeVisible();
  const last = page.getByRole("img", { name: "Page 20 of 22 of Long report, version 1" });
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate(darkPixels), { message: "a page is drawn once scrolled to", ...PDF_READY })
    .toBeGreaterThan(200);
});

test("a PDF that cannot be drawn falls back to the download link with a clear message", async ({ page, request }) => {
  // Starts like a PDF, so the upload accepts it, but has no pages to draw.
  const broken = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const proof = await createProof(
    request,
    { title: "Broken" },
    { name: "broken.pdf", mimeType: "application/pdf", buffer: broken },
  );
  await gotoHydrated(page, `/approval/${proof.slug}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This PDF cannot be shown in the page. Download it below to read it.",
    PDF_READY,
  );
  await expect(page.getByRole("link", { name: /Download broken\.pdf/ })).toBeVisible();
});

test("without script, a working link says the review needs JavaScript and offers the proof's download", async ({
  browser,
  request,
}) => {
  const proof = await createProof(
    request,
    { title: "Plain" },
    { name: "plain.pdf", mimeType: "application/pdf", buffer: PDF },
  );
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  expect((await plain.goto(`/approval/${proof.slug}`))?.status()).toBe(200);
  await expect(plain.getByText(/Reviewing a proof needs JavaScript/)).toBeVisible();
  // Nothing is being checked without script, so the page does not say it is.
  await expect(plain.getByRole("heading", { level: 1, name: "Review your proof" })).toBeVisible();
  await expect(plain.getByText("Checking your approval link…")).toBeHidden();
  await expect(plain.getByRole("link", { name: "Download the proof" })).toHaveAttribute(
    "href",
    `/api/approvals/${proof.slug}/file?download`,
  );
  await noScript.close();
});
