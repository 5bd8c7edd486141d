// Council Radar in the browser with real councils (the fake ModernGov service, tests/fakes/
// fake-moderngov.ts): filters read from and written to the address, a councillor's profile of
// public-record facts linked to the council's pages, and a council whose service fails said as
// such, never shown as a council without councillors. Logic is tested in the unit and functions
// lanes; this is what needs a browser. The councils are removed afterwards so other specs see the
// demonstration set.
import type { APIRequestContext } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const fake = () => process.env["FAKE_MODERNGOV_URL"] ?? "";
const COUNCILS = [
  { id: "brackenford-borough-council", name: "Brackenford Borough Council", behaviour: "good" },
  { id: "errant-district-council", name: "Errant District Council", behaviour: "error" },
];

async function removeCouncils(request: APIRequestContext) {
  for (const { id } of COUNCILS) await request.delete(`/api/admin/council-radar/councils/${id}`, { headers: staff });
}

test("filters in the address, a profile, and a council in trouble", async ({ page, request }) => {
  await removeCouncils(request);
  try {
    for (const { name, behaviour } of COUNCILS) {
      const added = await request.post("/api/admin/council-radar/councils", {
        headers: staff,
        data: { name, address: `${fake()}/${behaviour}/mgMemberIndex.aspx` },
      });
      expect(added.status()).toBe(200);
    }
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoHydrated(page, "/council-radar?party=Heathland+Party");

    // Real councils replace the demonstration set, which is not mixed in.
    await expect(page.getByRole("heading", { name: "Councillors", exact: true })).toBeVisible();
    await expect(page.getByText("Amelia Hart")).toHaveCount(0);
    await expect(page.getByTestId("directory-count")).toHaveText("2 of 5 councillors match");
    await expect(page.getByLabel("Party")).toHaveValue("Heathland Party");

    // The council that failed: said, with no records, not an empty council.
    await expect(page.getByRole("status").filter({ hasText: "Errant District Council: not read yet" })).toContainText(
      "answered with an error",
    );

    // A second filter, chosen by keyboard, goes into the address.
    await page.getByLabel("Committee").selectOption("Licensing Committee");
    await expect(page).toHaveURL(/party=Heathland\+Party&committee=Licensing\+Committee/);
    await expect(page.getByTestId("directory-count")).toHaveText("1 of 5 councillors match");

    // Her profile has its own page, reached by keyboard from the directory. The navigation's head
    // (the shell's, from a chunk of its own) is held until her record is on screen, as a slow line
    // or a busy machine can order them: the page still ends up named for her.
    let releaseHead = () => {};
    const headHeld = new Promise<void>((resolve) => (releaseHead = resolve));
    await page.route(/\/assets\/late-routes-[^/]*\.js$/, async (route) => {
      await headHeld;
      await route.continue();
    });
    await page.getByRole("link", { name: "Dr Ottilie Penrose" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/councillor\/brackenford-borough-council-102$/);
    await expect(page.getByRole("heading", { name: "Dr Ottilie Penrose" })).toBeVisible();
    releaseHead();
    await expect(page).toHaveTitle(/^Dr Ottilie Penrose, Brackenford Borough Council \|/);
    // Moving within the page (the skip link, by keyboard, to #main) keeps the page named for her.
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page).toHaveTitle(/^Dr Ottilie Penrose, Brackenford Borough Council \|/);
    const profile = page.getByTestId("councillor-profile");
    await expect(page.getByRole("heading", { name: "Dr Ottilie Penrose" })).toBeVisible();
    await expect(profile).toContainText("Brackenford North");
    await expect(profile.getByRole("link", { name: "Licensing Committee" }).first()).toHaveAttribute(
      "href",
      `${fake()}/good/mgCommitteeDetails.aspx?ID=13`,
    );
    await expect(profile.getByRole("link", { name: /register of interests/ })).toHaveAttribute(
      "href",
      `${fake()}/good/mgRofI.aspx?UID=102`,
    );
    // Upcoming meetings of her two committees, linked to the council's meeting pages; nothing inferred.
    await expect(profile.getByRole("heading", { name: "Upcoming meetings of these committees" })).toBeVisible();
    await expect(profile.locator("time")).toHaveCount(3);
    await expect(profile).not.toContainText(/likely|position|score/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);

    // Landing on it directly: the page's function answers 200 with her head; an old link leads there.
    const landed = await page.goto("/councillor/brackenford-borough-council-102");
    expect(landed?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Dr Ottilie Penrose" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/councillor\/brackenford-borough-council-102$/,
    );
    expect((await page.goto("/councillor/brackenford-borough-council-999"))?.status()).toBe(404);
    await gotoHydrated(page, "/council-radar?councillor=brackenford-borough-council-102");
    await expect(page).toHaveURL(/\/councillor\/brackenford-borough-council-102$/);
  } finally {
    await removeCouncils(request);
  }
});
