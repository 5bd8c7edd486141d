// A TENFOLD reply shown as plain text keeps its words and loses its marks.
import { describe, expect, it } from "vitest";
import { markdownAsText } from "../../web/tenfold/markdown-text.ts";

describe("markdownAsText", () => {
  it("keeps a link's title, bold and emphasis as words, and drops the rule between parts", () => {
    const reply =
      "We price by **project**, not by the *hour*.\n\nRead more: [Project scoping](/project-scoping#estimate).\n\n---\n\nAlso relevant, from [Fees](/how-we-work#fees): retainers.";
    expect(markdownAsText(reply)).toBe(
      "We price by project, not by the hour.\n\nRead more: Project scoping.\n\nAlso relevant, from Fees: retainers.",
    );
  });

  it("leaves text without marks as it is", () => {
    expect(markdownAsText("Where are your offices?")).toBe("Where are your offices?");
  });
});
