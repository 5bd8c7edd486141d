// TENFOLD's retrieval: BM25+ ranking (MiniSearch) over the knowledge built from the site's content.
import MiniSearch from "minisearch";
import knowledge from "../../generated/knowledge.json";
import type { KnowledgeDoc } from "../../../web/shared/knowledge-types.ts";

export const documents = knowledge as readonly KnowledgeDoc[];

const STOP_WORDS = new Set(
  "a an and are as at be but by can could do does for from have how i in is it me my of on or our please show tell the to us we what when where which who why will with you your".split(" "),
);

let index: MiniSearch<KnowledgeDoc> | undefined;

function getIndex(): MiniSearch<KnowledgeDoc> {
  if (!index) {
    index = new MiniSearch<KnowledgeDoc>({
      fields: ["title", "keywordText", "summary", "text"],
      storeFields: ["id"],
      extractField: (doc, field) => (field === "keywordText" ? doc.keywords.join(" ") : String(doc[field as keyof KnowledgeDoc] ?? "")),
      processTerm: (term) => {
        const lower = term.toLowerCase();
        return STOP_WORDS.has(lower) ? null : lower;
      },
      searchOptions: {
        boost: { title: 4, keywordText: 3, summary: 1.5, text: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: "OR",
      },
    });
    index.addAll(documents as KnowledgeDoc[]);
  }
  return index;
}

export interface Hit {
  readonly doc: KnowledgeDoc;
  readonly score: number;
}

const byId = new Map(documents.map((doc) => [doc.id, doc]));

export function searchKnowledge(query: string, limit = 5): Hit[] {
  return getIndex()
    .search(query)
    .slice(0, limit)
    .flatMap((result) => {
      const doc = byId.get(String(result.id));
      return doc ? [{ doc, score: result.score }] : [];
    });
}

export function knowledgeDoc(id: string): KnowledgeDoc | undefined {
  return byId.get(id);
}
