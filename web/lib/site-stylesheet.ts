/**
 * Marks the link to the site's whole stylesheet in a prerendered page. The page carries only the
 * rules its own markup uses (build/critical-css.ts); the link, with `media="print"`, fetches the
 * rest at the lowest priority without holding the first paint back.
 */
export const SITE_STYLESHEET_ATTRIBUTE = "data-site-stylesheet";

/**
 * Applies the whole stylesheet once it has arrived and resolves then. The app waits for it before
 * hydrating: what React renders later (TENFOLD's panel, the palette, dialogs, another page on a
 * client-side navigation) uses rules this page's markup did not. A page without the link (one
 * carrying the whole stylesheet) resolves at once, and so does a link that failed to load, so a
 * stylesheet that cannot be fetched never stops the page from working.
 */
export function applySiteStylesheet(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  if (!link) return Promise.resolve();
  const apply = () => {
    link.media = "all";
  };
  // `sheet` is set once the file has loaded (a print stylesheet is parsed all the same).
  if (link.sheet) {
    apply();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const settle = () => {
      apply();
      resolve();
    };
    link.addEventListener("load", settle, { once: true });
    link.addEventListener("error", settle, { once: true });
  });
}
