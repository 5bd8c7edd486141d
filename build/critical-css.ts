// Each prerendered page carries the rules its own markup uses (its critical CSS, found by
// beasties) and links the whole stylesheet without waiting for it, so the HTML that paints the
// first screen is about 4.6 KB gzip smaller: most pages then fit in the first round trip of a new
// connection (about 14.6 KB), which the whole stylesheet inlined overran (docs/decisions/0010).
import Beasties from "beasties";
import { SITE_STYLESHEET_ATTRIBUTE } from "../web/lib/site-stylesheet.ts";

/** One `@font-face` rule of the built (minified) stylesheet. */
export const FONT_FACE = /@font-face\{[^}]*\}/g;

export interface SiteStylesheet {
  /** Where the whole stylesheet is served. */
  readonly href: string;
  /** Every @font-face rule: each page carries them all. */
  readonly fontFaces: string;
  /**
   * The rest of the stylesheet, in its own order: what the linked file holds. The font faces stay
   * out of it, since every page already carries them: a second copy of a face would replace the
   * first when the file is applied, and a heading that had settled on its fallback font (the face
   * is `font-display: optional`) would then switch to the web font and change width.
   */
  readonly rules: string;
}

/** Splits the built stylesheet into its font faces and its other rules. */
export function splitStylesheet(href: string, css: string): SiteStylesheet {
  return { href, fontFaces: (css.match(FONT_FACE) ?? []).join(""), rules: css.replace(FONT_FACE, "") };
}

const beasties = new Beasties({
  // The stylesheet is handed over inline; beasties keeps the rules whose selectors match an
  // element of the page, at any viewport and in any state (pseudo-classes are ignored when matching).
  reduceInlineStyles: true,
  // Fonts are handled here, not by beasties: none preloaded (decision 0010), all faces kept.
  inlineFonts: false,
  preloadFonts: false,
  keyframes: "critical",
  // Selectors made only of pseudo-classes (`:focus-visible`, `:disabled`) match nothing once their
  // pseudo-classes are set aside; they style whatever is focused or disabled, so they stay.
  allowRules: [/^:/],
  logLevel: "error",
});

const STYLE = /<style>([\s\S]*?)<\/style>/;

/** The rules of `sheet` that `html` (a page with a placeholder where its styles go) uses. */
async function criticalRules(html: string, sheet: SiteStylesheet): Promise<string> {
  const processed = await beasties.process(html.replace(STYLE, () => `<style>${sheet.rules}</style>`));
  const critical = STYLE.exec(processed)?.[1];
  if (critical === undefined) throw new Error("beasties returned a page without its <style>");
  return critical;
}

/**
 * The page with its critical CSS in place of the whole stylesheet, and the link that fetches the
 * whole stylesheet. Applied after the critical rules, it changes nothing already on the page: the
 * inline rules are a subset of it in the same order, so every element's winning declaration is
 * what it was (an end-to-end test compares every element before and after). `media="print"`
 * fetches it at the lowest priority without blocking the paint; web/lib/site-stylesheet.ts applies
 * it before the app hydrates. Without script, the <noscript> link applies it.
 *
 * Only beasties' choice of rules is used; the page's markup is never re-serialised by it.
 */
export async function withCriticalCss(html: string, sheet: SiteStylesheet): Promise<string> {
  if (!STYLE.test(html)) throw new Error("The page does not carry the stylesheet to reduce");
  const critical = await criticalRules(html, sheet);
  const styles = [
    `<style>${sheet.fontFaces}${critical}</style>`,
    `<link rel="stylesheet" href="${sheet.href}" media="print" ${SITE_STYLESHEET_ATTRIBUTE}>`,
    `<noscript><link rel="stylesheet" href="${sheet.href}"></noscript>`,
  ].join("\n    ");
  return html.replace(STYLE, () => styles);
}
