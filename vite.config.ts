// One build: the client bundle, then a server bundle used only to prerender every route to
// static HTML in dist/ (build/prerender.ts). The functions are built by wrangler, not here.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./build/content-plugin.ts";
import { fontPlugin } from "./build/fonts.ts";
import { plainPreloadHelper } from "./build/preload-helper.ts";
import { prerenderSite } from "./build/prerender.ts";
import { generateServiceWorker, PDFJS_CHUNK, pwaPlugin } from "./build/pwa.ts";

const dist = fileURLToPath(new URL("./dist", import.meta.url));
const ssrOut = fileURLToPath(new URL("./.ssr", import.meta.url));
const buildInfo = fileURLToPath(new URL("./.build", import.meta.url));
/** web/ modules that both the frame (web/hydrate.tsx) and page chunks import. */
const SHARED_FRAME_MODULES =
  /[\\/]web[\\/](shared[\\/](site|messages)|lib[\\/](contact-events|scroll-to-section)|hooks[\\/](use-toast|use-media-query|use-hydrated|use-address-params)|components[\\/](link-list|office-address|legal-line)|content[\\/]legal-notice)\.tsx?$/;

export default defineConfig({
  root: "web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [
    plainPreloadHelper(),
    contentPlugin(),
    fontPlugin(),
    UnoCSS({ configFile: fileURLToPath(new URL("./uno.config.ts", import.meta.url)) }),
    react(),
    pwaPlugin(),
  ],
  // Workers are bundled apart, with only the plugins named here: StoryScanner's reader imports the
  // service pages' small form (virtual:story-services) from the content plugin.
  worker: { plugins: () => [contentPlugin()] },
  // The manifest lists each chunk's imports; the JS budget check reads it (moved out of dist below).
  build: {
    outDir: dist,
    emptyOutDir: true,
    manifest: ".vite/manifest.json",
    // No module preload: each <link rel="modulepreload"> Vite inserts into <head> made Chrome
    // restyle the whole page (docs/decisions/0010). The entry starts React and the app in parallel
    // itself (web/entry-client.tsx); lazy chunks' few small imports follow them.
    modulePreload: false,
    // One stylesheet, linked from every page (see build/prerender.ts). Split per chunk, the lazy
    // chunks listed it as a dependency, and importing them after hydration inserted a
    // <link rel="stylesheet"> for CSS the page already had: a second download and a restyle and
    // relayout of the whole page (docs/decisions/0010).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and the router in one chunk, which the entry requests alongside the
          // app's own chunk, so hydration waits for two parallel downloads, not a chain.
          // pdf.js and the module that wraps it in one chunk loaded only with a PDF proof, whose
          // name build/pwa.ts keeps out of the service worker's precache.
          groups: [
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: PDFJS_CHUNK,
              test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]|[\\/]web[\\/]tools[\\/]proofs[\\/]approval[\\/]pdf-document\.ts$/,
            },
            // The small modules the app's frame (hydrate.tsx) shares with the pages, in one chunk
            // instead of one request each: every page loads the frame, so none of them is extra.
            { name: "frame", test: SHARED_FRAME_MODULES },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        outDir: ssrOut,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: fileURLToPath(new URL("./web/entry-server.tsx", import.meta.url)) },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error("client and ssr environments are required");
      await builder.build(client);
      await builder.build(ssr);
      await prerenderSite(dist, ssrOut);
      await generateServiceWorker(builder.config.plugins);
      mkdirSync(buildInfo, { recursive: true });
      renameSync(`${dist}/.vite/manifest.json`, `${buildInfo}/client-manifest.json`);
      rmSync(`${dist}/.vite`, { recursive: true, force: true });
    },
  },
});
