// StoryScanner's built-in reader: the same reading in the visitor's browser (a Web Worker,
// web/tools/storyscanner/story-worker.ts) and in the functions for a browser that ran no script.
// Every part comes from a kept library or from the site's own text, none from a hand-kept list:
// - sentences, people, organisations and places: compromise (./storyscanner-names.ts);
// - the services the story touches: its nouns, verbs and adjectives scored against the service
//   pages (./storyscanner-services.ts), whose small form the caller passes in;
// - risk or opportunity: the AFINN-165 lexicon, sentence by sentence (./storyscanner-verdict.ts);
// - the next step: the first step of that service's own way of working, linked to its page.
import nlp from "compromise";
import { wordsOf } from "../tool-text.ts";
import type { StoryAnalysis } from "./storyscanner.ts";
import { namesIn, type StoryDoc } from "./storyscanner-names.ts";
import { nextStepFor, servicesFor, type StoryServices } from "./storyscanner-services.ts";
import { readingOf } from "./storyscanner-verdict.ts";

export function sentencesOf(doc: StoryDoc): string[] {
  return (doc.sentences().out("array") as string[]).map((s) => s.trim()).filter((s) => wordsOf(s).length > 0);
}

/** The story in one line: its first full sentence (a news story's lede), cut at 40 words. */
export function oneLine(sentences: readonly string[]): string {
  const lede = sentences.find((s) => wordsOf(s).length >= 8) ?? sentences[0] ?? "";
  const words = lede.split(/\s+/);
  return words.length > 45 ? `${words.slice(0, 40).join(" ")}…` : lede;
}

/**
 * The words that say what a story is about: its nouns, verbs and adjectives, as compromise tags
 * them, but not the people and places it names, which say who and where (a story set in Scotland
 * is not about the Scottish Parliament).
 */
export const topicWords = (doc: StoryDoc) =>
  (
    doc
      .match("(#Noun|#Verb|#Adjective)")
      .not("(#Pronoun|#Auxiliary|#Copula|#Modal|#Preposition|#Person|#Place)")
      .out("array") as string[]
  ).join(" ");

/** The built-in reading of an article's text, with the service pages' small form. */
export function readStory(text: string, services: StoryServices): StoryAnalysis {
  const doc = nlp(text);
  const sentences = sentencesOf(doc);
  const reading = readingOf(sentences, wordsOf(text).length);
  const matched = servicesFor(topicWords(doc), services);
  const lead = matched[0];
  return {
    summary: oneLine(sentences),
    ...namesIn(doc),
    services: matched,
    reading,
    nextStep: lead ? nextStepFor(lead.slug, reading.verdict, services) : null,
  };
}
