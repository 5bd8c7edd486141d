// SenseChecker's results as a visitor meets them, without a browser: the summary counts each kind,
// the marked draft reads as the draft with each mark a link to a finding that covers it (overlaps
// included), and "Show in text" takes keyboard focus to the finding's mark.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Finding } from "../../../web/tools/sensechecker/sense-findings.ts";
import { SenseResults } from "../../../web/tools/sensechecker/sense-results.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DRAFT = "Research shows 40% of teh residents agree. The plan was taken by the board.";
const at = (words: string, from = 0) => {
  const start = DRAFT.indexOf(words, from);
  return { start, end: start + words.length, words };
};
const first = { start: 0, end: DRAFT.indexOf(".") + 1 };
const second = { start: DRAFT.indexOf("The plan"), end: DRAFT.length };
const FINDINGS: Finding[] = [
  { kind: "unsourced", ...at("Research shows"), reason: "No source.", suggestion: "Name it.", sentence: first },
  { kind: "unsourced", ...at("40%"), reason: "No source for the figure.", suggestion: "Source it.", sentence: first },
  {
    kind: "readability",
    ...at("Research shows 40% of teh residents agree."),
    reason: "Hard.",
    suggestion: "Split.",
    sentence: first,
  },
  {
    kind: "spelling",
    ...at("teh"),
    reason: '"teh" is not a word.',
    suggestion: 'Did you mean "the"?',
    sentence: first,
  },
  { kind: "passive", ...at("taken"), reason: "Passive.", suggestion: "Say who.", sentence: second },
];

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<SenseResults draft={DRAFT} findings={FINDINGS} />));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe("SenseChecker's results", () => {
  it("counts the findings of each kind under a heading, press checks first", () => {
    const summary = host.querySelector('section[aria-labelledby="sense-summary"]');
    expect(summary?.querySelector("h3")?.textContent).toBe("Summary");
    expect(summary?.textContent).toContain("5 findings, 2 of them from the press officer's checks.");
    const rows = [...(summary?.querySelectorAll("li") ?? [])].map((li) => li.textContent);
    expect(rows).toEqual(["Figure or claim with no source2", "Spelling1", "Hard to read1", "Passive voice1"]);
  });

  it("marks the draft without changing its words, each mark a link to a finding that covers it", () => {
    const marked = host.querySelector('section[aria-labelledby="sense-marked"] div');
    const clone = marked?.cloneNode(true) as HTMLElement;
    for (const hidden of clone.querySelectorAll(".sr-only")) hidden.remove();
    expect(clone.textContent).toBe(DRAFT);
    const links = [...(marked?.querySelectorAll("mark a") ?? [])] as HTMLAnchorElement[];
    expect(links.length).toBeGreaterThanOrEqual(FINDINGS.length);
    for (const link of links) {
      const target = host.querySelector(link.getAttribute("href") ?? "#none");
      expect(target?.tagName).toBe("LI");
      const index = Number(link.getAttribute("href")?.replace("#sense-finding-", "")) - 1;
      const finding = FINDINGS[index];
      const words = link.firstChild?.textContent ?? "";
      expect(finding && DRAFT.slice(finding.start, finding.end)).toContain(words);
    }
    // "teh" sits inside the sentence that is hard to read: its mark names both findings to a screen reader.
    const teh = links.find((link) => link.firstChild?.textContent === "teh");
    expect(teh?.querySelector(".sr-only")?.textContent).toContain("Spelling");
    expect(teh?.querySelector(".sr-only")?.textContent).toContain("Hard to read");
  });

  it("lists each finding with its reason and suggestion, and Show in text focuses its mark", () => {
    const items = [...host.querySelectorAll('section[aria-labelledby="sense-findings"] li')];
    expect(items).toHaveLength(5);
    const spelling = items.find((item) => item.querySelector("h4")?.textContent?.includes("Spelling"));
    expect(spelling?.textContent).toContain('"teh" is not a word.');
    expect(spelling?.textContent).toContain('Did you mean "the"?');
    const show = [...(spelling?.querySelectorAll("button") ?? [])].find((b) =>
      b.textContent?.startsWith("Show in text"),
    );
    act(() => show?.click());
    expect(document.activeElement?.firstChild?.textContent).toBe("teh");
    // Passive voice is mendable by a rewrite; an unsourced figure is not (the source is the writer's to give).
    const buttons = (item: Element | undefined) =>
      [...(item?.querySelectorAll("button") ?? [])].map((b) => b.textContent);
    expect(buttons(items.find((i) => i.textContent?.includes("Passive voice")))).toContain(
      "Suggest a rewrite of this sentence (finding 5)",
    );
    expect(buttons(items[1]).some((text) => text?.startsWith("Suggest a rewrite"))).toBe(false);
  });
});
