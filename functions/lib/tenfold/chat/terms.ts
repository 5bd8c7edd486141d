// TENFOLD's reading of words is shared with the browser, where StoryScanner reads articles with it:
// it lives in web/shared/word-terms.ts, and TENFOLD's modules (and Triage Bot's) read it from here.
export { contentTerms, isAdverb, questionTokens, stem, STOP_WORDS, tokenize } from "#shared/word-terms.ts";
