// `npm run bench:tools` (and the end of `npm run bench`): the tools a visitor can try, timed from
// the button to the result (tests/bench/tools.ts), first with no OpenAI key (the built-in
// readers), then with the fake OpenAI as the model, answering at once with a scripted reading, so
// the figure is the site's own overhead around a model; then each tool's on-demand code, as the
// budget check prints it. Serves the production build with `wrangler pages dev` on loopback.
import { execSync } from "node:child_process";
import { startPagesDev } from "../e2e/server.ts";
import { startFakeOpenAI } from "../fakes/fake-openai.ts";
import { measureTools, printToolTimings } from "./tools.ts";

const PORT = Number(process.env["BENCH_PORT"] ?? 8798);
const RUNS = Number(process.env["TOOL_RUNS"] ?? 10);
const KEY = "sk-bench-tools";
/** Each tool's own bucket: the runs would otherwise meet the per-client rate limit. */
const UNLIMITED = { RATE_LIMIT_TOOLS: "1000000/60" };

/** What the model fake answers for each tool: a reading in that tool's schema. */
const MODEL_ANSWERS: Record<string, unknown> = {
  StoryScanner: {
    summary: "Ministers and councils face questions over flooding, energy and food safety.",
    people: ["Tom Hardy"],
    organisations: ["Calderdale Council"],
    places: ["Hebden Bridge"],
    services: [{ slug: "political-affairs", why: "Ministers and councils are asked to act." }],
    verdict: "risk",
    sentences: [{ text: "A senior Conservative MP has resigned as a minister.", leaning: "risk" }],
    nextStep: { slug: "political-affairs", text: "Brief the minister's office before the next questions." },
  },
  SenseChecker: { rewrite: "The council decided this.", changes: "Active voice." },
  "Triage Bot": {
    service: "crisis-communications",
    reason: "A broadcast about the association's repairs is due tomorrow.",
    urgency: "urgent",
    signals: ["tomorrow evening"],
    deadline: "tomorrow evening",
  },
};

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const fake = await startFakeOpenAI();
try {
  const plain = await startPagesDev({ port: PORT, vars: UNLIMITED });
  try {
    printToolTimings(
      `The tools with no OpenAI key: button to result, ${RUNS} runs (first press in a new context, then again)`,
      await measureTools(`http://127.0.0.1:${PORT}`, RUNS, false),
    );
  } finally {
    await plain.stop();
  }
  const withModel = await startPagesDev({
    port: PORT,
    vars: { ...UNLIMITED, OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${fake.url}/v1` },
  });
  try {
    const script = async (tool: string) => {
      const answer = JSON.stringify(MODEL_ANSWERS[tool]);
      await fetch(`${fake.url}/__script/${KEY}`, { method: "POST", body: JSON.stringify([answer]) });
    };
    printToolTimings(
      `The tools with the fake OpenAI answering at once: button to result, ${RUNS} runs`,
      await measureTools(`http://127.0.0.1:${PORT}`, RUNS, true, script),
    );
  } finally {
    await withModel.stop();
  }
} finally {
  await fake.close();
}

console.log("\nEach tool's code, loaded when the visitor starts (gzip):");
const budget = execSync("node tests/dist/check-budget.ts", { encoding: "utf8" });
for (const line of budget.split("\n")) if (/(storyscanner|sensechecker|triage)[:/]/.test(line)) console.log(line);
