// Issue 25: staff read a grouped report of declined and down-voted questions, as JSON or CSV.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi } from "./call-api.ts";
import { ADMIN, staff, DECLINED, ANSWERED, ask, vote, report } from "./tenfold-loop-requests.ts";

describe("GET /api/admin/tenfold/report", () => {
  it("groups declined questions and down-voted answers asked in other words, with counts, most asked first", async () => {
    for (const question of ["What's the weather in Leeds tomorrow?", "what is the weather in leeds tomorrow", "Weather in Leeds tomorrow?", "Who won the football last night?"]) await ask(question);
    const down = [await ask(ANSWERED), await ask("where are your offices"), await ask("What are your opening hours?")];
    await vote(down[0]!.answerId, "down", "No map");
    await vote(down[1]!.answerId, "down", "No map");
    await vote(down[2]!.answerId, "up");
    const response = await report();
    expect(response.status).toBe(200);
    const body = await response.json<{ declined: { question: string; count: number }[]; downvoted: { question: string; answer: string; reason: string; count: number }[] }>();
    expect(body.declined).toEqual([
      { question: expect.stringMatching(/weather in leeds tomorrow/i), count: 3 },
      { question: "Who won the football last night?", count: 1 },
    ]);
    expect(body.downvoted).toEqual([{ question: expect.stringMatching(/where are your offices/i), answer: expect.stringContaining("Bristol"), reason: "No map", count: 2 }]);
  });

  it("covers only the period asked for", async () => {
    await ask(DECLINED);
    await env.DB.prepare("UPDATE tenfold_answers SET created_at = ?1").bind(new Date(Date.now() - 10 * 86_400_000).toISOString()).run();
    await ask("Who won the football last night?");
    const week = await (await report("days=7")).json<{ declined: { question: string }[] }>();
    expect(week.declined.map((row) => row.question)).toEqual(["Who won the football last night?"]);
    const month = await (await report("days=30")).json<{ declined: unknown[] }>();
    expect(month.declined).toHaveLength(2);
  });

  it("answers CSV with a row per group", async () => {
    const { answerId } = await ask(ANSWERED);
    await vote(answerId, "down", "=cmd|' /C calc'!A0");
    await ask(DECLINED);
    const response = await report("days=30&format=csv");
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"kind","question","count","answer","reason"');
    expect(lines[1]).toBe(`"declined","${DECLINED}","1","",""`);
    expect(lines.join("\n")).toContain(`"downvoted","${ANSWERED}","1"`);
    expect(lines.join("\n")).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("needs the staff token", async () => {
    expect((await callApi("/api/admin/tenfold/report", {}, ADMIN)).status).toBe(401);
    expect((await callApi("/api/admin/tenfold/report", { headers: staff }, { ADMIN_TOKEN: undefined })).status).toBe(404);
  });
});
