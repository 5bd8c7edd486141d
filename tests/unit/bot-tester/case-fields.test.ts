// A case as the console's form holds it: facts one a line with "|" between a fact's wordings,
// links by line or space, and back again, so editing a kept case and saving it changes nothing.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { botCaseInputSchema, type BotCase } from "#shared/api/bot-tester.ts";
import {
  BLANK_CASE,
  expectationSummary,
  factsFromText,
  factsToText,
  fieldsOf,
  inputOf,
  keptTurns,
  linksFromText,
} from "../../../web/tools/bot-tester/staff/case-fields.ts";

const kept: BotCase = {
  id: "c1",
  question: "How fast do you respond to a crisis?",
  history: [
    { role: "user", text: "Hello" },
    { role: "ai", text: "Hello, how can I help?" },
  ],
  facts: ["24 hours", ["30 days", "a month"]],
  links: ["/services/crisis-communications", "/contact"],
  declines: false,
  note: "From a call",
  origin: "staff",
  createdBy: "ada@example.com",
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedBy: "ada@example.com",
  updatedAt: "2026-12-01T10:00:00.000Z",
};

describe("facts as text", () => {
  it("reads one fact a line, alternatives split by |, dropping blank lines and empty wordings", () => {
    expect(factsFromText("24 hours\n\n 30 days | a month |\r\n|  \nLondon")).toEqual([
      "24 hours",
      ["30 days", "a month"],
      "London",
    ]);
    expect(factsFromText("   \n")).toEqual([]);
  });

  it("writes them back the way they are read", () => {
    const facts = ["24 hours", ["30 days", "a month"]];
    expect(factsToText(facts)).toBe("24 hours\n30 days | a month");
    expect(factsFromText(factsToText(facts))).toEqual(facts);
  });
});

describe("links as text", () => {
  it("splits on lines, spaces and commas", () => {
    expect(linksFromText("/contact\n/about  /services/x,/faq\n")).toEqual([
      "/contact",
      "/about",
      "/services/x",
      "/faq",
    ]);
  });
});

describe("a kept case through the form", () => {
  it("comes back as the same input, which the contract accepts", () => {
    const input = inputOf(fieldsOf(kept));
    expect(input).toEqual({
      question: kept.question,
      history: kept.history,
      facts: kept.facts,
      links: kept.links,
      declines: false,
      note: kept.note,
    });
    expect(v.safeParse(botCaseInputSchema, input).success).toBe(true);
  });

  it("leaves out earlier turns left blank", () => {
    const input = inputOf({ ...BLANK_CASE, question: "Hi", history: [{ role: "user", text: "  " }] });
    expect(input.history).toEqual([]);
  });
});

describe("a draft's turns read back from storage", () => {
  it("keeps only turns of the right shape", () => {
    expect(keptTurns([{ role: "user", text: "a" }, { role: "bot", text: "b" }, null, { role: "ai", text: 3 }])).toEqual(
      [{ role: "user", text: "a" }],
    );
    expect(keptTurns("not a list")).toEqual([]);
  });
});

describe("the list's summary of what a right answer holds", () => {
  it("says decline, facts and links, or that any answer will do", () => {
    expect(expectationSummary({ facts: [], links: [], declines: true })).toBe("Must decline");
    expect(expectationSummary(kept)).toBe("2 facts; links to /services/crisis-communications, /contact");
    expect(expectationSummary({ facts: ["x"], links: [], declines: false })).toBe("1 fact");
    expect(expectationSummary({ facts: [], links: [], declines: false })).toBe("Answers rather than declines");
  });
});
