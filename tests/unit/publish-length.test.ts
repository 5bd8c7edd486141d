import { afterEach, describe, expect, it } from "vitest";
import { lengthInPx, publishHeight, publishLength } from "../../web/lib/publish-length.ts";

describe("lengthInPx", () => {
  it("reads px and rem lengths, rem against the root's font size", () => {
    expect(lengthInPx("80px", 16)).toBe(80);
    expect(lengthInPx(" 4.5rem", 16)).toBe(72);
    expect(lengthInPx("5rem", 20)).toBe(100);
  });

  it("gives null for what it cannot resolve alone", () => {
    expect(lengthInPx("", 16)).toBeNull();
    expect(lengthInPx("calc(1rem + 2px)", 16)).toBeNull();
    expect(lengthInPx("10vh", 16)).toBeNull();
  });
});

afterEach(() => {
  document.documentElement.removeAttribute("style");
  document.head.querySelector("style[data-test]")?.remove();
});

const withDefault = (css: string) => {
  const style = document.createElement("style");
  style.dataset["test"] = "";
  style.textContent = css;
  document.head.append(style);
};

describe("publishLength", () => {
  it("leaves <html> untouched when the measured height is what the CSS already gives", () => {
    withDefault(":root { font-size: 16px; --dock-h: 4.5rem; }");
    publishLength("--dock-h", 72);
    expect(document.documentElement.style.getPropertyValue("--dock-h")).toBe("");
  });

  it("publishes a height that differs, and changes it only when it changes again", () => {
    withDefault(":root { font-size: 16px; --dock-h: 4.5rem; }");
    publishLength("--dock-h", 104);
    expect(document.documentElement.style.getPropertyValue("--dock-h")).toBe("104px");
    publishLength("--dock-h", 104);
    expect(document.documentElement.style.getPropertyValue("--dock-h")).toBe("104px");
    publishLength("--dock-h", 72);
    expect(document.documentElement.style.getPropertyValue("--dock-h")).toBe("72px");
  });
});

describe("publishHeight", () => {
  it("publishes an element's height rounded up to a whole px", () => {
    withDefault(":root { font-size: 16px; --header-h: 5rem; }");
    const element = document.createElement("header");
    element.getBoundingClientRect = () => DOMRect.fromRect({ width: 320, height: 96.2 });
    publishHeight("--header-h", element);
    expect(document.documentElement.style.getPropertyValue("--header-h")).toBe("97px");
  });
});
