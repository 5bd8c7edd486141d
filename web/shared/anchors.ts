// The fragment id a heading is linked to by, on the page and in TENFOLD's citations (built into
// its knowledge): one function, so a citation always lands on the passage it quotes.

/** "What we ask you" → "what-we-ask-you"; a section with an explicit id keeps that id instead. */
export function anchorFor(heading: string): string {
  return heading
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
}

/** Where a tool page's working panel starts ("Try it"), linked from TENFOLD and the home page. */
export const TRY_IT_ANCHOR = anchorFor("Try it");
