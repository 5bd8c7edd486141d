// SenseChecker's spelling check: nspell over the en-GB dictionary, reading words as retext-spell
// does (a hyphenated word is right when each of its parts is; words in quotes or brackets and
// plain figures are left alone), with one difference: it asks nspell for suggestions only for a
// word the visitor will be shown. Suggesting is nspell's slow part (up to 0.2 s for a long name),
// and a news draft is full of names that the finding drops anyway; retext-spell suggested for
// each of them, which made the first check of a 1,500-word article take 2.4 s of the worker's time.
import type { Parents, Root, Word } from "nlcst";
import { isLiteral } from "nlcst-is-literal";
import { toString } from "nlcst-to-string";
import nspell from "nspell";
import type { VFile } from "vfile";

/** The source a spelling message carries, as the analyser reads it. */
export const SPELLING_SOURCE = "sense-spelling";

/** Suggestions kept per word over the checker's life: a visitor checks draft after draft. */
const CACHE_LIMIT = 2_000;
const MAX_SUGGESTIONS = 3;

export interface SpellingOptions {
  readonly aff: string;
  readonly dic: string;
  /** Whether an unknown word at this place is shown to the visitor (names, say, are not). */
  readonly shown: (text: string, start: number, end: number) => boolean;
}

/** A unified plugin: builds nspell's index once, when the processor is made, then checks each draft. */
export function senseSpelling(options: SpellingOptions) {
  const checker = nspell(options.aff, options.dic);
  const suggested = new Map<string, readonly string[]>();
  const suggest = (word: string) => {
    let found = suggested.get(word);
    if (!found) {
      found = checker.suggest(word).slice(0, MAX_SUGGESTIONS);
      if (suggested.size >= CACHE_LIMIT) suggested.clear();
      suggested.set(word, found);
    }
    return found;
  };
  const irrelevant = (word: string) => /^\d+$/.test(word);
  const known = (node: Word, word: string) =>
    checker.correct(word) ||
    (node.children.length > 1 &&
      node.children.every((part) => part.type !== "TextNode" || irrelevant(part.value) || checker.correct(part.value)));

  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    const walk = (parent: Parents) => {
      parent.children.forEach((node, index) => {
        if (node.type !== "WordNode") {
          if ("children" in node) walk(node);
          return;
        }
        if (isLiteral(parent, index)) return;
        const word = toString(node).replace(/’/g, "'");
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (irrelevant(word) || start === undefined || end === undefined || known(node, word)) return;
        if (!options.shown(text, start, end)) return;
        const message = file.message(`Unknown word “${word}”`, {
          place: node.position,
          ruleId: "unknown-word",
          source: SPELLING_SOURCE,
        });
        message.actual = word;
        message.expected = [...suggest(word)];
      });
    };
    walk(tree);
  };
}
