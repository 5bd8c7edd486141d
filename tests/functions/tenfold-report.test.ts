// Staff read a grouped report of declined and down-voted questions, each with the site
// passage nearest it, as JSON or CSV.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi } from "./call-api.ts";
import { ADMIN, staff, DECLINED, ANSWERED, ask, vote, report } from "./tenfold-loop-requests.ts";

describe("GET /api/admin/tenfold/report", () => {
  it("groups declined questions and down-voted answers asked in other words, with counts, most asked first", async () => {
    for (const question of [
      "What's the weather in Leeds tomorrow?",
      "what is the weather in leeds tomorrow",
      "Weather in Leeds tomorrow?",
      "Who won the football last night?",
    ])
      await ask(question);
    const down = [await ask(ANSWERED), await ask("where are your offices"), await ask("What are your opening hours?")];
    await vote(down[0]!.answerId, "down", "No map");
    await vote(down[1]!.answerId, "down", "No map");
    await vote(down[2]!.answerId, "up");
    const response = await report();
    expect(response.status).toBe(200);
    const body = await response.json<{
      declined: { question: string; count: number }[];
      downvoted: { question: string; answer: string; reason: string; count: number }[];
    }>();
    expect(body.declined).toEqual([
      { question: expect.stringMatching(/weather in leeds tomorrow/i), count: 3, passage: expect.anything() },
      { question: "Who won the football last night?", count: 1, passage: expect.anything() },
    ]);
    expect(body.downvoted).toEqual([
      {
        question: expect.stringMatching(/where are your offices/i),
        answer: expect.stringContaining("Bristol"),
        reason: "No map",
        count: 2,
        passage: { title: "Our offices", url: "/#about" },
      },
    ]);
  });

  it("covers only the period asked for", async () => {
    await ask(DECLINED);
    await env.DB.prepare("UPDATE tenfold_answers SET created_at = ?1")
      .bind(new Date(Date.now() - 10 * 86_400_000).toISOString())
      .run();
    await ask("Who won the football last night?");
    const week = await (await report("days=7")).json<{ declined: { question: string }[] }>();
    expect(week.declined.map((row) => row.question)).toEqual(["Who won the football last night?"]);
    const month = await (await report("days=30")).json<{ declined: unknown[] }>();
    expect(month.declined).toHaveLength(2);
  });

  it("gives each group the site passage nearest it, below the answer threshold too, or none when nothing relates", async () => {
    const parking = await ask("What is your parking like at the Bristol office?");
    expect(parking.declined).toBe(true);
    expect((await ask("xyzzy plugh")).declined).toBe(true);
    const body = await (
      await report()
    ).json<{ declined: { question: string; passage: { title: string; url: string } | null }[] }>();
    const passageOf = (question: string) => body.declined.find((row) => row.question === question)?.passage;
    // The FAQ answer about the offices, at its own fragment on the FAQ page.
    expect(passageOf("What is your parking like at the Bristol office?")).toEqual({
      title: expect.stringMatching(/where are your offices/i),
      url: expect.stringMatching(/^\/faq#where-are-your-offices/),
    });
    expect(passageOf("xyzzy plugh")).toBeNull();
  });

  it("lists at most the 100 most asked groups of each kind", async () => {
    const stored = Array.from({ length: 102 }, (_, index) =>
      env.DB.prepare(
        "INSERT INTO tenfold_answers (answer_id, created_at, question, answer, declined) VALUES (?1, ?2, ?3, '', 1)",
      ).bind(`id-${index}`, new Date().toISOString(), `Ask q${index}x about r${index}y`),
    );
    await env.DB.batch(stored);
    const body = await (await report()).json<{ groupLimit: number; declined: unknown[] }>();
    expect(body.groupLimit).toBe(100);
    expect(body.declined).toHaveLength(100);
  });

  it("answers CSV with a row per group and per day", async () => {
    const { answerId } = await ask(ANSWERED);
    await vote(answerId, "down", "=cmd|' /C calc'!A0");
    await ask(DECLINED);
    const response = await report("days=30&format=csv");
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="tenfold-report-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"kind","question","count","answer","reason","nearest_page","nearest_url","day","asked","answered","declined","votes_up","votes_down","voice_calls","voice_minutes"',
    );
    expect(lines[1]?.startsWith(`"declined","${DECLINED}","1","","",`)).toBe(true);
    expect(lines[1]?.split('","')[6]).toMatch(/^\/\S+#\S+$/);
    expect(lines.join("\n")).toContain(`"downvoted","${ANSWERED}","1"`);
    expect(lines.join("\n")).toContain(`"'=cmd|' /C calc'!A0"`);
    const today = new Date().toISOString().slice(0, 10);
    expect(lines.filter((line) => line.startsWith('"day"'))).toHaveLength(30);
    expect(lines.at(-1)).toBe(`"day","","","","","","","${today}","2","1","1","0","1","0","0"`);
  });

  it("needs the staff token", async () => {
    expect((await callApi("/api/admin/tenfold/report", {}, ADMIN)).status).toBe(401);
    expect((await callApi("/api/admin/tenfold/report", { headers: staff }, { ADMIN_TOKEN: undefined })).status).toBe(
      404,
    );
  });
});
