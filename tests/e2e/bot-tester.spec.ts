// Bot Tester as staff and visitors meet it. Staff, at a phone's width and a desktop's: add a case
// (what is typed survives a reload), import a CSV (a refused file names its rows, a good one says
// what was added), run every case with the built-in answerer, read the failing case first with its
// reason, and export the cases; axe finds nothing. A visitor runs the public page's demo and sees
// each reply scored as it arrives. The judge and the run's steps are tested in the unit and
// functions lanes; this is what needs a browser.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";
import { signInToConsole } from "./staff-console.ts";

const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const CASES = "/api/admin/bot-tester/cases";

/** Each size starts from no cases, so counts and order are this test's own. */
async function removeCases(request: APIRequestContext) {
  const { cases } = (await (await request.get(CASES, { headers: staff })).json()) as { cases: { id: string }[] };
  for (const { id } of cases) expect((await request.delete(`${CASES}/${id}`, { headers: staff })).status()).toBe(200);
}

const REFUSED_CSV =
  "question,links,declines\r\nWhere are you?,/contact,no\r\n,/contact,no\r\nWho are you?,not-a-path,maybe\r\n";
const GOOD_CSV =
  "question,facts,links,declines\r\ndo u do crisis pr,crisis communications,/services/crisis-communications,no\r\nWhat's the capital of Australia?,,,yes\r\n";
const FAILING = { question: "Do you do crisis communications", fact: "underwater basket weaving" };

async function importCsv(page: Page, name: string, text: string) {
  await page.getByLabel("File of cases (.json or .csv)").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(text),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

// The two sizes share the one database's cases: one after the other.
test.describe.serial("staff", () => {
  for (const size of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1280, height: 900 },
  ]) {
    test(`staff add, import, run and export Bot Tester cases (${size.name})`, async ({ page, request }) => {
      await removeCases(request);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInToConsole(page, "/staff/bot-tester");
      await expect(page.getByRole("heading", { level: 1, name: "Bot Tester" })).toBeVisible();
      await expect(page.getByText("No case yet")).toBeVisible();

      // A case that must fail, with one earlier turn; the typed question survives a reload.
      await page.getByRole("link", { name: "Add a case" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New test case" })).toBeFocused();
      await page.getByLabel("Question").fill(FAILING.question);
      await page.reload();
      await expect(page.getByLabel("Question")).toHaveValue(FAILING.question);
      await page.getByRole("button", { name: "Add an earlier turn" }).click();
      await page.getByLabel("Turn 1: what was said").fill("Hello");
      await page.getByLabel("Facts the answer must state").fill(FAILING.fact);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Add case" }).click();
      const cases = page.getByRole("table", { name: /^Test cases/ });
      await expect(cases.getByRole("row", { name: new RegExp(FAILING.question) })).toContainText("1 fact");

      // A refused import names its rows and adds nothing; a good one says what it added.
      await importCsv(page, "refused.csv", REFUSED_CSV);
      const refusal = page.getByRole("alert").filter({ hasText: "Nothing was imported" });
      await expect(refusal.getByRole("list", { name: "Rows to fix" }).getByRole("listitem")).toHaveText([
        /^Row 3: /,
        /^Row 4: /,
      ]);
      await expect(page.getByRole("table", { name: "Test cases (1)" })).toBeVisible();
      await importCsv(page, "cases.csv", GOOD_CSV);
      await expect(page.getByRole("status").filter({ hasText: "Imported cases.csv" })).toHaveText(
        "Imported cases.csv: added 2, already kept 0.",
      );
      await expect(page.getByRole("table", { name: "Test cases (3)" })).toBeVisible();
      await expect(cases.getByRole("row", { name: /capital of Australia/ })).toContainText("Must decline");

      // A run of every case, to the end, with its progress.
      await page.getByRole("button", { name: "Run with the built-in answerer" }).click();
      await expect(page.getByRole("link", { name: "See the results of this run" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Run progress" })).toHaveAttribute("aria-valuenow", "3");
      await expect(page.getByRole("status").filter({ hasText: "Finished" })).toHaveText(
        "Finished: 2 passed, 1 failed.",
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      // Export, from the cases listed.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export as CSV" }).click();
      const csv = await readFile(await (await download).path(), "utf8");
      expect(csv.split("\r\n")[0]).toBe("question,history,facts,links,declines,note");
      expect(csv).toContain(FAILING.fact);
      expect(csv).toContain("user: Hello");

      // The results: the failure first, with its reason and the reply; the passes folded away.
      await page.getByRole("link", { name: "See the results of this run" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Run results" })).toBeVisible();
      const failed = page.getByRole("region", { name: "Failed (1)" }).getByRole("listitem").first();
      await expect(failed).toContainText(FAILING.question);
      await expect(failed.getByRole("list", { name: "What was wrong" })).toHaveText(`missing "${FAILING.fact}"`);
      await expect(page.getByRole("heading", { name: "Passed (2)" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The history lists the run with its counts.
      await page.getByRole("link", { name: "Back to Bot Tester" }).click();
      const newest = page.getByRole("table", { name: "Runs, newest first" }).getByRole("row").nth(1);
      await expect(newest).toContainText("ada@example.com");
      await expect(newest).toContainText("Built-in answerer");

      // A case that passed is edited to ask for a fact no reply holds: the next run shows it first,
      // marked as passed last time.
      await page.getByRole("link", { name: "Edit the case do u do crisis pr" }).click();
      await expect(page.getByLabel("Facts the answer must state")).toHaveValue("crisis communications");
      await page.getByLabel("Facts the answer must state").fill(`crisis communications\n${FAILING.fact}`);
      await page.getByRole("button", { name: "Save case" }).click();
      await expect(cases.getByRole("row", { name: /do u do crisis pr/ })).toContainText("2 facts");
      await page.getByRole("button", { name: "Run with the built-in answerer" }).click();
      await page.getByRole("link", { name: "See the results of this run" }).click();
      const first = page.getByRole("region", { name: "Failed (2)" }).getByRole("listitem").first();
      await expect(first).toContainText("Passed last time");
      await expect(first).toContainText("do u do crisis pr");
      await expect(first.getByRole("list", { name: "What was wrong" })).toHaveText(`missing "${FAILING.fact}"`);

      // Deleting asks first.
      await page.getByRole("link", { name: "Back to Bot Tester" }).click();
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: /^Delete the case What's the capital/ }).click();
      await expect(page.getByRole("table", { name: "Test cases (2)" })).toBeVisible();

      // A run left unfinished (started, never stepped, as when its tab was closed) is continued
      // from the history, by keyboard.
      const started = await request.post("/api/admin/bot-tester/runs", {
        headers: staff,
        data: { answerer: "built-in" },
      });
      expect(started.status()).toBe(200);
      await page.reload();
      const unfinished = page.getByRole("table", { name: "Runs, newest first" }).getByRole("row").nth(1);
      await expect(unfinished).toContainText("Unfinished: 0 of 2 cases asked.");
      await unfinished.getByRole("button", { name: /^Continue/ }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Finished" })).toHaveText(
        "Finished: 0 passed, 2 failed.",
      );
      await expect(unfinished.getByRole("link", { name: /^Results/ })).toBeVisible();
    });
  }
});

test("a visitor runs the public demo at a phone's width and sees each reply scored as it arrives", async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/bot-tester");
  await expect(page.getByRole("heading", { level: 2, name: "Try it on TENFOLD" })).toBeVisible();
  const demo = page.getByRole("form", { name: "Bot Tester demo" });
  await expect(demo.getByRole("listitem").first()).toContainText("A right answer: States “crisis communications”");
  await demo.getByRole("button", { name: "Run these against TENFOLD" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Done:" })).toHaveText("Done: 4 of 4 passed.");
  await expect(demo.getByText(/^(Pass|Fail)$/)).toHaveText(["Pass", "Pass", "Pass", "Pass"]);
  // The case that must decline: TENFOLD does not answer a general-knowledge question.
  await expect(demo.getByRole("listitem").filter({ hasText: "capital of Australia" })).toContainText("Pass");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("the demo says why a reply fails", async ({ page }) => {
  // Every question gets the same short answer (from page.route, as a fake TENFOLD): it misses facts and links.
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({ json: { response: "We do crisis work.", actions: [], sources: [], declined: false } }),
  );
  await gotoHydrated(page, "/bot-tester");
  const demo = page.getByRole("form", { name: "Bot Tester demo" });
  await demo.getByRole("button", { name: "Run these against TENFOLD" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Done:" })).toHaveText("Done: 0 of 4 passed.");
  const crisis = demo.getByRole("listitem").filter({ hasText: "do u do crisis pr" });
  await expect(crisis.getByRole("list", { name: "Why it failed" }).getByRole("listitem")).toHaveText([
    'missing "crisis communications"',
    "no link to /services/crisis-communications",
  ]);
  await expect(
    demo.getByRole("listitem").filter({ hasText: "capital of Australia" }).getByRole("list", { name: "Why it failed" }),
  ).toHaveText("answered, though it should decline");
});
