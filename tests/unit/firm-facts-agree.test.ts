// What the firm says about itself agrees wherever a prospect reads it: the rate card prices every
// grade on the team, and the FAQ, How we work, Transparency, Project scoping and the terms state
// one conflicts rule, one answer on a client list and one crisis exception.
import { describe, expect, it } from "vitest";
import { faq } from "../../web/content/faq.ts";
import { firmRules } from "../../web/content/firm-rules.ts";
import { grades } from "../../web/content/grades.ts";
import { howWeWork } from "../../web/content/how-we-work.ts";
import { policies } from "../../web/content/policies.ts";
import { projectScoping } from "../../web/content/project-scoping.ts";
import { team } from "../../web/content/team.ts";
import type { ContentSection } from "../../web/content/types.ts";

/** One block of text a reader takes in at once: an FAQ answer, or a section's paragraphs and bullets. */
interface Block {
  readonly where: string;
  readonly text: string;
}

const sectionBlock = (page: string, section: ContentSection): Block => ({
  where: `${page} › ${section.heading}`,
  text: [...section.paragraphs, ...(section.bullets ?? [])].join(" "),
});

const blocks: readonly Block[] = [
  ...faq.map((item) => ({ where: `FAQ › ${item.question}`, text: item.answer })),
  ...[...howWeWork.before, ...howWeWork.after].map((section) => sectionBlock("How we work", section)),
  ...howWeWork.fees.map((fee) => ({
    where: `How we work › ${fee.name}`,
    text: [fee.suits, ...fee.includes].join(" "),
  })),
  ...howWeWork.feeNotes.map((note) => ({ where: "How we work › fee notes", text: note.text })),
  ...projectScoping.sections.map((section) => sectionBlock("Project scoping", section)),
  ...policies.flatMap((policy) => policy.sections.map((section) => sectionBlock(policy.path, section))),
];

const sentences = (text: string) => text.split(/(?<=[.?!])\s+(?=[A-Z0-9"])/);
const blockAt = (where: string) => blocks.find((block) => block.where === where)?.text ?? "";
const transparency = (heading: string) => blockAt(`/transparency › ${heading}`);
/** The crisis exception, whether it opens its own sentence or sits inside one. */
const statesCrisisStart = (text: string) => text.toLowerCase().includes(firmRules.crisisStart.toLowerCase());

describe("rates per grade", () => {
  const roleTitle = (role: string) => role.replace(/\s*\(.*\)\s*$/, "");
  const gradeOf = (role: string) =>
    grades.find(
      (grade) =>
        grade.title === roleTitle(role) ||
        ("positions" in grade && (grade.positions as readonly string[]).includes(roleTitle(role))),
    );
  const dayRates = howWeWork.fees.find((fee) => /day rate/i.test(fee.name));
  const rateCard = [dayRates?.price ?? "", ...(dayRates?.includes ?? [])].join(" ").toLowerCase();
  const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`;

  it("gives every consultant's role a grade", () => {
    expect(team.filter((person) => !gradeOf(person.role)).map((person) => person.role)).toEqual([]);
  });

  it("prices every grade on the team on the rate card, at that grade's rate", () => {
    const unpriced = team.flatMap((person) => {
      const grade = gradeOf(person.role);
      return grade && !rateCard.includes(`${grade.title.toLowerCase()} ${pounds(grade.dayRate)}`) ? [person.role] : [];
    });
    expect(unpriced).toEqual([]);
  });

  it("shows a price range from the lowest grade's rate to the highest's", () => {
    const rates = grades.map((grade) => grade.dayRate);
    expect(dayRates?.price).toBe(`${pounds(Math.min(...rates))} to ${pounds(Math.max(...rates))} a day`);
  });
});

describe("one conflicts rule", () => {
  it("is stated in full on the FAQ, How we work, Transparency and Project scoping", () => {
    expect(blockAt("FAQ › How do you handle confidentiality and conflicts of interest?")).toContain(
      firmRules.conflictsCheck,
    );
    expect(blockAt("How we work › Conflicts of interest")).toContain(firmRules.conflictsCheck);
    expect(transparency("Our code of conduct")).toContain(firmRules.conflictsCheck);
    expect(blockAt("Project scoping › Confidentiality from the first call")).toContain(firmRules.conflictsCheck);
  });

  it("is the only account anywhere of what a conflicts check covers", () => {
    const ruleSentences = new Set(sentences(firmRules.conflictsCheck));
    const others = blocks.flatMap((block) =>
      sentences(block.text)
        .filter(
          (sentence) =>
            /\bcheck(?:s|ed)?\b[^.]*\b(?:against|covers?)\b/i.test(sentence) && !ruleSentences.has(sentence),
        )
        .map((sentence) => `${block.where}: ${sentence}`),
    );
    expect(others).toEqual([]);
  });

  it("says the same about a direct conflict on the FAQ and How we work", () => {
    expect(blockAt("FAQ › How do you handle confidentiality and conflicts of interest?")).toContain(
      firmRules.directConflict,
    );
    expect(blockAt("How we work › Conflicts of interest")).toContain(firmRules.directConflict);
  });
});

describe("the client list", () => {
  it("is described as not published wherever one is mentioned", () => {
    const claims = blocks.flatMap((block) =>
      sentences(block.text)
        .filter(
          (sentence) => /client list|list of (?:our )?clients/i.test(sentence) && !/\b(?:not|no)\b/i.test(sentence),
        )
        .map((sentence) => `${block.where}: ${sentence}`),
    );
    expect(claims).toEqual([]);
  });

  it("is answered the same way by the FAQ and the Transparency page", () => {
    expect(blockAt("FAQ › What code of conduct do you follow, and who are your clients?")).toContain(
      firmRules.clientList,
    );
    expect(transparency("Whom we act for")).toContain(firmRules.clientList);
  });
});

describe("the crisis exception", () => {
  it("goes with every statement that work waits for a proposal or a signed letter", () => {
    const unqualified = blocks
      .filter((block) =>
        /(?:nothing|no work) starts until|before any work (?:starts|begins)|only under a signed letter/i.test(
          block.text,
        ),
      )
      .filter((block) => !statesCrisisStart(block.text))
      .map((block) => block.where);
    expect(unqualified).toEqual([]);
  });

  it("is the one promise of a same-day start, on How we work as on Project scoping", () => {
    expect(statesCrisisStart(blockAt("How we work › How an engagement runs"))).toBe(true);
    expect(statesCrisisStart(blockAt("Project scoping › What you get back"))).toBe(true);
    const others = blocks.filter((block) => /same day/i.test(block.text) && !statesCrisisStart(block.text));
    expect(others.map((block) => block.where)).toEqual([]);
  });
});
