import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, TOAST_REMOVE_DELAY } from "../../web/hooks/use-toast.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows at most one toast: a new one replaces the last", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast at once and forgets it after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const id = toast({ title: "Bye" });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
