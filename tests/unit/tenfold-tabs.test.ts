// The keys of TENFOLD's panel tabs (WAI-ARIA tabs pattern): arrows wrap, Home and End jump.
import { describe, expect, it } from "vitest";
import { tabForKey } from "../../web/tenfold/panel-tabs.tsx";

describe("panel tab keys", () => {
  const tabs = ["chat", "voice"] as const;

  it("moves with the arrows, wrapping at either end", () => {
    expect(tabForKey(tabs, "chat", "ArrowRight")).toBe("voice");
    expect(tabForKey(tabs, "voice", "ArrowRight")).toBe("chat");
    expect(tabForKey(tabs, "chat", "ArrowLeft")).toBe("voice");
    expect(tabForKey(tabs, "voice", "ArrowLeft")).toBe("chat");
  });

  it("goes to the first with Home and the last with End, and ignores other keys", () => {
    expect(tabForKey(["a", "b", "c"], "b", "Home")).toBe("a");
    expect(tabForKey(["a", "b", "c"], "b", "End")).toBe("c");
    expect(tabForKey(tabs, "chat", "Enter")).toBeUndefined();
    expect(tabForKey(tabs, "chat", "ArrowDown")).toBeUndefined();
  });
});
