// With `build.modulePreload: false` (vite.config.ts) Vite still wraps every dynamic import in its
// preload helper; with no dependencies to preload, the helper's only remaining work is a
// `vite:preloadError` event that nothing here listens for. It was about 0.7 KB gzip of the
// first-load entry, so the build stands in a helper that only runs the import (docs/decisions/0010).
import type { Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";

export function plainPreloadHelper(): Plugin {
  return {
    name: "tenfold:plain-preload-helper",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id === PRELOAD_HELPER) return "export const __vitePreload = (load) => load();";
    },
  };
}
