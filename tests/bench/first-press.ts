// The first press, at 4x CPU: for each first-screen control, how long after the first paint a
// press would still be lost (the dead-click window: until the inline capture listens, which it
// does before the first paint, so 0), how long after the first paint React itself listens
// (what the window was before the capture), and how long a visitor who presses the control at
// the first paint waits for what they asked for (target: 2 s). Medians of several runs.
import { chromium, type Browser } from "@playwright/test";
import { shownAt } from "../fixtures/shown-at.ts";

export const PRESS_TARGET_MS = 2000;
/** A press whose outcome has not shown by then counts as never (NaN, reported as such). */
const OUTCOME_WAIT_MS = 15_000;

interface Control {
  readonly name: string;
  readonly width: number;
  /** What to press (a Playwright selector), or the key pressed on the page. */
  readonly press: string | { readonly key: string };
  /** What shows when it worked: a CSS selector, and text it contains. */
  readonly outcome: readonly [string, string];
  /** Text typed into `press` first, the press then being Enter in it. */
  readonly typed?: string;
  /** Only on these pages (by default, every page measured). */
  readonly paths?: readonly string[];
}

const CONTROLS: readonly Control[] = [
  {
    name: "Menu (desktop)",
    width: 1280,
    press: "header button:text-is('Menu') >> visible=true",
    outcome: ["header a", "Show me your team"],
  },
  { name: "Search", width: 1280, press: "header button:has-text('Search')", outcome: ["[cmdk-input]", ""] },
  {
    name: "Menu (phone)",
    width: 360,
    press: "header button:text-is('Menu') >> visible=true",
    outcome: ['nav[aria-label="Mobile"]', ""],
  },
  {
    name: "TENFOLD",
    width: 360,
    press: "[data-floating-dock] button[aria-controls]",
    outcome: ['[role="dialog"]', "TENFOLD"],
  },
  {
    name: "Get In Touch",
    width: 360,
    press: "[data-floating-dock] button[aria-haspopup='dialog']",
    outcome: ['[role="dialog"]', "Get in touch"],
  },
  { name: "Ctrl+K", width: 1280, press: { key: "Control+k" }, outcome: ["[cmdk-input]", ""] },
  {
    name: "Hero suggestion",
    width: 1280,
    press: "button:has-text('Show me Tenfold')",
    outcome: ['[role="dialog"]', "TENFOLD"],
    paths: ["/"],
  },
  {
    name: "Newsletter (Enter)",
    width: 360,
    press: "role=textbox[name=/Email address for our insights/]",
    typed: "first-press@example.com",
    outcome: ["li", "Successfully subscribed!"],
    paths: ["/"],
  },
];

export interface FirstPressRow {
  readonly page: string;
  readonly control: string;
  /** First paint to the moment a press is kept: the dead-click window. */
  readonly deadWindowMs: number;
  /** First paint to React listening: the window the capture covers. */
  readonly reactListensMs: number;
  /** A press at the first paint to its outcome on screen. */
  readonly pressToOutcomeMs: number;
}

// A run with no outcome (NaN) sorts last, so it shows in the median once it is the common case.
const median = (values: number[]) =>
  values.sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b))[Math.floor(values.length / 2)] ??
  Number.NaN;

async function once(browser: Browser, url: string, control: Control): Promise<Omit<FirstPressRow, "page" | "control">> {
  const page = await browser.newPage({ viewport: { width: control.width, height: control.width < 768 ? 740 : 800 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      // The moment the inline capture installs itself, and the first press, in the page's clock.
      let input: unknown;
      Object.defineProperty(window, "__earlyInput", {
        configurable: true,
        get: () => input,
        set: (value) => {
          w["captureAt"] ??= performance.now();
          input = value;
        },
      });
      window.addEventListener("click", (event) => (w["pressAt"] ??= event.timeStamp), true);
      window.addEventListener(
        "keydown",
        (event) => (event.key === "Enter" || event.ctrlKey ? (w["pressAt"] ??= event.timeStamp) : undefined),
        true,
      );
      const poll = () => {
        if (document.documentElement?.dataset["hydrated"] === "true") w["hydratedAt"] = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: 10,
    });
    const shown = shownAt(page, ...control.outcome);
    if (typeof control.press !== "string") await page.keyboard.press(control.press.key);
    else if (control.typed === undefined) await page.locator(control.press).first().click({ timeout: OUTCOME_WAIT_MS });
    else {
      const field = page.locator(control.press).first();
      await field.fill(control.typed, { timeout: OUTCOME_WAIT_MS });
      await field.press("Enter");
    }
    const outcomeAt = await Promise.race([
      shown,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), OUTCOME_WAIT_MS)),
    ]);
    await page.waitForFunction(() => (window as unknown as Record<string, unknown>)["hydratedAt"] !== undefined, null, {
      timeout: OUTCOME_WAIT_MS,
    });
    const t = await page.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        captureAt: w["captureAt"]!,
        pressAt: w["pressAt"]!,
        hydratedAt: w["hydratedAt"]!,
      };
    });
    return {
      deadWindowMs: Math.max(0, t.captureAt - t.fcp),
      reactListensMs: Math.max(0, t.hydratedAt - t.fcp),
      pressToOutcomeMs: outcomeAt - t.pressAt,
    };
  } finally {
    await page.close();
  }
}

export async function measureFirstPress(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<FirstPressRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-gpu",
    ],
  });
  try {
    const rows: FirstPressRow[] = [];
    for (const path of paths) {
      for (const control of CONTROLS.filter((c) => !c.paths || c.paths.includes(path))) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await once(browser, `${baseUrl}${path}`, control));
          if (process.env["FIRST_PRESS_VERBOSE"]) console.log(path, control.name, samples.at(-1));
        }
        rows.push({
          page: path,
          control: control.name,
          deadWindowMs: median(samples.map((s) => s.deadWindowMs)),
          reactListensMs: median(samples.map((s) => s.reactListensMs)),
          pressToOutcomeMs: median(samples.map((s) => s.pressToOutcomeMs)),
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
