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
import { keptLoads, whenInputKept, type EarlyLoad } from "./lib/early-input.ts";

const pageKind = document.getElementById("root")?.getAttribute(PAGE_KIND_ATTRIBUTE) ?? undefined;

// What a button pressed before the app had loaded opens, fetched alongside the app instead of
// after it (EARLY_LOAD_ATTRIBUTE names these on the buttons).
const EARLY_LOADS: Record<EarlyLoad, () => Promise<unknown>> = {
  contact: () => import("./contact/contact-dialog.tsx"),
  palette: () => import("./components/command-palette.tsx"),
  tenfold: () => import("./tenfold/tenfold-panel.tsx"),
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // React's chunk is a static import of the app's; asking for both, and for the page's own
  // chunk, at once fetches them in parallel rather than one after another. A markup-only page
  // keeps its prerendered HTML and needs no chunk of its own.
  void import("react-dom/client");
  void import("./hydrate.tsx");
  if (isPageKind(pageKind) && !MARKUP_ONLY_KINDS.has(pageKind)) void pageLoaders[pageKind]();
};

// A button pressed, a form sent, Ctrl/Cmd+K or a `triggerTenfold` event before the app has loaded
// is kept by the capture inlined into the page (web/lib/early-input.ts) and starts the load at
// once: a visitor who is already pressing things is not kept waiting for the entrance to end.
whenInputKept((input) => {
  start();
  for (const name of keptLoads(input)) void EARLY_LOADS[name]();
});
afterFirstPaint(() => afterEntranceAnimations(start));
