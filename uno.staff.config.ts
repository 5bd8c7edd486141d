// The staff console's utilities: the site's UnoCSS setup, generated from the console's own files
// (and the site's components it uses) into its own stylesheet.
import { defineConfig } from "unocss";
import site from "./uno.config.ts";

export default defineConfig({
  ...site,
  content: { filesystem: ["web/staff/**/*.{ts,tsx,html}", "web/**/staff/**/*.{ts,tsx}"] },
  // The site's toaster sits above its floating controls; the console has none.
  preflights: [...(site.preflights ?? []), { getCSS: () => ":root{--dock-h:0px}" }],
});
