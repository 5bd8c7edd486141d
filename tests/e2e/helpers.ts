// Small helpers shared by several end-to-end specs.
import type { Page } from "@playwright/test";

/** WCAG contrast ratio of two computed `rgb(...)` colours (opaque). */
export function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Holds /api/tenfold-chat until released, to see the in-flight state. */
export async function holdChat(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/tenfold-chat", async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The toasts in the notifications region, newest last. */
export const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
