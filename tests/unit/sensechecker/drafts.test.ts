// @vitest-environment node
// SenseChecker's reader on the team's drafts (drafts.ts): each planted problem is found, as the
// kind written down for it, on the words written down for it; the press officer's checks raise
// nothing else; a release in good order raises none of them; every finding is a range of the
// draft that reads as its words, with a reason and a suggestion.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { senseChecker } from "../../../web/tools/sensechecker/sense-analyser.ts";
import { PRESS_KINDS, type Finding } from "../../../web/tools/sensechecker/sense-findings.ts";
import { CHECKED_ON, CLEAN_RELEASE, DRAFTS, type Expected } from "./drafts.ts";

const dictionary = (file: string) =>
  readFileSync(new URL(`../../../node_modules/dictionary-en-gb/${file}`, import.meta.url), "utf8");
const check = senseChecker({ aff: dictionary("index.aff"), dic: dictionary("index.dic") });

const matches = (finding: Finding, expected: Expected) =>
  finding.kind === expected.kind &&
  finding.words.includes(expected.words) &&
  (expected.says ?? []).every((words) => `${finding.reason} ${finding.suggestion}`.includes(words));

const describeFinding = (f: Finding) => `${f.kind} "${f.words}": ${f.reason} / ${f.suggestion}`;

describe("SenseChecker on the team's drafts", () => {
  for (const draft of DRAFTS) {
    it(draft.name, async () => {
      const findings = await check(draft.text, CHECKED_ON);
      const listed = findings.map(describeFinding);
      for (const expected of [...draft.press, ...draft.writing]) {
        expect(
          findings.some((f) => matches(f, expected)),
          `${JSON.stringify(expected)} in:\n${listed.join("\n")}`,
        ).toBe(true);
      }
      const press = findings.filter((f) => PRESS_KINDS.includes(f.kind));
      // Each expected press finding claims one finding, and none is left over.
      const unclaimed = [...press];
      for (const expected of draft.press) {
        const at = unclaimed.findIndex((f) => matches(f, expected));
        if (at >= 0) unclaimed.splice(at, 1);
      }
      expect(unclaimed.map(describeFinding)).toEqual([]);
      for (const finding of findings) {
        expect(draft.text.slice(finding.start, finding.end)).toBe(finding.words);
        expect(finding.sentence.start).toBeLessThanOrEqual(finding.start);
        expect(finding.sentence.end).toBeGreaterThanOrEqual(finding.end);
        expect(finding.reason).not.toBe("");
        expect(finding.suggestion).not.toBe("");
      }
    });
  }

  it("raises none of the press officer's checks on a release in good order", async () => {
    const findings = await check(CLEAN_RELEASE, CHECKED_ON);
    expect(findings.filter((f) => PRESS_KINDS.includes(f.kind)).map(describeFinding)).toEqual([]);
  });

  it("keeps names and addresses out of the spelling check, and flags a misspelling that opens a sentence", async () => {
    const findings = await check(
      "Recieve the plan today. Our director, Anwen Pryce-Jones, wrote to press@hartwell.example about it.",
      CHECKED_ON,
    );
    const spelled = findings.filter((f) => f.kind === "spelling").map((f) => f.words);
    expect(spelled).toEqual(["Recieve"]);
  });
});
