// axe-core finds no violations on the home page and one page of every kind.
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { routeTable } from "./route-table.ts";

const pages = [
  ["home", "/"],
  ["service", "/services/crisis-communications"],
  ["outcome", "/outcomes/win-planning-consent"],
  ["tool", "/storyscanner"],
  ["council radar", "/council-radar"],
  ["councillor", "/councillor/cllr-amelia-hart"],
  ["policy", "/privacy-policy"],
  ["faq", "/faq"],
  ["insights", "/insights"],
  ["insight", "/insights/responding-to-government-consultations"],
  ["resource", "/resources"],
  ["project scoping", "/project-scoping"],
  ["about", "/about"],
  ["case studies", "/case-studies"],
  ["how we work", "/how-we-work"],
  ["transparency", "/transparency"],
  ["not found", "/no-such-page"],
  ["approval link not found", "/approval/AAAAAAAAAAAAAAAAAAAAAA"],
  ["message sent", "/message-sent"],
  ["confirm subscription", "/confirm-subscription?token=x"],
  ["subscription confirmed", "/subscription-confirmed"],
  ["unsubscribe", "/unsubscribe?token=x"],
  ["unsubscribed", "/unsubscribed"],
  ["offline", "/offline.html"],
] as const;

const caseStudy = routeTable.find((entry) => entry.kind === "case-study");

for (const [kind, path] of [...pages, ["case study", caseStudy?.path ?? "/case-studies/missing"] as const]) {
  test(`${kind} page (${path}) has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the page refusing a newsletter link has no axe violations", async ({ page }) => {
  await page.setContent(await (await page.request.post("/api/subscribe/confirm?token=not.valid")).text());
  await expect(page.getByRole("heading", { level: 1, name: "Your subscription was not confirmed" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the page refusing a contact message posted without script has no axe violations", async ({ page }) => {
  await page.setContent(
    await (await page.request.post("/api/contact", { form: { name: "A", email: "x", message: "short" } })).text(),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Your message was not sent" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
