// The tools a visitor can try, timed as a visitor meets them: from pressing the tool's button to
// its result being shown, measured in the page (a MutationObserver started in the same task as
// the press, so Playwright's polling adds nothing). Each run is a new browser context, so the
// first press pays for the tool's on-demand code (and SenseChecker's worker and dictionary);
// the same page is then asked again with a changed text, which is what a visitor's second try
// costs. StoryScanner and SenseChecker read a 1,500-word article; Triage Bot an enquiry of about
// 100 words (it reads at most 5,000 characters). With the model fake, StoryScanner and Triage Bot
// read through the model, and SenseChecker's "Suggest a rewrite" is timed to its answer.
import { chromium, type Browser, type Page } from "@playwright/test";
import { ARTICLES } from "../unit/storyscanner/articles.ts";

export interface ToolTiming {
  readonly tool: string;
  readonly step: string;
  readonly words: number;
  readonly runs: number;
  readonly firstMedianMs: number;
  readonly firstP95Ms: number;
  readonly againMedianMs: number;
  readonly againP95Ms: number;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** About 1,500 words of news: the corpus's articles, one after another, cut at a paragraph. */
export function articleOf(targetWords: number): string {
  const paragraphs = ARTICLES.flatMap((article) => article.text.split(/\n\s*\n/));
  const kept: string[] = [];
  for (let i = 0; words(kept.join(" ")) < targetWords; i++) kept.push(paragraphs[i % paragraphs.length] ?? "");
  return kept.join("\n\n");
}

const ENQUIRY =
  "Good morning. I run communications for a housing association in the south west. A local reporter has " +
  "emailed us about damp and mould in one of our blocks, and says a tenant's family will be on the regional " +
  "news tomorrow evening. We have repairs booked but the story will say we ignored complaints for a year. " +
  "We need help with a statement and with briefing our chief executive before she is asked to do an " +
  "interview, and we would like someone to look at how we talk to the other tenants in the block this week. " +
  "Could someone call me today?";

interface Step {
  readonly tool: string;
  readonly step: string;
  readonly path: string;
  readonly text: string;
  /** The pasted text's field and the button that reads it. */
  readonly field: string;
  readonly button: string;
  /** What shows when the result is there: a selector and the text it contains. */
  readonly done: readonly [string, string];
  /** A further press on the result (SenseChecker's rewrite), timed instead of the button. */
  readonly then?: { readonly press: string; readonly done: readonly [string, string] };
}

function steps(article: string, withModel: boolean): Step[] {
  const story: Step = {
    tool: "StoryScanner",
    step: withModel ? "scan (model)" : "scan (built-in reader)",
    path: "/storyscanner",
    text: article,
    field: "textarea",
    button: "button:text-is('Scan the story')",
    done: ["[role=status]", "reading is ready"],
  };
  const sense: Step = {
    tool: "SenseChecker",
    step: "check the draft",
    path: "/sensechecker",
    text: article,
    field: "textarea",
    button: "button:text-is('Check the draft')",
    done: ["[role=status]", "Checked:"],
  };
  const rewrite: Step = {
    ...sense,
    step: "suggest a rewrite (model)",
    then: { press: "button:has-text('Suggest a rewrite')", done: ["li", "A rewrite, from the AI model"] },
  };
  const triage: Step = {
    tool: "Triage Bot",
    step: withModel ? "route (model)" : "route (built-in reader)",
    path: "/triage-bot",
    text: ENQUIRY,
    field: "textarea",
    button: "button:text-is('Route this enquiry')",
    done: ["[role=status]", "Routed to"],
  };
  return withModel ? [story, rewrite, triage] : [story, sense, triage];
}

/** Presses `selector` and resolves with the milliseconds until `done` shows, timed in the page. */
function pressAndTime(page: Page, selector: string, done: readonly [string, string]): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (target: HTMLElement, [doneSelector, doneText]) =>
        new Promise<number>((resolve, reject) => {
          const shown = () =>
            [...document.querySelectorAll(doneSelector)].some((el) => el.textContent?.includes(doneText));
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          target.click();
          setTimeout(() => reject(new Error(`no result within 30 s: ${doneText}`)), 30_000);
        }),
      done,
    );
}

/** The page's own form state is cleared by a changed text: the same length, a different story. */
const changed = (text: string) => text.replace(/\bthe\b/, "this");

async function once(browser: Browser, base: string, step: Step): Promise<[first: number, again: number]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.goto(base + step.path, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true", undefined, {
      timeout: 15_000,
    });
    const times: number[] = [];
    for (const text of [step.text, changed(step.text)]) {
      await page.locator(step.field).first().fill(text);
      if (step.then) {
        // The findings first (not timed), then the first rewrite offered.
        await page.locator(step.button).click();
        await page.locator(step.done[0], { hasText: step.done[1] }).first().waitFor();
        times.push(await pressAndTime(page, step.then.press, step.then.done));
      } else {
        times.push(await pressAndTime(page, step.button, step.done));
      }
    }
    return [times[0] ?? NaN, times[1] ?? NaN];
  } finally {
    await context.close();
  }
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

/** `prepare` runs before each tool's runs (the model fake is scripted with that tool's answer). */
export async function measureTools(
  base: string,
  runs: number,
  withModel: boolean,
  prepare: (tool: string) => Promise<void> = async () => undefined,
): Promise<ToolTiming[]> {
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const article = articleOf(1500);
  const rows: ToolTiming[] = [];
  try {
    for (const step of steps(article, withModel)) {
      await prepare(step.tool);
      const first: number[] = [];
      const again: number[] = [];
      for (let run = 0; run < runs; run++) {
        const [a, b] = await once(browser, base, step);
        first.push(a);
        again.push(b);
      }
      rows.push({
        tool: step.tool,
        step: step.step,
        words: words(step.text),
        runs,
        firstMedianMs: quantile(first, 0.5),
        firstP95Ms: quantile(first, 0.95),
        againMedianMs: quantile(again, 0.5),
        againP95Ms: quantile(again, 0.95),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printToolTimings(title: string, rows: readonly ToolTiming[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      tool: r.tool,
      step: r.step,
      words: r.words,
      runs: r.runs,
      "first press median ms": Math.round(r.firstMedianMs),
      "first press p95 ms": Math.round(r.firstP95Ms),
      "again median ms": Math.round(r.againMedianMs),
      "again p95 ms": Math.round(r.againP95Ms),
    })),
  );
}
