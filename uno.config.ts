// UnoCSS: Tailwind-compatible utilities plus the site's colours, fonts and a few shortcuts.
import { defineConfig, presetWind3 } from "unocss";
import { BODY_FONT_STACK, displayFontStack } from "./build/fonts.ts";

export default defineConfig({
  presets: [presetWind3()],
  // On html, so the reset's longer stack (emoji families included) is never resolved either; it
  // comes after the reset in the stylesheet, so it wins at equal specificity.
  preflights: [{ getCSS: () => `html{font-family:${BODY_FONT_STACK}}` }],
  // The staff console has a stylesheet of its own (uno.staff.config.ts): none of its utilities
  // belong in the one every visitor downloads.
  content: { filesystem: ["web/**/*.{ts,tsx,html}", "!web/staff/**", "!web/**/staff/**"] },
  theme: {
    // Breakpoints in em, which media queries read against the visitor's default text size: with
    // text at 200% the layout takes the narrower arrangement at twice the width, so the header's
    // links and buttons never run off the screen (WCAG 1.4.4). At the default size they are the
    // usual 640, 768, 1024, 1280 and 1536 px.
    breakpoints: { sm: "40em", md: "48em", lg: "64em", xl: "80em", "2xl": "96em" },
    colors: { ink: "#0b1220" },
    fontFamily: {
      display: displayFontStack(),
      sans: BODY_FONT_STACK,
    },
  },
  shortcuts: {
    "btn-primary":
      "inline-flex items-center rounded-md bg-amber-400 px-5 py-3 font-semibold text-ink hover:bg-amber-300",
    "btn-secondary":
      "inline-flex items-center rounded-md border border-ink px-5 py-3 font-semibold text-ink hover:bg-ink hover:text-white",
    "btn-secondary-dark":
      "inline-flex items-center rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white hover:text-ink",
    card: "rounded-lg border border-slate-200 bg-white p-5 shadow-sm",
    chip: "inline-block rounded-full border border-slate-300 px-4 py-1 text-sm text-ink hover:bg-slate-100",
    "home-section": "mx-auto max-w-6xl px-4 py-16",
    "section-heading": "font-display text-3xl font-semibold text-ink md:text-4xl",
  },
});
