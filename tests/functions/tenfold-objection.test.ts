// What the server keeps of TENFOLD's conversations when the privacy policy says it keeps nothing:
// a visitor who chose "Don't keep my questions", and a spoken question looked up for its links.
import { describe, expect, it } from "vitest";
import { postJson, rows } from "./call-api.ts";
import { ask, BROWSER, DECLINED, vote } from "./tenfold-loop-requests.ts";

/** Every row of every table, as text: what the database holds anywhere. */
async function everything(): Promise<string> {
  const tables = await rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  );
  const contents = await Promise.all(
    tables.map(async ({ name }) => [name, await rows(`SELECT * FROM "${name}"`)] as const),
  );
  return JSON.stringify(contents);
}

describe("a visitor who chose not to have their questions kept", () => {
  it("has nothing kept, JSON or streamed, even after the notice and with a browser id", async () => {
    const question = "Is there parking at your Bristol office for a wheelchair user?";
    const answer = await ask(question, { noticeShown: true, dontKeep: true, browserId: BROWSER });
    const streamed = await postJson(
      "/api/tenfold-chat",
      { message: question, noticeShown: true, dontKeep: true, browserId: BROWSER },
      { accept: "text/event-stream" },
    );
    expect(await streamed.text()).toContain("event: done");
    expect(await rows("SELECT * FROM tenfold_answers")).toEqual([]);
    expect(await everything()).not.toContain("wheelchair");
    expect(await everything()).not.toContain(BROWSER);
    // A vote attaches only to a kept answer, so neither a vote nor its reason is kept either.
    expect((await vote(answer.answerId, "down", "It said nothing about ramps")).status).toBe(404);
    expect(await rows("SELECT * FROM tenfold_feedback")).toEqual([]);
  });

  it("has their questions kept again once they turn keeping back on", async () => {
    await ask(DECLINED, { noticeShown: true, dontKeep: true });
    await ask(DECLINED, { noticeShown: true, dontKeep: false, browserId: BROWSER });
    expect(await rows("SELECT question, browser_id FROM tenfold_answers")).toEqual([
      { question: DECLINED, browser_id: BROWSER },
    ]);
  });
});

describe("POST /api/tenfold-sources, a spoken question's links", () => {
  it("answers the site's links and keeps nothing of the question or the conversation sent with it", async () => {
    const spoken = "Where are your offices, and could I visit the Bristol one?";
    const earlier = "I mentioned my colleague Priya Raman earlier";
    const response = await postJson("/api/tenfold-sources", {
      message: spoken,
      history: [{ role: "user", text: earlier }],
      noticeShown: true,
      browserId: BROWSER,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      sources: expect.arrayContaining([expect.objectContaining({ url: "/#about" })]),
    });
    const stored = await everything();
    expect(stored).not.toContain("visit the Bristol");
    expect(stored).not.toContain("Priya");
    expect(stored).not.toContain(BROWSER);
    // Only its count against the rate limit, under the pseudonymous code, is kept.
    expect(await rows("SELECT bucket FROM rate_limit_hits")).toEqual([{ bucket: expect.stringMatching(/^chat:/) }]);
  });
});
