// StoryScanner's built-in reader (the browser's and, for a browser that ran no script, the
// functions') over twelve articles of different kinds (./articles.ts), each with the names,
// service and reading expected of it, written before the reader ran. Each article's
// reading must be well formed and quote the article; across the corpus, the names found, the
// services named and the verdicts must reach the pass marks set with the articles.
import { describe, expect, it } from "vitest";
import { storyServices } from "virtual:story-services";
import { readStory } from "#shared/api/storyscanner-reader.ts";
import { sentenceScore } from "#shared/api/storyscanner-verdict.ts";
import { ARTICLES, PASS_MARKS } from "./articles.ts";

const readings = ARTICLES.map((article) => ({ article, reading: readStory(article.text, storyServices) }));

describe.each(readings)("the $article.kind article", ({ article, reading }) => {
  it("is summed up in one of its own sentences, and its reading quotes the sentences that drove it", () => {
    expect(article.text).toContain(reading.summary.replace(/…$/, ""));
    expect(reading.reading.sentences.length).toBeGreaterThan(0);
    for (const sentence of reading.reading.sentences) {
      expect(article.text).toContain(sentence.text);
      expect(sentence.leaning).toBe(sentenceScore(sentence.text) < 0 ? "risk" : "opportunity");
    }
  });

  it("names services with their pages and why, and the next step on the first one's page", () => {
    expect(reading.services.length).toBeGreaterThan(0);
    for (const service of reading.services) {
      expect(service.url).toBe(`/services/${service.slug}`);
      expect(service.why).toMatch(/^The story's words? .+ matched the .+ passage of /);
      // The words "why" names are the article's own.
      const words = service.why.replace(/ matched the .*$/, "");
      for (const [, word] of words.matchAll(/“([^”]+)”/g)) expect(article.text.toLowerCase()).toContain(word);
    }
    expect(reading.nextStep?.url).toBe(reading.services[0]?.url);
    expect(reading.nextStep?.text).toMatch(/\w.*[.!?]$/);
  });
});

describe("across the corpus", () => {
  it(`finds at least ${PASS_MARKS.names * 100}% of the people, organisations and places expected`, () => {
    const missed: string[] = [];
    let expected = 0;
    for (const { article, reading } of readings) {
      for (const [kind, names, found] of [
        ["person", article.people, reading.people],
        ["organisation", article.organisations, reading.organisations],
        ["place", article.places, reading.places],
      ] as const) {
        for (const name of names) {
          expected++;
          if (!found.some((f) => f.toLowerCase() === name.toLowerCase()))
            missed.push(`${article.kind}: ${kind} ${name}`);
        }
      }
    }
    expect((expected - missed.length) / expected, `missed: ${missed.join("; ")}`).toBeGreaterThanOrEqual(
      PASS_MARKS.names,
    );
  });

  // Set before the reader ran, and reached once a service was matched as a whole page (all its
  // passages as one document) with words only some service pages use weighing most, rather than
  // by the one passage of the whole site that best matched.
  it(`names the expected service for at least ${PASS_MARKS.service * 100}% of the articles`, () => {
    const missed = readings
      .filter(({ article, reading }) => !reading.services.some((s) => s.slug === article.service))
      .map(
        ({ article, reading }) =>
          `${article.kind}: wanted ${article.service}, got ${reading.services.map((s) => s.slug).join(", ")}`,
      );
    expect((readings.length - missed.length) / readings.length, `missed: ${missed.join("; ")}`).toBeGreaterThanOrEqual(
      PASS_MARKS.service,
    );
  });

  it(`reads risk, opportunity or mixed as expected for at least ${PASS_MARKS.verdict * 100}% of the articles`, () => {
    const missed = readings
      .filter(({ article, reading }) => reading.reading.verdict !== article.verdict)
      .map(
        ({ article, reading }) =>
          `${article.kind}: wanted ${article.verdict}, got ${reading.reading.verdict} (${reading.reading.score})`,
      );
    expect((readings.length - missed.length) / readings.length, `missed: ${missed.join("; ")}`).toBeGreaterThanOrEqual(
      PASS_MARKS.verdict,
    );
  });
});

describe("the lexicon reading", () => {
  it("turns a word's sign after a negation", () => {
    expect(sentenceScore("The results were good.")).toBeGreaterThan(0);
    expect(sentenceScore("The results were not good.")).toBeLessThan(0);
  });
});
