// The prerendered pages in a browser with JavaScript off: each shows its whole content, and its one
// inline script is the one the CSP allows by its hash. The raw HTML of every route, the not-found
// answers, redirects and the sitemap are checked without a browser in tests/dist/prerender.test.ts.
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, text] of [
    ["/", "Add us to your to-do list"],
    ["/insights/responding-to-government-consultations", "Gunning"],
    ["/privacy-policy", "Information Commissioner"],
  ] as const) {
    test(`${path} shows its whole content`, async ({ page }) => {
      const response = await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      // One executable inline script, the capture of early presses (web/lib/early-input.ts), which
      // the CSP allows by its hash alone; the content above showed without it.
      const inline = await page.locator("script:not([src]):not([type='application/ld+json'])").allTextContents();
      expect(inline).toHaveLength(1);
      const hash = `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`;
      const scriptSrc = /script-src ([^;]+)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc.split(" ")).toContain(hash);
    });
  }
});
