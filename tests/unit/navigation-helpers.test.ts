import { afterEach, describe, expect, it, vi } from "vitest";
import { isPaletteShortcut } from "../../web/lib/palette-events.ts";
import { suggestions } from "../../web/content/suggestions.ts";
import { currentSection } from "../../web/hooks/use-header-scroll.ts";
import { chooseSuggestion } from "../../web/hooks/use-suggestion-action.ts";
import { goToSection } from "../../web/lib/scroll-to-section.ts";
import { TRIGGER_TENFOLD_EVENT, triggerTenfold } from "../../web/lib/tenfold-events.ts";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset["tenfold"];
});

describe("current section", () => {
  it("is the last section whose top has passed half the viewport height", () => {
    const tops = [
      { id: "why-us", top: -900 },
      { id: "services", top: 390 },
      { id: "innovations", top: 420 },
    ] as const;
    expect(currentSection(tops, 800)).toBe("services");
    expect(currentSection(tops, 840)).toBe("innovations");
    expect(currentSection([{ id: "why-us", top: 500 }], 800)).toBeNull();
  });
});

describe("command palette shortcut", () => {
  it("opens on Ctrl+K and Cmd+K only", () => {
    expect(isPaletteShortcut({ key: "k", ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: "K", ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: "k", ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isPaletteShortcut({ key: "k", ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});

describe("suggestions", () => {
  it("are the spec's six, only the first special", () => {
    expect(suggestions.map((s) => [s.text, s.href])).toEqual([
      ["Show me Tenfold", "/"],
      ["Show me why we should work together", "/#why-us"],
      ["Show me what you do", "/#services"],
      ["Show me your innovations", "/#innovations"],
      ["Show me your team", "/#about"],
      ["Show me your insights", "/#insights"],
    ]);
    expect(suggestions.filter((s) => s.isSpecial).map((s) => s.text)).toEqual(["Show me Tenfold"]);
    expect(suggestions[0].description).toBe("The Larkspur AI Assistant");
  });

  it("opens TENFOLD for the special card, or goes to the AI page when TENFOLD is not loaded", () => {
    const navigate = vi.fn();
    const goTo = vi.fn();
    chooseSuggestion(suggestions[0], { navigate, openTenfold: () => true, goToSection: goTo });
    expect(navigate).not.toHaveBeenCalled();
    chooseSuggestion(suggestions[0], { navigate, openTenfold: () => false, goToSection: goTo });
    expect(navigate).toHaveBeenCalledWith("/ai-mode");
    expect(goTo).not.toHaveBeenCalled();
  });

  it("goes to the section for the others", () => {
    const goTo = vi.fn();
    chooseSuggestion(suggestions[2], { navigate: vi.fn(), openTenfold: () => false, goToSection: goTo });
    expect(goTo).toHaveBeenCalledWith("/#services", expect.any(Function));
  });

  it("only logs a click that throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = () => {
      throw new Error("boom");
    };
    expect(() =>
      chooseSuggestion(suggestions[3], { navigate: vi.fn(), openTenfold: () => false, goToSection: boom }),
    ).not.toThrow();
    expect(error).toHaveBeenCalledWith("Suggestion failed", "Show me your innovations", expect.any(Error));
  });
});

describe("goToSection", () => {
  it("scrolls to a section on this page without navigating", () => {
    document.body.innerHTML = '<section id="services"></section>';
    const target = document.getElementById("services")!;
    target.scrollIntoView = vi.fn();
    const navigate = vi.fn();
    history.replaceState(null, "", "/");
    goToSection("/#services", navigate);
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(location.hash).toBe("#services");
  });

  it("navigates to the home page section from elsewhere", () => {
    history.replaceState(null, "", "/faq");
    const navigate = vi.fn();
    goToSection("/#contact", navigate);
    expect(navigate).toHaveBeenCalledWith("/#contact");
  });
});

describe("triggerTenfold", () => {
  it("dispatches the page event only when the widget is listening", () => {
    const listener = vi.fn();
    window.addEventListener(TRIGGER_TENFOLD_EVENT, listener);
    expect(triggerTenfold()).toBe(false);
    document.documentElement.dataset["tenfold"] = "ready";
    expect(triggerTenfold()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    window.removeEventListener(TRIGGER_TENFOLD_EVENT, listener);
  });
});
