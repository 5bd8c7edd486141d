// The one axe check every spec runs: WCAG 2.1 AA and axe's best practices (TENFOLD's panel adds
// WCAG 2.2 AA), reported as "rule: first three targets" so a failure says where to look.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface AxeScope {
  /** Checks only what matches this selector (a dialog, a form). */
  within?: string;
  /** Adds the WCAG 2.2 AA rules. */
  wcag22?: boolean;
}

export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(scope.wcag22 ? [...WCAG_21_AA, "wcag22aa"] : WCAG_21_AA)
    // axe.run in the page itself. The default runs axe per frame and then merges the results in a
    // new blank tab, which costs a second page and a second copy of axe (about a second a check on
    // the two-core machine); the site has no frames, so both ways check the same nodes (checked:
    // the same passes, incomplete and inapplicable counts on five pages).
    .setLegacyMode(true);
  if (scope.within) builder = builder.include(scope.within);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
