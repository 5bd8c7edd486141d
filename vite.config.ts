// One build: the client bundle, then a server bundle used only to prerender every route to
// static HTML in dist/ (build/prerender.ts). The functions are built by wrangler, not here.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./build/content-plugin.ts";
import { fontPlugin } from "./build/fonts.ts";
import { prerenderSite } from "./build/prerender.ts";
import { generateServiceWorker, pwaPlugin } from "./build/pwa.ts";

const dist = fileURLToPath(new URL("./dist", import.meta.url));
const ssrOut = fileURLToPath(new URL("./.ssr", import.meta.url));
const buildInfo = fileURLToPath(new URL("./.build", import.meta.url));

export default defineConfig({
  root: "web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [contentPlugin(), fontPlugin(), UnoCSS({ configFile: fileURLToPath(new URL("./uno.config.ts", import.meta.url)) }), react(), pwaPlugin()],
  // The manifest lists each chunk's imports; the JS budget check reads it (moved out of dist below).
  build: {
    outDir: dist,
    emptyOutDir: true,
    manifest: ".vite/manifest.json",
    modulePreload: {
      // Every browser the site supports has modulepreload; the polyfill watches the whole
      // document for added links, which costs time during hydration.
      polyfill: false,
      // The site's one stylesheet is inlined into every page (build/prerender.ts); fetching it
      // again with the app's chunks would re-apply it and restyle the whole page.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith(".css")),
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
