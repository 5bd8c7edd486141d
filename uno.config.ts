// UnoCSS: Tailwind-compatible utilities plus the site's colours, fonts and a few shortcuts.
import { defineConfig, presetWind3 } from "unocss";
import { BODY_FONT_STACK, displayFontStack } from "./build/fonts.ts";

export default defineConfig({
  presets: [presetWind3()],
  // On html, so the reset's longer stack (emoji families included) is never resolved either; it
  // comes after the reset in the stylesheet, so it wins at equal specificity.
  preflights: [{ getCSS: () => `html{font-family:${BODY_FONT_STACK}}` }],
  content: { filesystem: ["web/**/*.{ts,tsx,html}"] },
  theme: {
    colors: { ink: "#0b1220" },
    fontFamily: {
      display: displayFontStack(),
      sans: BODY_FONT_STACK,
    },
  },
  shortcuts: {
    "btn-primary": "inline-flex items-center rounded-md bg-amber-400 px-5 py-3 font-semibold text-ink hover:bg-amber-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300",
    "btn-secondary": "inline-flex items-center rounded-md border border-ink px-5 py-3 font-semibold text-ink hover:bg-ink hover:text-white",
    "btn-secondary-dark": "inline-flex items-center rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white hover:text-ink",
    card: "rounded-lg border border-slate-200 bg-white p-5 shadow-sm",
    chip: "inline-block rounded-full border border-slate-300 px-4 py-1 text-sm text-ink hover:bg-slate-100",
    "home-section": "mx-auto max-w-6xl scroll-mt-20 px-4 py-16",
    "section-heading": "font-display text-3xl font-semibold text-ink md:text-4xl",
  },
});
