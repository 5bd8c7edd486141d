// StoryScanner's CPU, step by step (npm run bench): each part of the built-in reading of a
// pasted 1,500-word article (which runs in the visitor's browser, and in the functions only for a
// browser that ran no script), reading an address on the fake news site (fetch, then Readability
// over linkedom), and what the function itself spends per request, against the Workers free
// plan's 10 ms of CPU (developers.cloudflare.com/workers/platform/limits/). Then the Functions
// bundle's size against the free plan's 3 MB after compression.
//
// CPU is this process's user and system time (process.cpuUsage) around each run, in Node on this
// machine; workerd runs the same JavaScript on V8. A first run is cold (nothing compiled yet), as
// in a new isolate; the median and p95 are of the runs after it. Not counted, being waits rather
// than work: the fetch's time on the network and D1's rate-limit write.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import nlp from "compromise";
import { afterAll, beforeAll, test } from "vitest";
import { storyRequestSchema, type StoryRequest } from "#shared/api/storyscanner.ts";
import { namesIn } from "#shared/api/storyscanner-names.ts";
import { oneLine, readStory, sentencesOf, topicWords } from "#shared/api/storyscanner-reader.ts";
import { servicesFor } from "#shared/api/storyscanner-services.ts";
import { readingOf } from "#shared/api/storyscanner-verdict.ts";
import { wordsOf } from "#shared/tool-text.ts";
import type { ToolModelSettings } from "../../functions/lib/platform/openai.ts";
import { parseBody } from "../../functions/lib/platform/request-guards.ts";
import { articleText } from "../../functions/lib/tools/storyscanner/article-text.ts";
import { modelReading } from "../../functions/lib/tools/storyscanner/model-reader.ts";
import { fetchPage, type FetchedPage } from "../../functions/lib/tools/storyscanner/page-fetch.ts";
import { readingPage } from "../../functions/lib/tools/storyscanner/reading-page.ts";
import { storyServices } from "../../functions/lib/tools/storyscanner/service-pages.ts";
import {
  answerStory,
  readStoryHere,
  type StoryDeps,
} from "../../functions/lib/tools/storyscanner/storyscanner-service.ts";
import { startFakeNewsSite } from "../fakes/fake-news-site.ts";
import type { LoopbackServer } from "../fakes/loopback-server.ts";
import { ARTICLES } from "../unit/storyscanner/articles.ts";

const RUNS = Number(process.env["STORY_CPU_RUNS"] ?? 30);
/** The Workers free plan's CPU per request, in ms. */
const FREE_PLAN_CPU_MS = 10;
/** The free plan's Worker size limit, after compression. */
const FREE_PLAN_BUNDLE_BYTES = 3 * 1024 * 1024;

/** 1,500 words (as the tools count them) of news prose: the unit corpus's articles, one after another. */
const ARTICLE = (() => {
  const text = ARTICLES.map((a) => a.text).join("\n\n");
  const words = [...text.matchAll(/\p{L}[\p{L}\p{M}'’-]*/gu)];
  const last = words[1499];
  if (!last) throw new Error(`The corpus has ${words.length} words, fewer than 1,500`);
  return text.slice(0, last.index + last[0].length);
})();

/** Where a step runs: in the function, held to the free plan's limit, or in the visitor's browser. */
type Where = "function" | "browser";

interface Timing {
  readonly step: string;
  readonly where: Where;
  readonly first: number;
  readonly median: number;
  readonly p95: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function timed(step: string, where: Where, run: () => unknown, runs = RUNS): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const start = process.cpuUsage();
    await run();
    times.push(cpuMs(start));
  }
  const [first = 0, ...rest] = times;
  rest.sort((a, b) => a - b);
  const at = (share: number) => rest[Math.min(rest.length - 1, Math.floor(share * rest.length))] ?? 0;
  return { step, where, first, median: at(0.5), p95: at(0.95) };
}

const ms = (n: number) => Number(n.toFixed(n < 10 ? 2 : 1));
function print(title: string, rows: readonly Timing[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      step: r.step,
      "runs in": r.where,
      "first ms": ms(r.first),
      "median ms": ms(r.median),
      "p95 ms": ms(r.p95),
      // The limit is the function's; the browser's share is the visitor's device's time.
      [`median within ${FREE_PLAN_CPU_MS} ms`]:
        r.where === "browser" ? "" : r.median <= FREE_PLAN_CPU_MS ? "yes" : "NO",
    })),
  );
}

/**
 * Node's fetch may reuse a kept-alive connection that the fake site closed a moment before, idle
 * through the steps in between: asked once more then, as a browser would.
 */
const retryingFetch: typeof fetch = (input, init) => fetch(input, init).catch(() => fetch(input, init));
const LOOPBACK = { allowLoopback: true, fetch: retryingFetch } as const;

let site: LoopbackServer;
const pages = new Map<string, FetchedPage>();
/** The fake site's article pages, and one nearer a real news site's: the same article among menus, links and a script's data. */
const PAGE_PATHS = ["/news/harbour-homes", "/news/kettle-recall"] as const;
const BUSY_PAGE = "the harbour article in a news site's markup";

beforeAll(async () => {
  site = await startFakeNewsSite();
  for (const path of PAGE_PATHS) pages.set(path, await fetchPage(`${site.url}${path}`, LOOPBACK));
  const plain = pages.get(PAGE_PATHS[0]);
  if (!plain) throw new Error("The fake news site's article did not arrive");
  const links = Array.from(
    { length: 700 },
    (_, i) =>
      `<li class="nav__item"><a class="nav__link" href="/section/${i}">Section ${i}: the latest headlines</a></li>`,
  ).join("");
  const data = JSON.stringify({
    items: Array.from({ length: 1200 }, (_, i) => ({ id: i, headline: `Headline ${i}` })),
  });
  pages.set(BUSY_PAGE, {
    ...plain,
    body: plain.body
      .replace("<main>", `<nav><ul>${links}</ul></nav><script>window.__DATA__=${data}</script><main>`)
      .replace("</footer>", `<ul>${links}</ul></footer>`),
  });
});

afterAll(async () => {
  await site.close();
});

const MODEL_ANSWER = JSON.stringify({
  summary: "A minister resigns over leaked messages.",
  people: ["James Whitaker"],
  organisations: ["Labour"],
  places: ["Lincolnshire"],
  services: [{ slug: "political-affairs", why: "A ministerial resignation." }],
  verdict: "risk",
  sentences: [],
  nextStep: { slug: "political-affairs", text: "Brief the department." },
});

/** A model that answers at once, so what is timed is the function's own work around the call. */
const instantModel: typeof fetch = () =>
  Promise.resolve(
    Response.json({
      id: "resp_bench",
      object: "response",
      created_at: 0,
      status: "completed",
      model: "bench",
      output: [
        {
          type: "message",
          id: "msg_bench",
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: MODEL_ANSWER, annotations: [] }],
        },
      ],
      usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
    }),
  );

const MODEL: ToolModelSettings = {
  apiKey: "sk-bench",
  baseURL: "http://127.0.0.1:9/v1",
  timeoutMs: 5000,
  model: "bench",
};
const NO_MODEL: StoryDeps = { model: undefined, safetyId: "bench", pages: LOOPBACK };

test("reading an address on the fake news site", { timeout: 300_000 }, async () => {
  console.log(`StoryScanner CPU (Node ${process.version}, ${RUNS} runs after a first)`);
  const rows: Timing[] = [];
  for (const path of PAGE_PATHS)
    rows.push(
      await timed(`fetch ${path} (Node's fetch; workerd's is native)`, "function", () =>
        fetchPage(`${site.url}${path}`, LOOPBACK),
      ),
    );
  for (const [name, page] of pages)
    rows.push(
      await timed(
        `extract ${name} (${Math.round(page.body.length / 1024)} KB of HTML): Readability over linkedom`,
        "function",
        () => articleText(page),
      ),
    );
  const fetched = articleText(pages.get(PAGE_PATHS[0])!).text;
  rows.push(
    await timed(`the reading of ${PAGE_PATHS[0]} (${wordsOf(fetched).length} words)`, "browser", () =>
      readStory(fetched, storyServices),
    ),
  );
  print("An address on the fake news site: the function fetches and extracts, the browser reads", rows);
});

test("the function's CPU per request", { timeout: 300_000 }, async () => {
  const pasted = JSON.stringify({ kind: "text", text: ARTICLE } satisfies StoryRequest);
  const address = JSON.stringify({ kind: "address", address: `${site.url}${PAGE_PATHS[0]}` } satisfies StoryRequest);
  // What the handler does with the body: parse it, check it with the contract's schema, answer.
  const call = (body: string) => async () =>
    JSON.stringify(await answerStory(parseBody(storyRequestSchema, JSON.parse(body)), NO_MODEL));
  print(
    `The function per request (${wordsOf(ARTICLE).length} words pasted): the page's call, and the form's post without script`,
    [
      await timed(
        "the page's call, an address, no key: fetch and extract, the article back",
        "function",
        call(address),
      ),
      await timed("the page's call, pasted, no key: the article back unread", "function", call(pasted)),
      await timed("the page's call, pasted, with a key: the model's reading", "function", async () => {
        const request = parseBody(storyRequestSchema, JSON.parse(pasted));
        if (request.kind !== "text") throw new Error("a pasted article was read as an address");
        return JSON.stringify(await modelReading(MODEL, request.text, "bench", instantModel));
      }),
      await timed("the form without script, pasted, no key: the reading in a page", "function", async () => {
        const request = parseBody(storyRequestSchema, { kind: "text", text: ARTICLE });
        return readingPage(await readStoryHere(request, NO_MODEL)).text();
      }),
    ],
  );
});

test("the built-in reading of a pasted 1,500-word article, step by step", { timeout: 300_000 }, async () => {
  const doc = nlp(ARTICLE);
  const sentences = sentencesOf(doc);
  print(
    `The built-in reading of ${wordsOf(ARTICLE).length} pasted words, in the browser's worker (in the function only for the form without script)`,
    [
      await timed("compromise: parse", "browser", () => nlp(ARTICLE)),
      await timed("compromise: sentences", "browser", () => sentencesOf(doc)),
      await timed("compromise: people, organisations, places", "browser", () => namesIn(doc)),
      await timed("AFINN-165: verdict and its sentences", "browser", () =>
        readingOf(sentences, wordsOf(ARTICLE).length),
      ),
      await timed("services: topic words and BM25 over the pages", "browser", () =>
        servicesFor(topicWords(doc), storyServices),
      ),
      await timed("summary: the lede", "browser", () => oneLine(sentences)),
      await timed("the whole reading (readStory)", "browser", () => readStory(ARTICLE, storyServices)),
    ],
  );
});

test("the Functions bundle's size against the free plan's limit", { timeout: 300_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), "storyscanner-functions-"));
  try {
    execFileSync("node_modules/.bin/wrangler", ["pages", "functions", "build", "--outdir", out], {
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const bundle = readFileSync(join(out, "index.js"));
    const gzipped = gzipSync(bundle, { level: 9 }).length;
    console.log(
      `\nPages Functions bundle (wrangler pages functions build): ${(bundle.length / 1e6).toFixed(2)} MB, ${Math.round(gzipped / 1024)} KB gzip; the free plan's limit is ${FREE_PLAN_BUNDLE_BYTES / 1024 / 1024} MB after compression (${((100 * gzipped) / FREE_PLAN_BUNDLE_BYTES).toFixed(0)}% of it)`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
