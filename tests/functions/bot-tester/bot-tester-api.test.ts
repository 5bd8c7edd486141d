// Bot Tester through the API: staff keep cases (each once), import them from JSON or CSV all or
// nothing, and run them all against TENFOLD a step at a time, through TENFOLD's own chat service,
// with nothing of a run kept in the visitors' report; what passed last time and fails now comes first.
import { describe, expect, it } from "vitest";
import type { BotCase, BotResult, BotRun } from "../../../web/shared/api/bot-tester.ts";
import { casesToCsv, casesToJson } from "../../../web/shared/api/bot-tester-files.ts";
import { callApi, rows } from "../call-api.ts";
import { model } from "../chat-requests.ts";
import { asAccess, bearer, staffGet, staffPost, STAFF_ENV } from "../staff-calls.ts";

const CASES = "/api/admin/bot-tester/cases";
const RUNS = "/api/admin/bot-tester/runs";

/** Questions the site answers, and one it must decline. */
const FEES = { question: "What are your day rates?", facts: ["£"], links: ["/how-we-work"] };
const OFFICES = { question: "Where are your offices?", facts: ["Bristol", "London"] };
const WEATHER = { question: "What will the weather be in Leeds tomorrow?", declines: true };

async function addCase(body: unknown): Promise<Response> {
  return staffPost(CASES, body);
}

async function listCases(): Promise<BotCase[]> {
  const response = await staffGet(CASES);
  expect(response.status).toBe(200);
  return (await response.json<{ cases: BotCase[] }>()).cases;
}

/** Starts a run and steps it until it finishes, as the console does; answers the finished run and how many steps it took. */
async function runAll(answerer: "built-in" | "model" = "built-in", overrides = {}) {
  const started = await staffPost(RUNS, { answerer }, bearer, overrides);
  expect(started.status).toBe(200);
  let run = await started.json<BotRun>();
  let steps = 0;
  while (!run.finishedAt) {
    const step = await staffPost(`${RUNS}/${run.id}/step`, {}, bearer, overrides);
    expect(step.status).toBe(200);
    run = await step.json<BotRun>();
    steps++;
    if (steps > 50) throw new Error("The run did not finish");
  }
  const detail = await staffGet(`${RUNS}/${run.id}`);
  return { run, steps, results: (await detail.json<{ results: BotResult[] }>()).results };
}

describe("cases", () => {
  it("are added by staff, with who wrote them, and kept once however the question is spaced", async () => {
    const response = await addCase(FEES);
    expect(response.status).toBe(200);
    const added = await response.json<BotCase>();
    expect(added).toMatchObject({ question: FEES.question, facts: ["£"], links: ["/how-we-work"], origin: "staff" });
    expect(added.createdBy).toBe("staff token");

    const again = await addCase({ ...FEES, question: "  what are your   DAY rates? " });
    expect(again.status).toBe(409);
    expect((await again.json<{ error: string }>()).error).toMatch(/already a case/);
    expect(await listCases()).toHaveLength(1);
  });

  it("refuse what cannot be judged, saying why", async () => {
    const cases = [
      [{ question: "" }, /question/i],
      [{ question: "Who are you?", declines: true, facts: ["Larkspur"] }, /cannot also list facts/],
      [{ question: "Who are you?", links: ["https://elsewhere.example/"] }, /path on this site/],
      [{ question: "Who are you?", facts: ["a; b"] }, /cannot hold/],
    ] as const;
    for (const [body, message] of cases) {
      const response = await addCase(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(message);
    }
    expect(await listCases()).toEqual([]);
  });

  it("are edited and removed, the edit recorded with who made it", async () => {
    const added = await (await addCase(OFFICES)).json<BotCase>();
    const headers = await asAccess("editor@example.com");
    const edited = await staffPost(`${CASES}/${added.id}`, { ...OFFICES, note: "Both offices" }, headers);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ note: "Both offices", updatedBy: "editor@example.com" });

    const removed = await callApi(`${CASES}/${added.id}`, { method: "DELETE", headers: bearer }, STAFF_ENV);
    expect(removed.status).toBe(200);
    expect(await listCases()).toEqual([]);
    expect((await callApi(`${CASES}/${added.id}`, { method: "DELETE", headers: bearer }, STAFF_ENV)).status).toBe(404);
  });

  it("are for staff only", async () => {
    const stranger = await callApi(
      CASES,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(FEES) },
      STAFF_ENV,
    );
    expect(stranger.status).toBe(401);
    expect((await callApi(RUNS, {}, STAFF_ENV)).status).toBe(401);
    expect(await rows("SELECT id FROM bot_cases")).toEqual([]);
  });
});

describe("import", () => {
  it("reads back what export writes, as JSON and as CSV, skipping cases already kept", async () => {
    const history = [
      { role: "user" as const, text: "Do you work with councils?" },
      { role: "ai" as const, text: "Yes, with councils across England." },
    ];
    const written = [
      {
        question: "Which councils, for example?",
        history,
        facts: [["Bristol", "Somerset"]],
        links: [],
        declines: false,
        note: "",
      },
      { ...WEATHER, history: [], facts: [], links: [], note: "Out of scope" },
    ];
    const json = await staffPost(`${CASES}/import`, { format: "json", text: casesToJson(written) });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ added: 2, alreadyKept: 0 });
    const kept = await listCases();

    await rows("DELETE FROM bot_cases");
    const csv = await staffPost(`${CASES}/import`, { format: "csv", text: casesToCsv(kept) });
    expect(await csv.json()).toEqual({ added: 2, alreadyKept: 0 });
    const fromCsv = await listCases();
    expect(
      fromCsv.map(({ question, history: h, facts, links, declines, note }) => ({
        question,
        history: h,
        facts,
        links,
        declines,
        note,
      })),
    ).toEqual(written);
    expect(fromCsv.every((c) => c.origin === "import")).toBe(true);

    const again = await staffPost(`${CASES}/import`, { format: "csv", text: casesToCsv(kept) });
    expect(await again.json()).toEqual({ added: 0, alreadyKept: 2 });
  });

  it("reads a spreadsheet's own CSV: quoted commas and line breaks, a byte-order mark, headers in any case", async () => {
    const text =
      '\uFEFFQuestion,Facts,Links,Declines\r\n"Do you do crisis work, out of hours?",24 hours | round the clock,/services/crisis-communications,no\r\n"What is the capital\nof France?",,,yes\r\n';
    const response = await staffPost(`${CASES}/import`, { format: "csv", text });
    expect(await response.json()).toEqual({ added: 2, alreadyKept: 0 });
    const [crisis, france] = await listCases();
    expect(crisis).toMatchObject({
      question: "Do you do crisis work, out of hours?",
      facts: [["24 hours", "round the clock"]],
      links: ["/services/crisis-communications"],
      declines: false,
    });
    expect(france).toMatchObject({ question: "What is the capital\nof France?", declines: true });
  });

  it("imports nothing from a file with a bad row, naming every such row", async () => {
    const text =
      "question,links,declines\r\nWhere are you?,/contact,no\r\n,/contact,no\r\nWho are you?,not-a-path,maybe\r\n";
    const response = await staffPost(`${CASES}/import`, { format: "csv", text });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; rows: { row: number }[] }>();
    expect(body.error).toMatch(/^Nothing was imported\. row 3: .*row 4: /);
    expect(body.rows.map((r) => r.row)).toEqual([3, 4]);
    expect(await listCases()).toEqual([]);

    for (const [format, bad, message] of [
      ["json", "{ not json", /not JSON/],
      ["json", '{"items": []}', /no list of cases/],
      ["csv", "prompt,answer\r\nHi,Hello\r\n", /no "question" column/],
    ] as const) {
      const refused = await staffPost(`${CASES}/import`, { format, text: bad });
      expect(refused.status).toBe(400);
      expect((await refused.json<{ error: string }>()).error).toMatch(message);
    }
  });
});

describe("runs", () => {
  it("ask every case of TENFOLD a step at a time and judge each reply", async () => {
    for (const body of [
      FEES,
      OFFICES,
      WEATHER,
      { question: "Which city is your head office in?", facts: ["Edinburgh"] },
    ])
      expect((await addCase(body)).status).toBe(200);
    const { run, results } = await runAll();
    expect(run).toMatchObject({ answerer: "built-in", total: 4, done: 4, passed: 3, failed: 1, regressions: 0 });
    const [first, ...rest] = results;
    // The failure first, with why, and the reply it got.
    expect(first).toMatchObject({
      question: "Which city is your head office in?",
      state: "fail",
      answeredBy: "built-in",
    });
    expect(first?.problems).toEqual([`missing "Edinburgh"`]);
    expect(first?.reply).toContain("Bristol");
    expect(rest.every((r) => r.state === "pass")).toBe(true);
    const fees = results.find((r) => r.question === FEES.question);
    expect(fees?.sources.some((s) => s.url.startsWith("/how-we-work"))).toBe(true);
    expect(results.find((r) => r.question === WEATHER.question)).toMatchObject({ state: "pass", declined: true });
  });

  it("are not kept in the visitors' TENFOLD report and are not held to the visitors' rate limit", async () => {
    for (let i = 0; i < 30; i++) await addCase({ question: `Where are your offices? (${i})`, facts: ["Bristol"] });
    // A visitor's chat limit of 2 a minute would stop a visitor at the third question; a run asks 30.
    const { run, steps } = await runAll("built-in", { RATE_LIMIT_CHAT: "2/60" });
    expect(run).toMatchObject({ total: 30, passed: 30 });
    expect(steps).toBe(2);
    expect(await rows("SELECT * FROM tenfold_answers")).toEqual([]);
    expect(await rows("SELECT * FROM rate_limit_hits")).toEqual([]);
  });

  it("list what passed in the previous run and fails now first, as regressions", async () => {
    const offices = await (await addCase(OFFICES)).json<BotCase>();
    await addCase(FEES);
    await runAll();
    // The case now asks for a fact TENFOLD does not give: it passed before and fails now.
    await staffPost(`${CASES}/${offices.id}`, { ...OFFICES, facts: ["Bristol", "Edinburgh"] });
    const { run, results } = await runAll();
    expect(run).toMatchObject({ failed: 1, regressions: 1 });
    expect(results[0]).toMatchObject({ caseId: offices.id, regression: true, problems: ['missing "Edinburgh"'] });
    const history = await staffGet(RUNS);
    const { runs } = await history.json<{ runs: BotRun[] }>();
    expect(runs.map((r) => r.regressions)).toEqual([1, 0]);
  });

  it("keep a case as it was asked, so editing it later does not rewrite the run", async () => {
    const offices = await (await addCase(OFFICES)).json<BotCase>();
    const { run } = await runAll();
    await staffPost(`${CASES}/${offices.id}`, { question: "Do you have a Cardiff office?", facts: ["Cardiff"] });
    const detail = await (await staffGet(`${RUNS}/${run.id}`)).json<{ results: BotResult[] }>();
    expect(detail.results[0]).toMatchObject({ question: OFFICES.question, state: "pass" });
  });

  it("never answer a case twice when two steps race", async () => {
    for (let i = 0; i < 6; i++) await addCase({ question: `Where are your offices? (${i})`, facts: ["Bristol"] });
    const started = await (await staffPost(RUNS, { answerer: "built-in" })).json<BotRun>();
    const [a, b] = await Promise.all([
      staffPost(`${RUNS}/${started.id}/step`, {}),
      staffPost(`${RUNS}/${started.id}/step`, {}),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [answered] = await rows<{ n: number }>(
      `SELECT count(*) AS n FROM bot_results WHERE run_id = '${started.id}' AND state <> 'pending'`,
    );
    expect(answered?.n).toBe(6);
    expect((await (await staffGet(`${RUNS}/${started.id}`)).json<{ run: BotRun }>()).run).toMatchObject({
      done: 6,
      passed: 6,
    });
  });

  it("refuse the model without a key, and a run with no cases", async () => {
    const none = await staffPost(RUNS, { answerer: "built-in" });
    expect(none.status).toBe(409);
    await addCase(OFFICES);
    const noKey = await staffPost(RUNS, { answerer: "model" });
    expect(noKey.status).toBe(400);
    expect((await noKey.json<{ error: string }>()).error).toMatch(/No OpenAI key/);
    expect((await staffPost(`${RUNS}/no-such-run/step`, {})).status).toBe(404);
  });

  it("ask the model when a key is set, a few cases a step", async () => {
    for (let i = 0; i < 5; i++)
      await addCase({ question: `Where are your offices? (${i})`, facts: ["From the fake model"] });
    const { run, steps, results } = await runAll("model", model("sk-ok"));
    expect(run).toMatchObject({ answerer: "model", total: 5, passed: 5 });
    expect(steps).toBe(2);
    expect(results.every((r) => r.answeredBy === "model")).toBe(true);
    // Counted in the runs' own daily budget, never in the one visitors share.
    expect(await rows("SELECT bucket, count FROM usage_counters ORDER BY bucket")).toEqual([
      { bucket: "chat:bot-tester", count: 5 },
      { bucket: "chat:bot-tester:site", count: 5 },
    ]);
  });
});
