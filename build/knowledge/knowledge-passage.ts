// The unit of TENFOLD's knowledge (build/knowledge/knowledge.ts): a passage, made from one part of a page,
// and one passage per section of a page, each linked to directly.
import type { ContentSection } from "../../web/content/types.ts";
import { anchorFor } from "#shared/anchors.ts";
import type { KnowledgeKind, KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";

interface Source {
  kind: KnowledgeKind;
  page: string;
  url: string;
  keywords?: readonly string[];
}

export function passage(
  id: string,
  source: Source,
  heading: string,
  paragraphs: readonly string[],
  asks: readonly string[] = [],
): KnowledgePassage {
  return {
    id,
    kind: source.kind,
    page: source.page,
    heading,
    url: source.url,
    paragraphs,
    asks,
    keywords: source.keywords ?? [],
  };
}

/** One passage per section; a section with an id is linked to directly. */
export function sectionPassages(
  idPrefix: string,
  source: Source,
  sections: readonly ContentSection[],
): KnowledgePassage[] {
  return sections.map((section, index) =>
    passage(
      `${idPrefix}#${section.id ?? index}`,
      { ...source, url: `${source.url.split("#")[0]}#${section.id ?? anchorFor(section.heading)}` },
      section.heading,
      // Each bullet is its own paragraph, so an answer can quote the one that answers.
      [...section.paragraphs, ...(section.bullets ?? [])],
      section.asks,
    ),
  );
}
