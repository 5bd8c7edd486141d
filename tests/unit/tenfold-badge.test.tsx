// TENFOLD's floating badge (its WCAG 2.2.2 rotation is explained in badge-label.ts), without a
// browser: the badge's clock is Vitest's fake one.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantStatus } from "../../web/tenfold/assistant-status.ts";
import {
  BADGE_ROTATION_ENDS_MS,
  BADGE_ROTATION_MS,
  IDLE_BADGE_LABELS,
  WIDEST_BADGE_LABELS,
  badgeLabel,
  nextBadgeLabel,
} from "../../web/tenfold/badge-label.ts";
import { useBadgeLabel } from "../../web/tenfold/use-badge-label.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("badge labels", () => {
  it("rotates among Available, Ready and Online only, to a different one each time", () => {
    for (const current of IDLE_BADGE_LABELS) {
      for (const r of [0, 0.5, 0.99]) {
        const next = nextBadgeLabel(current, () => r);
        expect(IDLE_BADGE_LABELS).toContain(next);
        expect(next).not.toBe(current);
      }
    }
  });

  it("says Thinking exactly while the assistant is thinking", () => {
    expect(badgeLabel("Ready", "thinking")).toBe("Thinking");
    expect(badgeLabel("Ready", "ready")).toBe("Ready");
    expect(badgeLabel("Online", "error")).toBe("Online");
  });

  it("with the panel open says Ready, as the panel's header does, or Thinking while it thinks", () => {
    expect(badgeLabel("Online", "ready", true)).toBe("Ready");
    expect(badgeLabel("Available", "ready", true)).toBe("Ready");
    expect(badgeLabel("Online", "thinking", true)).toBe("Thinking");
  });

  it("reserves room for the two longest words, Thinking among them", () => {
    expect([...WIDEST_BADGE_LABELS].sort()).toEqual(["Available", "Thinking"]);
  });

  it("changes once at 3 s and stops within WCAG 2.2.2's five seconds", () => {
    expect(BADGE_ROTATION_MS).toBe(3000);
    expect(BADGE_ROTATION_ENDS_MS).toBeGreaterThan(BADGE_ROTATION_MS);
    expect(BADGE_ROTATION_ENDS_MS).toBeLessThanOrEqual(5000);
  });
});

describe("useBadgeLabel", () => {
  let root: Root;
  let shown: string[];
  let reducedMotion: boolean;
  let held: boolean;

  function Badge({ status }: { status: AssistantStatus }) {
    const label = useBadgeLabel(status, isHeld);
    shown.push(label);
    return null;
  }
  const isHeld = () => held;
  const render = (status: AssistantStatus) => act(() => root.render(<Badge status={status} />));
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const distinct = () => shown.filter((label, i) => label !== shown[i - 1]);

  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    reducedMotion = false;
    held = false;
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("prefers-reduced-motion") && reducedMotion,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    root = createRoot(document.body.appendChild(document.createElement("div")));
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("shows Available, changes once at 3 s to Ready or Online, then holds for good", () => {
    render("ready");
    advance(BADGE_ROTATION_MS - 1);
    expect(distinct()).toEqual(["Available"]);
    advance(1);
    expect(distinct()).toHaveLength(2);
    expect(["Ready", "Online"]).toContain(shown.at(-1));
    advance(60_000);
    expect(distinct()).toHaveLength(2);
  });

  it("never rotates for visitors who prefer reduced motion", () => {
    reducedMotion = true;
    render("ready");
    advance(60_000);
    expect(distinct()).toEqual(["Available"]);
  });

  it("does not change while the launcher is hovered or focused", () => {
    held = true;
    render("ready");
    advance(60_000);
    expect(distinct()).toEqual(["Available"]);
  });

  it("says Thinking while a reply is worked on, and its idle word again after", () => {
    render("ready");
    render("thinking");
    expect(shown.at(-1)).toBe("Thinking");
    render("ready");
    expect(shown.at(-1)).toBe("Available");
  });
});
