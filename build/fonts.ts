// The site's one web font, self-hosted: Source Serif 4 semibold (Latin subset, woff2, about
// 21 KB) for headings. Body text uses the system UI stack. `font-display: optional`: the font is
// used when it is there within the browser's short block period (a returning visitor's service
// worker serves it at once), otherwise the page keeps a local serif for the whole visit, so
// nothing ever swaps or moves. That stand-in is scaled to the shipped file's metrics, so it looks
// and wraps much like the real thing. `virtual:fonts.css` carries the @font-face rules;
// uno.config.ts takes the family stack from here. The file is not preloaded: with a preload,
// Chrome held the first paint for the font (docs/decisions/0010-first-paint-measurements.md).
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fromFile } from "@capsizecss/unpack/fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The subset of a font's published metrics that the fallback maths needs. */
export interface FontMetrics {
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  readonly unitsPerEm: number;
  readonly xWidthAvg: number;
}

export const DISPLAY_FONT = {
  family: "Source Serif 4",
  weight: 600,
  file: "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2",
  // The first of these a device has stands in while the web font loads: Georgia (Windows, macOS,
  // iOS), Times New Roman, Liberation Serif (Linux; drawn to Times New Roman's metrics, so it
  // shares them) and Noto Serif (Android).
  fallbacks: [
    { local: "Georgia", metrics: georgia },
    { local: "Times New Roman", metrics: timesNewRoman },
    { local: "Liberation Serif", metrics: timesNewRoman },
    { local: "Noto Serif", metrics: notoSerif },
  ] satisfies { local: string; metrics: FontMetrics }[],
  generic: "serif",
} as const;

const fallbackFamily = (local: string) => `${DISPLAY_FONT.family} fallback ${local}`;

/**
 * The font-family stack for body text. system-ui is the platform's UI font everywhere we support
 * (San Francisco, Segoe UI, Roboto). Naming those families as well cost time on every device
 * lacking them: on Linux, Chrome asked fontconfig for each missing family, and the home page's
 * first layout took about twice as long (docs/decisions/0010-first-paint-measurements.md).
 */
export const BODY_FONT_STACK = "system-ui, sans-serif";

/** The font-family stack for headings: the web font, its matched fallbacks, then the generic. */
export function displayFontStack(): string {
  const names = [DISPLAY_FONT.family, ...DISPLAY_FONT.fallbacks.map((f) => fallbackFamily(f.local))].map(
    (name) => `"${name}"`,
  );
  return [...names, DISPLAY_FONT.generic].join(", ");
}

export interface FallbackOverrides {
  readonly sizeAdjust: number;
  readonly ascentOverride: number;
  readonly descentOverride: number;
  readonly lineGapOverride: number;
}

/**
 * Scales a local font so its average glyph width matches the web font's, then sets its ascent,
 * descent and line gap to the web font's (divided by that scale, since size-adjust scales them
 * too). Same line boxes and nearly the same line breaks.
 */
export function fallbackOverrides(font: FontMetrics, local: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const share = (value: number) => Math.abs(value) / font.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: share(font.ascent),
    descentOverride: share(font.descent),
    lineGapOverride: share(font.lineGap),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The metrics of the file we ship, read from it: the semibold is about 1.5% wider than the
 * regular whose metrics are published, enough to rewrap a long heading.
 */
export function displayFontMetrics(): Promise<FontMetrics> {
  return fromFile(fileURLToPath(import.meta.resolve(DISPLAY_FONT.file)));
}

export function fontFacesCss(metrics: FontMetrics): string {
  const { family, weight, file, fallbacks } = DISPLAY_FONT;
  const webFont = `@font-face { font-family: "${family}"; font-style: normal; font-weight: ${weight}; font-display: optional; src: url("${file}") format("woff2"); }`;
  const local = fallbacks.map((fallback) => {
    const o = fallbackOverrides(metrics, fallback.metrics);
    return `@font-face { font-family: "${fallbackFamily(fallback.local)}"; src: local("${fallback.local}"); size-adjust: ${percent(o.sizeAdjust)}; ascent-override: ${percent(o.ascentOverride)}; descent-override: ${percent(o.descentOverride)}; line-gap-override: ${percent(o.lineGapOverride)}; }`;
  });
  // For CSS outside the utilities (article prose headings).
  const variable = `:root { --font-display: ${displayFontStack()}; }`;
  return [webFont, ...local, variable].join("\n");
}

const FONTS_ID = "virtual:fonts.css";

export function fontPlugin(): Plugin {
  return {
    name: "larkspur:fonts",
    enforce: "pre",
    resolveId(id) {
      return id === FONTS_ID ? `\0${FONTS_ID}` : undefined;
    },
    async load(id) {
      return id === `\0${FONTS_ID}` ? fontFacesCss(await displayFontMetrics()) : undefined;
    },
  };
}
