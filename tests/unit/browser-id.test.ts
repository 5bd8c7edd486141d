// TENFOLD's browser id: made once and kept as a bare string (ids kept before still read back),
// replaced when what is kept is not an id, and absent where storage refuses.
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_ID_KEY, browserId, dropBrowserId, storedBrowserId } from "../../web/tenfold/browser-id.ts";

afterEach(() => localStorage.clear());

describe("browser id", () => {
  it("is made on first use, kept as it is, and the same afterwards until dropped", () => {
    expect(storedBrowserId(localStorage)).toBeUndefined();
    const id = browserId(localStorage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(id);
    expect(browserId(localStorage)).toBe(id);
    expect(storedBrowserId(localStorage)).toBe(id);
    dropBrowserId(localStorage);
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBeNull();
  });

  it("reads back an id kept by an earlier version, and replaces one that is not an id", () => {
    localStorage.setItem(BROWSER_ID_KEY, "kept-earlier_0123456789");
    expect(browserId(localStorage)).toBe("kept-earlier_0123456789");
    localStorage.setItem(BROWSER_ID_KEY, '"quoted"');
    const made = browserId(localStorage);
    expect(made).not.toBe('"quoted"');
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(made);
  });

  it("is undefined where storage refuses", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(browserId(refusing)).toBeUndefined();
  });
});
