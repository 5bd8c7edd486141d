// Browser entry. Every page arrives complete as HTML, so its first paint needs no script: this
// small entry waits for that paint, and for the page's entrance animations if it has any, then
// loads React and the app and hydrates (web/hydrate.tsx). Requesting the app's ~90 KB of
// JavaScript only then leaves the first round of requests to the HTML, the hero poster and the
// heading font, which are what a visitor on a slow connection sees.
import "@unocss/reset/tailwind.css";
import "virtual:fonts.css";
import "virtual:uno.css";
import "./styles.css";
import { isPageKind, MARKUP_ONLY_KINDS, PAGE_KIND_ATTRIBUTE, pageLoaders } from "./app/page-loaders.ts";
import { afterEntranceAnimations, afterFirstPaint } from "./lib/after-first-paint.ts";
import { holdUnhandledSubmits } from "./lib/form-drafts.ts";

const pageKind = document.getElementById("root")?.getAttribute(PAGE_KIND_ATTRIBUTE) ?? undefined;

const start = () => {
  // React's chunk is a static import of the app's; asking for both, and for the page's own
  // chunk, at once fetches them in parallel rather than one after another. A markup-only page
  // keeps its prerendered HTML and needs no chunk of its own.
  void import("react-dom/client");
  void import("./hydrate.tsx");
  if (isPageKind(pageKind) && !MARKUP_ONLY_KINDS.has(pageKind)) void pageLoaders[pageKind]();
};

// A form pressed before its code has loaded waits for it instead of submitting natively.
holdUnhandledSubmits();
afterFirstPaint(() => afterEntranceAnimations(start));
