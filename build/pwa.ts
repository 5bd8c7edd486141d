// The service worker (registered at /sw.js) and the web manifest, via vite-plugin-pwa.
// The worker is generated after the prerender, so it can precache the prerendered pages.
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { site } from "#shared/site.ts";
import { NEVER_KEPT_PATTERN, OFFLINE_CACHE } from "#shared/offline-cache.ts";
import { DAY_SECONDS } from "#shared/time-units.ts";
import { ICONS } from "./write-icons.ts";
import { OFFLINE_PATH } from "./standalone-pages.ts";

/** Prerendered pages kept for offline reading: home, the firm, services, outcomes, insights, policies. */
const PRECACHED_PAGES = [
  "index.html",
  "about.html",
  "case-studies.html",
  "case-studies/*.html",
  "how-we-work.html",
  "transparency.html",
  "services/*.html",
  "outcomes/*.html",
  "insights.html",
  "insights/*.html",
  "faq.html",
  "privacy-policy.html",
  "terms-of-service.html",
  "cookie-policy.html",
  "offline.html",
];

/** The tools' Web Workers, named as their files are (story-worker.ts, sense-worker.ts). */
export const TOOL_WORKERS = ["story-worker", "sense-worker"] as const;
const TOOL_WORKER_PATTERN = new RegExp(`/assets/(${TOOL_WORKERS.join("|")})-[\\w-]+\\.js$`);

/** The name of pdf.js's chunk (vite.config.ts), kept out of the precache. */
export const PDFJS_CHUNK = "pdfjs";

export function pwaPlugin(): Plugin[] {
  return VitePWA({
    registerType: "prompt",
    injectRegister: false,
    filename: "sw.js",
    manifestFilename: "manifest.webmanifest",
    includeAssets: [],
    manifest: {
      name: `${site.brand}: ${site.tagline}`,
      short_name: site.brand.split(" ")[0] ?? site.brand,
      description: `${site.brand} is a UK strategic communications and political affairs consultancy. Ask TENFOLD, the ${site.product} AI Assistant.`,
      lang: site.language,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: site.themeColor,
      background_color: site.themeColor,
      icons: ICONS.map((icon) => ({ ...icon })),
    },
    workbox: {
      // The whole stylesheet too: each page carries only the rules it uses, and the app applies
      // the rest before it hydrates (build/critical-css.ts), offline as well.
      globPatterns: [
        "assets/**/*.{js,css,woff2}",
        "icons/*.png",
        "favicon.svg",
        "attached_assets/hero/*.avif",
        ...PRECACHED_PAGES,
      ],
      // The hero video is streamed with range requests and never cached. pdf.js (about 1 MB with
      // its worker) is needed only by a client opening a PDF proof: fetched then, never precached.
      // The staff console's code (assets/staff/) is for staff only and never precached. The tools'
      // readers (StoryScanner's and SenseChecker's workers, about 670 KB) are fetched when a
      // visitor first uses a tool, and kept then (TOOL_WORKER_PATTERN), not sent to every visitor.
      globIgnores: [
        "**/*.mp4",
        "**/*.webm",
        "**/_shells/**",
        "404.html",
        `assets/${PDFJS_CHUNK}-*.js`,
        "assets/pdf.worker*",
        "assets/staff/**",
        ...TOOL_WORKERS.map((name) => `assets/${name}-*.js`),
      ],
      navigateFallback: null,
      importScripts: ["/sw-release.js"],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        { urlPattern: ({ url }) => url.pathname.startsWith("/api/"), handler: "NetworkOnly" },
        // A tool's reader, once used, works offline too. Its name carries its content hash, so a
        // kept copy is never stale; a new release's reader has a new name, and the oldest go.
        {
          urlPattern: TOOL_WORKER_PATTERN,
          handler: "CacheFirst",
          options: {
            cacheName: "tool-readers",
            expiration: { maxEntries: TOOL_WORKERS.length * 2 },
            cacheableResponse: { statuses: [200] },
          },
        },
        // Pages private to whoever holds their link (approvals, the newsletter's confirmation and
        // unsubscribe pages) or to staff: never kept on the device.
        {
          urlPattern: NEVER_KEPT_PATTERN,
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: OFFLINE_PATH } },
        },
        // Any other page the visitor has read stays readable offline: the network first (fresh
        // pages when online, after at most a few seconds), then the copy kept when it was read,
        // then the offline page for a page never read. sw-release.js drops the copies at a new release.
        {
          urlPattern: ({ request }) => request.mode === "navigate",
          handler: "NetworkFirst",
          options: {
            cacheName: "pages",
            networkTimeoutSeconds: 3,
            expiration: {
              maxEntries: OFFLINE_CACHE.pages.maxEntries,
              maxAgeSeconds: OFFLINE_CACHE.pages.maxAgeDays * DAY_SECONDS,
            },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: OFFLINE_PATH },
          },
        },
        {
          urlPattern: ({ request }) => request.destination === "image",
          handler: "CacheFirst",
          options: {
            cacheName: "images",
            expiration: {
              maxEntries: OFFLINE_CACHE.images.maxEntries,
              maxAgeSeconds: OFFLINE_CACHE.images.maxAgeDays * DAY_SECONDS,
            },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  });
}

interface PwaApi {
  generateSW(): Promise<void>;
}

/** Regenerates the service worker once every file of the build exists. */
export async function generateServiceWorker(plugins: readonly { name: string; api?: unknown }[]): Promise<void> {
  const plugin = plugins.find((p) => p.name === "vite-plugin-pwa");
  const api = plugin?.api as PwaApi | undefined;
  if (!api) throw new Error("vite-plugin-pwa is not configured");
  await api.generateSW();
}
