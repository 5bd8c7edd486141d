// POST /api/tenfold-chat for a public date: the next or a named recess, whether a House sits on a
// day, when a GOV.UK consultation closes. TENFOLD answers from GovCal Pro's own list (the fakes of
// Parliament and GOV.UK, or the dated snapshot when Parliament is down), fact first, with GovCal
// Pro's page, the official source and how fresh the data is; with a key too, and no model call. A
// consultation it does not know is declined plainly, and other questions go the usual way.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerBuiltIn } from "../../functions/lib/tenfold/chat/builtin-answerer.ts";
import { longDate } from "../../functions/lib/tenfold/public-data/public-data-dates.ts";
import { publicDataQuestion } from "../../functions/lib/tenfold/public-data/public-data-question.ts";
import { GOVCAL_SNAPSHOT } from "../../web/shared/api/govcal-snapshot.ts";
import { blindThird, cases, fresh, heldOut, secondFinal, unseen } from "../fixtures/tenfold-eval.ts";
import { postJson } from "./call-api.ts";
import { fakeRequests, model, readEvents, stream } from "./chat-requests.ts";

interface Reply {
  response: string;
  sources: { title: string; url: string }[];
  actions: { type: string; href?: string; label: string }[];
  declined: boolean;
  handoff: boolean;
}

const NOW = "2026-12-06T12:00:00Z";
const parliament = (mode: string) => ({ PARLIAMENT_CALENDAR_API_BASE: `${env.FAKE_PARLIAMENT_URL}/${mode}` });
const asked = async (mode: string) => (await fetch(`${env.FAKE_PARLIAMENT_URL}/${mode}/requests`)).json<string[]>();

async function ask(message: string, vars: Record<string, string> = parliament("ok")): Promise<Reply> {
  const response = await postJson("/api/tenfold-chat", { message, history: [] }, {}, vars);
  expect(response.status).toBe(200);
  return response.json<Reply>();
}

// Only the clock's date is faked: "next" and "today" need a fixed today, while the fetches' timers run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => vi.useRealTimers());

describe("TENFOLD on Parliament's recesses", () => {
  it("names each House's next recess from Parliament's calendar, links GovCal Pro and the official page, and says how fresh it is", async () => {
    const reply = await ask("When is the next recess?");
    const [fact, pointer, freshness] = reply.response.split("\n\n");
    expect(fact).toBe(
      "The House of Commons does not sit from Friday 18 December 2026 to Monday 4 January 2027: its next recess, the Christmas recess. " +
        "The House of Lords does not sit from Saturday 19 December 2026 to Tuesday 5 January 2027: its next recess, the Christmas recess.",
    );
    expect(pointer).toContain("[GovCal Pro](/govcal-pro?from=2026-12-06&to=2027-06-10)");
    expect(freshness).toBe("Parliament's calendar as of 6 December 2026, 12:00 UK time.");
    expect(reply.declined).toBe(false);
    expect(reply.sources.map((s) => s.url)).toEqual([
      "/govcal-pro?from=2026-12-06&to=2027-06-10",
      "https://www.parliament.uk/about/faqs/house-of-commons-faqs/business-faq-page/recess-dates/",
      "https://www.parliament.uk/about/faqs/house-of-lords-faqs/lords-recess-dates/",
    ]);
    expect(reply.actions[0]).toEqual({
      type: "navigate",
      href: "/govcal-pro?from=2026-12-06&to=2027-06-10",
      label: "Open GovCal Pro",
    });
  });

  it("answers for the House asked about, and a named recess", async () => {
    const reply = await ask("Hi! When do MPs break up for the February recess?");
    expect(reply.response).toMatch(
      /^The House of Commons does not sit from Friday 12 February 2027 to Monday 22 February 2027: its February recess\.\n/,
    );
    expect(reply.response).not.toContain("House of Lords");
    expect(reply.sources[0]?.url).toContain("house=commons");
  });

  it("says whether a House sits on a day: in recess, or expected to sit with its business that day", async () => {
    const recess = await ask("Is the Commons sitting on 21 December?");
    expect(recess.response).toMatch(
      /^The House of Commons does not sit on Monday 21 December 2026: it is in its Christmas recess \(Friday 18 December 2026 to Monday 4 January 2027\)\./,
    );
    const sitting = await ask("Is the House of Commons sitting on Tuesday?");
    expect(sitting.response).toMatch(
      /^No recess of the House of Commons falls on Tuesday 8 December 2026, so it is expected to sit\. GovCal Pro lists one item of its business that day, such as “Oral questions: Health and Social Care”\./,
    );
    expect(sitting.sources.map((s) => s.url)).toContain("https://whatson.parliament.uk/event/cal91001");
  });

  it("reads the dated snapshot when Parliament's calendar is down, and says so", async () => {
    const lords = GOVCAL_SNAPSHOT.parliament.filter((e) => e.kind === "recess" && e.house === "lords");
    const [first] = lords;
    if (!first) throw new Error("The snapshot holds no Lords recess to ask about.");
    vi.setSystemTime(new Date(`${first.start}T12:00:00Z`).getTime() - 3 * 86_400_000);
    const reply = await ask("When does the House of Lords next go into recess?", parliament("down"));
    expect(reply.response).toContain(
      `The House of Lords does not sit from ${longDate(first.start)} to ${longDate(first.end)}: its next recess`,
    );
    expect(reply.response).toMatch(
      new RegExp(
        `Parliament's calendar as of \\d+ \\w+ ${GOVCAL_SNAPSHOT.asOf.slice(0, 4)}, from GovCal Pro's stored snapshot \\(the source answered with an error\\)\\.$`,
      ),
    );
  });

  it("says it can't tell, rather than that there is no recess, when the snapshot runs out", async () => {
    const last = GOVCAL_SNAPSHOT.parliament.reduce((latest, e) => (e.end > latest ? e.end : latest), "");
    vi.setSystemTime(new Date(`${last}T12:00:00Z`).getTime() + 86_400_000);
    const reply = await ask("When is the next recess?", parliament("down"));
    expect(reply.response).toMatch(
      /^I can't say when the House of Commons next goes into recess: Parliament's calendar could not be read, and GovCal Pro's stored snapshot holds no such recess after today\./,
    );
    expect(reply.response).not.toContain("does not sit from");
    expect(reply.declined).toBe(true);
  });

  it("says the latest refresh failed when it answers from the last good copy", async () => {
    await ask("When is the next recess?", parliament("ok"));
    vi.setSystemTime(new Date("2026-12-07T13:00:00Z"));
    const reply = await ask("When is the next recess?", parliament("down"));
    expect(reply.response).toContain("The House of Commons does not sit from Friday 18 December 2026");
    expect(reply.response).toMatch(
      /Parliament's calendar as of 6 December 2026, 12:00 UK time \(the latest refresh failed: the source answered with an error\)\.$/,
    );
  });

  it("answers directly with an API key: no model is asked, streamed or not", async () => {
    const vars = { ...parliament("ok"), ...model("sk-public-data") };
    const reply = await ask("When is the next recess?", vars);
    expect(reply.response).toContain("its next recess, the Christmas recess");
    const response = await postJson("/api/tenfold-chat", { message: "When is the next recess?" }, stream, vars);
    const events = await readEvents(response);
    const text = events.flatMap((e) => (e.event === "delta" ? [e.data["text"]] : [])).join("");
    expect(text).toBe(reply.response);
    expect(await fakeRequests("sk-public-data")).toEqual([]);
  });
});

describe("a spoken public-date question (POST /api/tenfold-sources)", () => {
  it("carries the same links as the typed answer", async () => {
    const message = "When is the next recess?";
    const typed = await ask(message);
    const response = await postJson("/api/tenfold-sources", { message }, {}, parliament("ok"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sources: typed.sources, actions: typed.actions, declined: false });
  });
});

describe("TENFOLD on GOV.UK consultations", () => {
  it("gives a consultation's closing date and time, with its GOV.UK page", async () => {
    const reply = await ask("When does the consultation on small business rates relief close?");
    const [fact, pointer, freshness] = reply.response.split("\n\n");
    expect(fact).toBe(
      "“Simplifying the tax treatment of small business rates relief” (HM Treasury) closes at 23:59 on Tuesday 15 December 2026.",
    );
    expect(pointer).toContain(
      "https://www.gov.uk/government/consultations/simplifying-the-tax-treatment-of-small-business-rates-relief",
    );
    expect(pointer).toContain("/govcal-pro?department=hm-treasury");
    expect(freshness).toBe("GOV.UK's consultations as of 6 December 2026, 12:00 UK time.");
    expect(reply.declined).toBe(false);
  });

  it("finds one named the other way round, a call for evidence read from its title", async () => {
    const reply = await ask("What's the closing date for the NHS workforce call for evidence?");
    expect(reply.response).toMatch(
      /^“Call for evidence: the NHS workforce in rural areas” \(Department of Health and Social Care\) closes at 17:00 on Wednesday 20 January 2027\./,
    );
  });

  it("says plainly it knows of no such consultation, points to GovCal Pro and guesses no date", async () => {
    const reply = await ask("When does the consultation on badger culling close?");
    expect(reply.response).toMatch(/^I don't know of an open GOV\.UK consultation on “badger culling”/);
    expect(reply.response).toContain("[GovCal Pro](/govcal-pro");
    expect(reply.response).not.toMatch(/closes (at|on) /);
    expect(reply).toMatchObject({ declined: true, handoff: true });
  });
});

describe("questions that are not for a public date", () => {
  it("go the usual way, without reading Parliament's calendar", async () => {
    const question = "How can I tell when Parliament is in recess so we don't launch into a void?";
    const reply = await ask(question, parliament("ok-not-dated"));
    expect(reply.response).toBe(answerBuiltIn(question).text);
    expect(await asked("ok-not-dated")).toEqual([]);
  });

  it("include every question of TENFOLD's evaluation sets, so none of their answers changes", () => {
    const all = [...cases, ...heldOut, ...unseen, ...fresh, ...secondFinal, ...blindThird];
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((c) => publicDataQuestion(c.q, "2026-12-06")).map((c) => c.q)).toEqual([]);
  });
});
