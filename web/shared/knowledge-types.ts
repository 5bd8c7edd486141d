// The shape of TENFOLD's knowledge: one document per thing the site says, built at build time
// from the content registries and articles (build/knowledge.ts), read by both answerers.
export type KnowledgeKind =
  | "firm"
  | "contact"
  | "offices"
  | "hours"
  | "service"
  | "outcome"
  | "tool"
  | "faq"
  | "policy"
  | "article"
  | "resource"
  | "person"
  | "case-study"
  | "fees"
  | "assistant";

export interface KnowledgeDoc {
  readonly id: string;
  readonly kind: KnowledgeKind;
  readonly title: string;
  /** Where the visitor can read more (a site path, possibly with #section). */
  readonly url: string;
  /** A one- or two-sentence answer-ready summary. */
  readonly summary: string;
  /** The full text used for retrieval and as model context. */
  readonly text: string;
  readonly keywords: readonly string[];
}

/** Something TENFOLD can do for the visitor, shown as a button under its reply. */
export type ChatAction =
  | { readonly type: "navigate"; readonly href: string; readonly label: string }
  | { readonly type: "open-contact"; readonly label: string };
