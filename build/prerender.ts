// Writes a static HTML file for every route, plus 404.html, the approval and councillor shells, sitemap.xml,
// robots.txt and Pages' _redirects. Runs after the client and SSR builds (see vite.config.ts).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { APPROVAL_GONE_SHELL_PATH, APPROVAL_SHELL_PATH, type RouteEntry } from "../web/content/routes.ts";
import { APPROVAL_GONE_RENDER_PATH } from "#shared/api/proofs.ts";
import { COUNCILLOR_SHELL_PATH } from "#shared/api/council-radar-paths.ts";
import { site } from "#shared/site.ts";
import { RSS_PATH, rssFeed } from "./feeds.ts";
import { writeIcons } from "./write-icons.ts";
import { MESSAGE_SENT_FILE, messageSentPage, OFFLINE_PATH, offlinePage } from "./standalone-pages.ts";
import { articleOgImage, DEFAULT_OG_IMAGE, writeOgImages } from "./og-images.ts";
import { routeProblems } from "./route-checks.ts";
import { securityHeaders } from "#shared/security-headers.ts";
import { inlineEarlyInputScript } from "./early-input-inline.ts";
import { splitStylesheet, withCriticalCss, type SiteStylesheet } from "./critical-css.ts";

type ServerEntry = typeof import("../web/entry-server.tsx");

/** Pages serves `faq.html` at /faq with no redirect (a folder index would redirect to /faq/). */
export function outputFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** Old footer paths from the spec (section 2) kept working with permanent redirects. */
export const LEGACY_REDIRECTS = [
  ["/privacy", "/privacy-policy"],
  ["/terms", "/terms-of-service"],
  ["/cookies", "/cookie-policy"],
] as const;

/** The inline script that keeps what is pressed before the app loads (web/lib/early-input.ts). */
const EARLY_INPUT_SCRIPT = inlineEarlyInputScript();

/** A Content-Security-Policy source that allows exactly this inline script. */
function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
}

function documentFor(template: string, server: ServerEntry, entry: RouteEntry, body: string): string {
  const article = entry.kind === "article" ? server.articles.find((a) => a.slug === entry.id) : undefined;
  const head = server.headData(entry, article ? articleOgImage(article.slug) : DEFAULT_OG_IMAGE);
  const jsonLd = server.structuredDataFor(entry, head.canonicalUrl, article);
  const headHtml = [
    // First, so it listens before anything is painted. Allowed by its hash in the CSP.
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    server.renderHeadTags(head),
    `<link rel="alternate" type="application/rss+xml" title="${site.brand} Insights" href="${RSS_PATH}">`,
  ].join("\n    ");
  // The structured data is for search engines, which read it anywhere in the document; at the end
  // of the body its 1.5-2.5 KB no longer arrive ahead of the first paint, as they did in <head>.
  const structuredData = jsonLd.map(
    (data) => `<script type="application/ld+json">${server.serializeJsonLd(data)}</script>`,
  );
  // The template's own </body>, replaced before the page's markup goes in, which could hold those words.
  return template
    .replace("</body>", () => [...structuredData, "</body>"].join("\n  "))
    .replace("<!--app-head-->", headHtml)
    .replace('<div id="root">', `<div id="root" ${server.PAGE_KIND_ATTRIBUTE}="${entry.kind}">`)
    .replace("<!--app-html-->", body);
}

/**
 * Every page arrives fully rendered and its script only hydrates it, so the script (and anything
 * it statically imports) is fetched at low priority: the HTML's own resources (hero poster,
 * heading font) come first, and the first paint never waits for JavaScript.
 */
export function lowerScriptPriority(template: string): string {
  return template
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The site's one stylesheet (about 8 KB gzip), written into the template in place of its link.
 * Pages built from the template then carry only the rules they use and link the file, which is
 * rewritten without the font faces they carry (build/critical-css.ts); the standalone pages
 * (offline, message sent) keep it whole. Later pages are client-side navigations and need no
 * HTML, so nothing is fetched again with them.
 */
export function inlineStylesheet(template: string, distDir: string): { template: string; sheet: SiteStylesheet } {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  const [link, ...more] = links;
  if (!link?.[1] || more.length > 0) throw new Error(`dist/index.html links ${links.length} stylesheets, not one`);
  const css = readFileSync(join(distDir, link[1]), "utf8");
  if (/<\/style/i.test(css)) throw new Error("The stylesheet would close its own <style> element");
  const sheet = splitStylesheet(link[1], css);
  writeFileSync(join(distDir, link[1]), sheet.rules);
  return { template: template.replace(link[0], () => `<style>${css}</style>`), sheet };
}

export async function prerenderSite(distDir: string, ssrDir: string): Promise<void> {
  const { template, sheet } = inlineStylesheet(
    lowerScriptPriority(readFileSync(join(distDir, "index.html"), "utf8")),
    distDir,
  );
  if (!template.includes("<!--app-html-->") || !template.includes("</body>"))
    throw new Error("dist/index.html is not the build template");
  const server = (await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)) as ServerEntry;

  const pages: { file: string; entry: RouteEntry; url: string }[] = [
    ...server.routes.map((entry) => ({ file: outputFile(entry.path), entry, url: entry.path })),
    { file: "404.html", entry: server.notFoundRoute, url: "/404" },
    // Rendered at an approval path so the shell's markup matches what any /approval/{slug} hydrates to.
    { file: outputFile(APPROVAL_SHELL_PATH), entry: server.approvalRoute, url: "/approval/_shell" },
    // The same page in its not-found state, which functions/approval/[slug].ts serves with 404.
    { file: outputFile(APPROVAL_GONE_SHELL_PATH), entry: server.approvalRoute, url: APPROVAL_GONE_RENDER_PATH },
    // A live councillor's profile before its record is in: functions/councillor/[id].ts fills it.
    {
      file: outputFile(COUNCILLOR_SHELL_PATH),
      entry: server.councillorShellRoute,
      url: server.COUNCILLOR_SHELL_RENDER_PATH,
    },
  ];

  for (const page of pages) {
    const body = await server.renderPage(page.url);
    const file = join(distDir, page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await withCriticalCss(documentFor(template, server, page.entry, body), sheet));
  }

  const primary = server.routes.filter((entry) => entry.primary && !entry.noindex);
  writeFileSync(join(distDir, "sitemap.xml"), sitemap(primary));
  writeFileSync(join(distDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  writeFileSync(join(distDir, "_redirects"), redirects());
  writeFileSync(join(distDir, "_headers"), headersFile());
  writeFileSync(join(distDir, RSS_PATH.slice(1)), rssFeed(server.articles));
  await writeOgImages(distDir, server.articles);
  await writeIcons(distDir);
  writeFileSync(join(distDir, OFFLINE_PATH.slice(1)), offlinePage(template));
  writeFileSync(join(distDir, MESSAGE_SENT_FILE), messageSentPage(template));
  const problems = routeProblems(server.routes, (path) => existsSync(join(distDir, outputFile(path))));
  if (problems.length > 0) throw new Error(`Route table problems:\n  ${problems.join("\n  ")}`);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`prerendered ${pages.length} pages`);
}

function sitemap(entries: readonly RouteEntry[]): string {
  const urls = entries.map((entry) => `  <url><loc>${site.origin}${entry.canonical}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Pages' _headers: security headers everywhere, long caching for fingerprinted assets only. */
function headersFile(): string {
  const security = Object.entries(
    securityHeaders({
      turnstile: Boolean(process.env["VITE_TURNSTILE_SITE_KEY"]),
      inlineScripts: [scriptHash(EARLY_INPUT_SCRIPT)],
    }),
  );
  return [
    "# Generated by build/prerender.ts",
    "/*",
    ...security.map(([name, value]) => `  ${name}: ${value}`),
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/sw.js",
    "  Cache-Control: no-cache",
    "",
  ].join("\n");
}

function redirects(): string {
  return [
    "# Generated by build/prerender.ts",
    ...LEGACY_REDIRECTS.map(([from, to]) => `${from} ${to} 301`),
    // The mobile menu's TENFOLD link opens the assistant in the browser; without script it
    // lands on the /ai-mode page, which introduces TENFOLD.
    "/tenfold /ai-mode 302",
    "",
  ].join("\n");
}
