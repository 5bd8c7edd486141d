// Each page kind against its zero-JavaScript twin: the same prerendered HTML with every script
// removed and the whole stylesheet inlined, which is as early as a static page can paint. Both
// are served by the same `wrangler pages dev` over one copy of the build, and measured by
// Lighthouse (mobile) in alternation, so a busy moment on the machine falls on both. Both go
// without the web font (withoutWebFonts says why).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { FONT_FACE, splitStylesheet } from "../../build/critical-css.ts";
import { outputFile } from "../../build/prerender.ts";
import { startPagesDev } from "../e2e/server.ts";
import { median, runLighthouse, THROTTLING, type LighthouseSummary } from "./lighthouse.ts";

/** One page of each kind Lighthouse is asked about. */
export const PAGE_KINDS = [
  { kind: "home", path: "/" },
  { kind: "service", path: "/services/crisis-communications" },
  { kind: "tool", path: "/storyscanner" },
  { kind: "insight", path: "/insights/responding-to-government-consultations" },
  { kind: "faq", path: "/faq" },
] as const;

/** Where a page's twin is served: a path no route uses. */
export const twinPath = (path: string) => `/zero-js-twin${path === "/" ? "/home" : path}`;

/**
 * The page's zero-JS twin: no script of any kind (inline, module, JSON-LD) and no module
 * preload, and the whole stylesheet in a <style> in place of any inlined rules and the link.
 */
export function zeroJsTwin(html: string, stylesheet: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
    .replace(/<link rel="stylesheet"[^>]*>/g, "")
    .replace("</head>", () => `<style>${stylesheet}</style></head>`);
}

/**
 * A page or stylesheet without the `@font-face` rules that fetch a file. The local,
 * metric-matched stand-ins stay, so the headings look as they do on a first visit.
 *
 * The heading font is `font-display: optional` and not preloaded, so no real first paint waits
 * for it: it is requested at the first layout, and a real network brings it a round trip later.
 * On loopback it can arrive within 10-45 ms, before the paint. Lighthouse's simulation then
 * counts it as render-blocking and adds about 250 ms to the first paint. That happened in about
 * half the runs, to page and twin alike, so a median of five compared coin flips
 * (docs/decisions/0010-first-paint-measurements.md). `npm run bench`'s Lighthouse table still
 * measures the pages with the font as served.
 */
export function withoutWebFonts(source: string): string {
  return source.replace(FONT_FACE, (face) => (face.includes("url(") ? "" : face));
}

export interface TwinRow {
  readonly kind: string;
  readonly page: LighthouseSummary;
  readonly twin: LighthouseSummary;
}

/** Serves a copy of a build with a twin beside each page and measures both, `runs` times each. */
export async function measureTwins(port: number, runs: number, dist = "dist"): Promise<TwinRow[]> {
  const build = mkdtempSync(join(tmpdir(), "larkspur-twins-"));
  cpSync(dist, build, { recursive: true });
  // An older build linked its stylesheet with the font faces inside.
  for (const name of readdirSync(join(build, "assets")).filter((file) => file.endsWith(".css"))) {
    const css = join(build, "assets", name);
    writeFileSync(css, withoutWebFonts(readFileSync(css, "utf8")));
  }
  for (const { path } of PAGE_KINDS) {
    const html = readFileSync(join(build, outputFile(path)), "utf8");
    // The whole stylesheet, once. A page carries its critical rules and every font face inline
    // and links the rest (build/critical-css.ts); an older build measured with --dist may carry
    // it all inline.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "").join("\n");
    const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
    const stylesheet = href
      ? splitStylesheet(href, inline).fontFaces + readFileSync(join(build, href), "utf8")
      : inline;
    if (!stylesheet) throw new Error(`${path} has no stylesheet`);
    writeFileSync(join(build, outputFile(path)), withoutWebFonts(html));
    const file = join(build, outputFile(twinPath(path)));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withoutWebFonts(zeroJsTwin(html, stylesheet)));
  }
  const server = await startPagesDev({ port, assetsDir: build });
  try {
    const base = `http://127.0.0.1:${port}`;
    const rows: TwinRow[] = [];
    for (const { kind, path } of PAGE_KINDS) {
      const [page, twin] = await runLighthouse(base, [path, twinPath(path)], runs);
      if (!page || !twin) throw new Error(`Lighthouse measured nothing for ${path}`);
      rows.push({ kind, page, twin });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(build, { recursive: true, force: true });
  }
}

const spread = (values: readonly number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;

/** The table `npm run bench` prints: FCP and LCP of each page and its twin, and their ratio. */
function twinTable(rows: readonly TwinRow[]) {
  const threePlaces = (value: number) => Number(value.toFixed(3));
  const ratio = (a: number, b: number) => threePlaces(a / b);
  return rows.map(({ kind, page, twin }) => ({
    kind,
    page: page.path,
    "FCP ms": Math.round(page.fcpMs),
    "twin FCP ms": Math.round(twin.fcpMs),
    "FCP ratio": ratio(page.fcpMs, twin.fcpMs),
    "LCP ms": Math.round(page.lcpMs),
    "twin LCP ms": Math.round(twin.lcpMs),
    "LCP ratio": ratio(page.lcpMs, twin.lcpMs),
    "within 5%": page.fcpMs <= twin.fcpMs * 1.05 ? "yes" : "NO",
    // How far one run is from the next: the fastest and slowest first paint of each, and the
    // median of the page/twin ratio taken run by run (each page measured just before its twin).
    "FCP runs ms": `${spread(page.fcpRuns)} / ${spread(twin.fcpRuns)}`,
    "paired ratio": threePlaces(median(page.fcpRuns.map((fcp, run) => fcp / (twin.fcpRuns[run] ?? Number.NaN)))),
    "TBT ms": Math.round(page.tbtMs),
    CLS: threePlaces(page.cls),
    scores: [page.performance, page.accessibility, page.bestPractices, page.seo].join("/"),
    // The twin's own blocking time and performance score: what the page's HTML and CSS cost
    // before any script, the floor the page can reach.
    "twin TBT ms": Math.round(twin.tbtMs),
    "twin perf": twin.performance,
  }));
}

/**
 * Measures and prints the table for `npm run bench` and `npm run bench:paint`; a page kind whose
 * FCP is not within 5% of its twin's fails the run.
 */
export async function reportTwins(port: number, runs: number, dist?: string): Promise<void> {
  console.log(
    `\nFirst paint against the zero-JS twin, both without the web font, Lighthouse mobile (${THROTTLING} throttling), median of ${runs} runs (${dist ?? "dist"})`,
  );
  const table = twinTable(await measureTwins(port, runs, dist));
  console.table(table);
  if (table.some((row) => row["within 5%"] !== "yes")) process.exitCode = 1;
}
