// TENFOLD's citations land on the passage they quote: following one from an answer scrolls the
// passage into view and marks it for a few seconds. That every link names an element of its page
// is checked without a browser in tests/dist/citations.test.ts.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

interface Passage {
  readonly id: string;
  readonly url: string;
}

const passages = JSON.parse(readFileSync("functions/generated/knowledge.json", "utf8")) as Passage[];

const panel = (page: Page) => page.getByRole("dialog", { name: "TENFOLD" });

test("following a citation from an answer lands on the passage and marks it", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: /TENFOLD, the AI assistant/ }).click();
  await panel(page).getByLabel("Message TENFOLD").fill("Do you charge by the hour?");
  await panel(page).getByRole("button", { name: "Send", exact: true }).click();
  const citation = panel(page).getByRole("log").getByRole("link", { name: "Project scoping" }).last();
  await expect(citation).toHaveAttribute("href", "/project-scoping#estimate");
  await citation.click();
  await expect(page).toHaveURL(/\/project-scoping#estimate$/);
  const passage = page.locator("#estimate");
  await expect(passage).toBeInViewport();
  await expect(passage.getByRole("heading", { name: "How we estimate" })).toBeFocused();
  // Marked in amber on arrival (styles.css), and the mark goes after a few seconds.
  const background = () => passage.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe("rgb(254, 243, 199)");
  await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
});

test("an insight's section and an FAQ answer are linked by their headings", async ({ page }) => {
  const faq = passages.find((p) => p.id === "faq:8");
  expect(faq?.url).toMatch(/^\/faq#[a-z0-9-]+$/);
  await gotoHydrated(page, faq!.url);
  await expect(page.locator(`#${faq!.url.split("#")[1]}`)).toBeInViewport();
  const section = passages.find((p) => p.id.startsWith("article:") && p.url.includes("#"));
  await gotoHydrated(page, section!.url);
  await expect(page.locator(`#${section!.url.split("#")[1]}`)).toBeInViewport();
});
