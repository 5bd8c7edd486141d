// The heading font's fallbacks: each local stand-in takes the web font's average width and line
// box, so a visitor whose font arrives late sees headings of the same size and shape.
import { describe, expect, it } from "vitest";
import {
  DISPLAY_FONT,
  displayFontMetrics,
  displayFontStack,
  fallbackOverrides,
  fontFacesCss,
  type FontMetrics,
} from "../../build/fonts.ts";

describe("display font fallbacks", async () => {
  const font: FontMetrics = await displayFontMetrics();

  it("reads the metrics of the semibold file that ships, not the published regular", () => {
    expect(font).toMatchObject({ unitsPerEm: 1000, ascent: 1036, descent: -335, lineGap: 0 });
    // Semibold glyphs are wider than the regular's published average of 479.
    expect(font.xWidthAvg).toBeGreaterThan(479);
  });

  for (const { local, metrics } of DISPLAY_FONT.fallbacks) {
    it(`${local} is scaled to the web font's average glyph width and line box`, () => {
      const o = fallbackOverrides(font, metrics);
      // Average width per em of the scaled fallback equals the web font's.
      expect((metrics.xWidthAvg / metrics.unitsPerEm) * o.sizeAdjust).toBeCloseTo(font.xWidthAvg / font.unitsPerEm, 6);
      // The overrides are fractions of the (adjusted) font size, so the rendered ascent and
      // descent equal the web font's at any size.
      expect(o.ascentOverride * o.sizeAdjust).toBeCloseTo(font.ascent / font.unitsPerEm, 6);
      expect(o.descentOverride * o.sizeAdjust).toBeCloseTo(Math.abs(font.descent) / font.unitsPerEm, 6);
      expect(o.lineGapOverride).toBe(0);
    });
  }

  it("Georgia is scaled by the ratio of average widths per em", () => {
    const georgia = DISPLAY_FONT.fallbacks.find((f) => f.local === "Georgia")!;
    expect(fallbackOverrides(font, georgia.metrics).sizeAdjust).toBeCloseTo(font.xWidthAvg / 1000 / (913 / 2048), 6);
  });

  it("declares the web font as optional (never swapped in late), then one local face per fallback, in the stack's order", () => {
    const css = fontFacesCss(font);
    expect(css).toMatch(
      /font-family: "Source Serif 4"; font-style: normal; font-weight: 600; font-display: optional; src: url\("[^"]+\.woff2"\) format\("woff2"\)/,
    );
    for (const { local } of DISPLAY_FONT.fallbacks) {
      expect(css).toContain(`font-family: "Source Serif 4 fallback ${local}"; src: local("${local}"); size-adjust: `);
    }
    expect(displayFontStack()).toBe(
      '"Source Serif 4", "Source Serif 4 fallback Georgia", "Source Serif 4 fallback Times New Roman", "Source Serif 4 fallback Liberation Serif", "Source Serif 4 fallback Noto Serif", serif',
    );
    expect(css).toContain(`--font-display: ${displayFontStack()};`);
  });
});
