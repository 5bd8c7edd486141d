// The staff console's build: a page of its own (web/staff/), with its own chunks and stylesheet
// under /assets/staff/, run after the public site's build (package.json "build"). Nothing of it
// is in the public pages, their stylesheet or the service worker's precache; its page is written
// to dist/_shells/staff.html, which functions/lib/staff/staff-pages.ts serves to staff only.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { defineConfig, type Plugin } from "vite";
import { STAFF_SHELL_PATH } from "#shared/api/staff.ts";

const dist = fileURLToPath(new URL("./dist", import.meta.url));
const buildInfo = fileURLToPath(new URL("./.build", import.meta.url));

/** Moves the built page where the staff function reads it, out of the public paths. */
function shellFile(): Plugin {
  return {
    name: "staff-shell-file",
    apply: "build",
    closeBundle() {
      mkdirSync(`${dist}/_shells`, { recursive: true });
      renameSync(`${dist}/staff/index.html`, `${dist}${STAFF_SHELL_PATH}.html`);
      // The manifest is for tests/dist/check-staff-apart.ts, not for anyone who downloads the site.
      mkdirSync(buildInfo, { recursive: true });
      renameSync(`${dist}/.vite-staff/manifest.json`, `${buildInfo}/staff-manifest.json`);
      rmSync(`${dist}/.vite-staff`, { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: false,
  plugins: [
    UnoCSS({ configFile: fileURLToPath(new URL("./uno.staff.config.ts", import.meta.url)) }),
    react(),
    shellFile(),
  ],
  build: {
    outDir: dist,
    // The public build has just written dist/; this adds to it.
    emptyOutDir: false,
    // Beside the site's own fingerprinted files, so Pages serves them straight from its edge with
    // their year-long caching (dist/_headers), not through the console's function. The service
    // worker leaves them out of its precache (build/pwa.ts).
    assetsDir: "assets/staff",
    manifest: ".vite-staff/manifest.json",
    rolldownOptions: { input: fileURLToPath(new URL("./web/staff/index.html", import.meta.url)) },
  },
});
