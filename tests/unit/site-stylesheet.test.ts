import { afterEach, describe, expect, it } from "vitest";
import { applySiteStylesheet, SITE_STYLESHEET_ATTRIBUTE } from "../../web/lib/site-stylesheet.ts";

/** The link a prerendered page carries, not yet loaded (the test fires its load or error). */
function pageLink(): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.media = "print";
  link.setAttribute(SITE_STYLESHEET_ATTRIBUTE, "");
  // The test environment fetches no stylesheet: `sheet` says whether it has arrived.
  Object.defineProperty(link, "sheet", { value: null, configurable: true });
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => document.head.replaceChildren());

describe("applySiteStylesheet", () => {
  it("resolves at once on a page that carries the whole stylesheet (no link)", async () => {
    expect(await settled(applySiteStylesheet())).toBe(true);
  });

  it("applies a stylesheet that has already arrived, at once", async () => {
    const link = pageLink();
    Object.defineProperty(link, "sheet", { value: {} });
    expect(await settled(applySiteStylesheet())).toBe(true);
    expect(link.media).toBe("all");
  });

  it("waits for the stylesheet to arrive, then applies it and resolves", async () => {
    const link = pageLink();
    const applied = applySiteStylesheet();
    expect(await settled(applied)).toBe(false);
    expect(link.media).toBe("print");
    link.dispatchEvent(new Event("load"));
    await applied;
    expect(link.media).toBe("all");
  });

  it("resolves when the stylesheet cannot be fetched, so the page still hydrates", async () => {
    const link = pageLink();
    const applied = applySiteStylesheet();
    link.dispatchEvent(new Event("error"));
    await expect(applied).resolves.toBeUndefined();
  });
});
