// The shape of TENFOLD's knowledge: passages (a section of a page, an FAQ answer, a fee basis, a
// consultant's profile), built at build time from the content registries and articles
// (build/knowledge/knowledge.ts) and read by both answerers and the voice brief.
export type KnowledgeKind =
  | "topic"
  | "service"
  | "outcome"
  | "tool"
  | "faq"
  | "policy"
  | "article"
  | "resource"
  | "person"
  | "councillor"
  | "case-study"
  | "fees";

export interface KnowledgePassage {
  /** Stable id: "service:crisis-communications#0", "topic:contact". */
  readonly id: string;
  readonly kind: KnowledgeKind;
  /** The page it belongs to, as a visitor would name it ("Crisis Communications"). */
  readonly page: string;
  /** The section within the page; empty for the page's own summary. */
  readonly heading: string;
  /** Where the visitor reads it (a site path, with #section where there is one). */
  readonly url: string;
  /** The passage's copy, paragraph by paragraph; an answer quotes the ones that answer. */
  readonly paragraphs: readonly string[];
  /** Questions visitors ask that this passage answers (the registries' `asks`). */
  readonly asks: readonly string[];
  /** Names and terms a visitor may use for it that the copy does not (old tool names, slugs). */
  readonly keywords: readonly string[];
}

/** Something TENFOLD can do for the visitor, shown as a button under its reply. */
export type ChatAction =
  | { readonly type: "navigate"; readonly href: string; readonly label: string }
  | { readonly type: "open-contact"; readonly label: string };

/** A page of the site that a reply quotes or cites, listed under it. */
export interface ChatSource {
  readonly title: string;
  readonly url: string;
}
