// StoryScanner in a browser where the page's script never runs: the form posts the article itself
// and the server answers with a page of the reading, read there by the built-in reader.
import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

const ARTICLE = `Leeds City Council has launched a ten-week public consultation on plans to close two of its libraries and move their services into community centres, after a fall in visitor numbers.

Council leader Fatima Aziz said no decision had been taken and that the council wanted to hear from as many residents as possible, including people who no longer use the libraries.

Campaigners said the drop-in sessions had been arranged at short notice and urged the council to hold meetings in the evenings, when working families could attend.`;

test("an article pasted without script comes back as a page of the reading", async ({ page }) => {
  await page.goto("/storyscanner");
  const form = page.getByRole("form", { name: "StoryScanner" });
  await form.getByLabel("The article's text").fill(ARTICLE);
  await form.getByRole("button", { name: "Scan the story" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "StoryScanner's reading" })).toBeVisible();
  await expect(page.getByText(/Read on our server by StoryScanner's built-in reader/)).toBeVisible();
  for (const heading of [
    "The story in one line",
    "Who and what is named",
    "Services it touches",
    "What we would do next",
  ])
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Fatima Aziz", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Scan another story" }).click();
  await expect(page).toHaveURL(/\/storyscanner$/);
});

test("a form sent empty without script says what to do", async ({ page }) => {
  await page.goto("/storyscanner");
  await page.getByRole("form", { name: "StoryScanner" }).getByRole("button", { name: "Scan the story" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "StoryScanner could not read that" })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveText(["Paste a news article first."]);
});
