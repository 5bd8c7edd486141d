// Links in the pages' copy say where they go: no link reads as a raw path, no path, email address
// or web address is left as plain text, and the FAQ's questions are headings (its outline lists
// them all).
import type { Page } from "@playwright/test";
import { faq } from "../../web/content/faq.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** Link texts in the page's main content that are raw paths, and addresses or paths left as text. */
const problems = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main");
    const rawLinks = [...(main?.querySelectorAll("a") ?? [])]
      .map((a) => a.textContent.trim())
      .filter((text) => /^\/[a-z]/.test(text));
    const unlinked: string[] = [];
    const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_TEXT);
    const pattern =
      /(?:^|[\s(])\/[a-z0-9-]+(?:[/#][a-z0-9-]+)*(?=[\s.,;:)]|$)|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https:\/\/\S+/;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("a, script, style")) continue;
      const found = pattern.exec(node.textContent ?? "");
      if (found) unlinked.push(found[0].trim());
    }
    return { rawLinks, unlinked };
  });

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/faq", "/privacy-policy", "/how-we-work", "/transparency", "/storyscanner"]) {
      test(`${path}: every path, email and web address in the copy is a link named for where it goes`, async ({
        page,
      }) => {
        await gotoHydrated(page, path);
        expect(await problems(page)).toEqual({ rawLinks: [], unlinked: [] });
      });
    }

    test("the FAQ's questions are headings, each in the page's outline", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      const main = page.getByRole("main");
      for (const item of faq)
        await expect(main.getByRole("heading", { name: item.question, exact: true })).toBeVisible();
      const stakeholder = page.getByRole("link", { name: "Stakeholder privacy notice" });
      await gotoHydrated(page, "/privacy-policy");
      await expect(stakeholder.first()).toHaveAttribute("href", "/transparency#stakeholder-privacy-notice");
    });
  });
}
