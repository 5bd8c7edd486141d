// The console's Proofs section in Chromium: staff create a proof by dragging its file onto the
// page, watch it upload, copy the client's link; the client approves in a browser of their own;
// staff see the decision and the audit trail. Files the server would refuse are never sent.
import { PROOF_LIMITS } from "#shared/api/proofs.ts";
import { expect, gotoHydrated, test } from "../fixtures.ts";
import { createProof, PDF, PNG } from "./proof-requests.ts";
import { axeViolations } from "../axe.ts";
import { signInToConsole } from "../staff-console.ts";
import { dropFile, proofRequests } from "./staff-proof-files.ts";

test("a proof made by drag and drop, its link copied, approved by the client, and its history", async ({
  page,
  context,
  browser,
  consoleProblems,
}) => {
  const title = `Spring leaflet ${test.info().testId}`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInToConsole(page, "/staff/proofs/new");
  await expect(page.getByRole("heading", { level: 1, name: "New proof" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Client", { exact: true }).fill("Harbour Trust");
  await page.getByLabel("Notes for staff").fill("Second round after the board meeting");
  await dropFile(page.getByRole("group", { name: "File" }), {
    name: "leaflet.png",
    mimeType: "image/png",
    content: PNG,
  });
  await expect(page.getByText(/^Chosen: leaflet\.png \(\d+ KB\)$/)).toBeVisible();

  // The upload is held at the server's door until its progress bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/proofs", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Create proof" }).click();
  await expect(page.getByRole("progressbar", { name: "Uploading leaflet.png" })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  release();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/proofs\/\d+$/);
  await expect(page.getByRole("img", { name: `Proof: ${title}, version 1` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/approval\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText(link, { exact: true })).toBeVisible();

  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await gotoHydrated(clientPage, link);
  await clientPage.getByLabel("Your name (required)").fill("Ada Client");
  await clientPage.getByRole("button", { name: "Approve version 1" }).click();
  await expect(clientPage.getByRole("heading", { name: "Approved: version 1" })).toBeVisible();
  await client.close();

  await page.reload();
  const decisions = page.getByRole("table", { name: "Decisions" });
  await expect(decisions.getByRole("row", { name: /^1 Approved Ada Client/ })).toBeVisible();
  const audit = page.getByRole("table", { name: "Audit trail" });
  await expect(audit.getByRole("row")).toHaveCount(4);
  await expect(audit.getByRole("row").nth(1)).toContainText(/Created\s*1\s*ada@example\.com/);
  await expect(audit.getByRole("row").nth(2)).toContainText(/First viewed\s*1\s*The client/);
  await expect(audit.getByRole("row").nth(3)).toContainText(/Decided\s*1\s*The client\s*approved by Ada Client/);
  await expect(page.getByText("First viewed by the client")).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("a file of the wrong type or over 20 MB is refused before anything is sent", async ({ page, consoleProblems }) => {
  await signInToConsole(page, "/staff/proofs/new");
  const sent = proofRequests(page);
  await page.getByLabel("Title").fill("Annual report");
  await page.getByLabel("Choose a file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><title>Not a PDF</title>"),
  });
  const refusal = page.getByRole("alert").filter({ hasText: "report.pdf was not sent." });
  await expect(refusal).toContainText("must be a PDF, PNG, JPEG or WebP");
  await expect(page.getByText("No file chosen yet.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dropFile(page.getByRole("group", { name: "File" }), {
    name: "huge.pdf",
    mimeType: "application/pdf",
    content: { pdfOfSize: PROOF_LIMITS.fileMaxBytes + 1 },
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "huge.pdf was not sent. The file must be at most 20 MB." }),
  ).toBeVisible();
  await expect(page.getByText("No file chosen yet.")).toBeVisible();

  await page.getByRole("button", { name: "Create proof" }).click();
  await expect(page.getByText("Choose the file to share: drag it onto the box or use Choose a file.")).toBeVisible();
  await expect(page.getByLabel("Choose a file")).toBeFocused();
  expect(sent).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("version 2 from the file picker: previewed as the client sees it, with pdf.js loaded only for the PDF", async ({
  page,
  request,
  consoleProblems,
}) => {
  const title = `Press release ${test.info().testId}`;
  const proof = await createProof(request, { title }, { name: "release.png", mimeType: "image/png", buffer: PNG });
  const pdfCode: string[] = [];
  page.on(
    "request",
    (sent) => void (sent.url().includes("/assets/staff/pdf") && pdfCode.push(new URL(sent.url()).pathname)),
  );
  await signInToConsole(page, `/staff/proofs/${proof.id}`);
  await expect(page.getByRole("img", { name: `Proof: ${title}, version 1` })).toBeVisible();
  expect(pdfCode).toEqual([]);

  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "release v2.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload version 2" }).click();
  await expect(page.getByRole("img", { name: `Page 1 of 1 of ${title}, version 2` })).toBeVisible({ timeout: 20_000 });
  expect(pdfCode.some((path) => /\/pdf-document-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(page.getByRole("link", { name: /^Download release v2\.pdf/ })).toHaveAttribute(
    "href",
    `/api/admin/proofs/${proof.id}/versions/2/file?download`,
  );
  await expect(page.getByRole("table", { name: "Versions" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("table", { name: "Audit trail" }).getByRole("row").last()).toContainText(
    /Version added\s*2\s*ada@example\.com/,
  );
  await expect(page.getByRole("button", { name: "Upload version 3" })).toBeVisible();
  // Staff looking is not the client looking.
  await expect(page.getByText("Not yet")).toBeVisible();
  const shown = (await (await request.get(`/api/approvals/${proof.slug}`)).json()) as { version: number };
  expect(shown.version).toBe(2);
  expect(consoleProblems).toEqual([]);
});
