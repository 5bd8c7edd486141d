// Lighthouse (mobile, its default simulated throttling) against the local production server,
// using Debian's Chromium. Reports the median of several runs per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mainThreadCpuShare } from "./host.ts";

export interface LighthouseRow {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly siMs: number;
  readonly jsBytes: number;
  /** See mainThreadCpuShare: 1 when the page's main thread never waited for a CPU. */
  readonly cpuShare: number;
  /**
   * A font file had arrived before the paint Lighthouse observed, so its simulation counted the
   * font as holding the first paint back (tests/bench/twins.ts, withoutWebFonts).
   */
  readonly fontBeforePaint: boolean;
}

/**
 * The median row of a page, with the lowest and highest performance score and TBT of its runs,
 * and each run's first paint in the order measured (to pair it with another page's run).
 */
export interface LighthouseSummary extends Omit<LighthouseRow, "fontBeforePaint"> {
  readonly performanceRange: readonly [number, number];
  readonly tbtRange: readonly [number, number];
  readonly fcpRuns: readonly number[];
  /** In how many runs a font arrived before the observed first paint. */
  readonly fontBeforePaintRuns: number;
}

const range = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];

export const median = (values: readonly number[]) => {
  // A run that could not measure a metric reports NaN; it is left out rather than sorted in.
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** LIGHTHOUSE_THROTTLING=devtools measures with throttling applied instead of simulated. */
export const THROTTLING = process.env["LIGHTHOUSE_THROTTLING"] === "devtools" ? "devtools" : "simulate";

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    // Runs go round the pages in turn, so a busy moment on the machine falls on all of them alike.
    const sampled = paths.map((path) => ({ path, samples: [] as LighthouseRow[] }));
    for (let i = 0; i < runs; i++) {
      for (const { path, samples } of sampled) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          // Lighthouse's default simulates a slow phone from an unthrottled trace; "devtools" slows
          // the real page down and measures its own timeline (docs/decisions/0010 says why both).
          throttlingMethod: THROTTLING,
        });
        const lhr = result?.lhr;
        const trace = (
          result?.artifacts as { Trace?: { traceEvents: Parameters<typeof mainThreadCpuShare>[0] } } | undefined
        )?.Trace;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        // The requests' times are in milliseconds from the first request; its timestamp and the
        // observed paint's are in microseconds of the trace's clock.
        const observedFcpTs =
          (lhr.audits["metrics"]?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)
            ?.items?.[0]?.observedFirstContentfulPaintTs ?? Number.NaN;
        const network = lhr.audits["network-requests"]?.details as
          | {
              items?: { resourceType?: string; networkEndTime?: number }[];
              debugData?: { networkStartTimeTs?: number };
            }
          | undefined;
        const requestsStartTs = network?.debugData?.networkStartTimeTs ?? Number.NaN;
        const resources =
          (
            lhr.audits["resource-summary"]?.details as
              { items?: { resourceType: string; transferSize: number }[] } | undefined
          )?.items ?? [];
        samples.push({
          path,
          performance: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories["accessibility"]?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
          seo: Math.round((lhr.categories["seo"]?.score ?? 0) * 100),
          fcpMs: audit("first-contentful-paint"),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          siMs: audit("speed-index"),
          jsBytes: resources.find((r) => r.resourceType === "script")?.transferSize ?? Number.NaN,
          cpuShare: (trace && mainThreadCpuShare(trace.traceEvents)) ?? Number.NaN,
          fontBeforePaint: (network?.items ?? []).some(
            (r) =>
              r.resourceType === "Font" &&
              r.networkEndTime !== undefined &&
              requestsStartTs + r.networkEndTime * 1000 <= observedFcpTs,
          ),
        });
      }
    }
    const rows: LighthouseSummary[] = [];
    for (const { path, samples } of sampled) {
      const pick = (key: Exclude<keyof LighthouseRow, "path" | "fontBeforePaint">) =>
        median(samples.map((s) => s[key]));
      rows.push({
        path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        siMs: pick("siMs"),
        jsBytes: pick("jsBytes"),
        cpuShare: pick("cpuShare"),
        performanceRange: range(samples.map((s) => s.performance)),
        tbtRange: range(samples.map((s) => s.tbtMs)),
        fcpRuns: samples.map((s) => s.fcpMs),
        fontBeforePaintRuns: samples.filter((s) => s.fontBeforePaint).length,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
