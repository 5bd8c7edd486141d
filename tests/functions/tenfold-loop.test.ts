// TENFOLD's loop, as callers see it: every answer has an id; questions are kept only after TENFOLD's
// notice, for the period it states; votes replace each other; "Delete my conversation" deletes a
// browser's questions.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { purgeExpired } from "../../functions/lib/platform/purge.ts";
import { RETENTION } from "#shared/retention.ts";
import { callApi, postJson, rows } from "./call-api.ts";
import { BROWSER, OTHER_BROWSER, DECLINED, ANSWERED, ask, vote } from "./tenfold-loop-requests.ts";

describe("answers and what is kept of them", () => {
  it("gives every answer, JSON or streamed, its own unguessable id", async () => {
    const first = await ask(ANSWERED);
    const second = await ask(ANSWERED);
    expect(first.answerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.answerId).not.toBe(first.answerId);
    const streamed = await (
      await postJson("/api/tenfold-chat", { message: ANSWERED, noticeShown: true }, { accept: "text/event-stream" })
    ).text();
    const done = /event: done\ndata: (.+)/.exec(streamed)?.[1];
    expect(JSON.parse(done ?? "{}")).toMatchObject({
      answerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      declined: false,
      handoff: false,
    });
    expect(await rows("SELECT answer_id FROM tenfold_answers")).toHaveLength(3);
  });

  it("keeps the question, the start of the answer, its sources and whether it declined, and nothing about the visitor", async () => {
    const answered = await ask(ANSWERED);
    const declined = await ask(DECLINED);
    expect(declined).toMatchObject({ declined: true, handoff: true });
    const stored = await rows<Record<string, unknown>>("SELECT * FROM tenfold_answers ORDER BY created_at, question");
    const byId: Record<string, Record<string, unknown>> = Object.fromEntries(
      stored.map((row) => [String(row["answer_id"]), row]),
    );
    expect(byId[answered.answerId]).toMatchObject({ question: ANSWERED, declined: 0, browser_id: BROWSER });
    expect(JSON.parse(String(byId[answered.answerId]?.sources))).toContainEqual(
      expect.objectContaining({ url: "/#about" }),
    );
    expect(String(byId[answered.answerId]?.answer)).toContain("Bristol");
    expect(byId[declined.answerId]).toMatchObject({ question: DECLINED, declined: 1, sources: "[]" });
    expect(JSON.stringify(stored)).not.toContain("203.0.113.7");
    expect(Object.keys(stored[0] ?? {})).not.toContain("client_hash");
  });

  it("stores nothing when the request does not say TENFOLD's notice was shown", async () => {
    const answer = await ask(DECLINED, { browserId: BROWSER });
    await ask(DECLINED, { noticeShown: false });
    expect(answer.answerId).toEqual(expect.any(String));
    expect(await rows("SELECT * FROM tenfold_answers")).toEqual([]);
    expect((await vote(answer.answerId, "down")).status).toBe(404);
    expect(await rows("SELECT * FROM tenfold_feedback")).toEqual([]);
  });

  it("offers the hand-off when the visitor asks for a person", async () => {
    expect(await ask("Can I speak to a real person please?")).toMatchObject({ handoff: true });
    expect(await ask("I'd like to talk to one of your consultants")).toMatchObject({ handoff: true });
    expect(await ask(ANSWERED)).toMatchObject({ handoff: false });
  });
});

describe("POST /api/tenfold-feedback", () => {
  it("keeps one vote per answer: voting again replaces the vote and its reason", async () => {
    const { answerId } = await ask(ANSWERED);
    expect((await vote(answerId, "down", "It didn't say which floor")).status).toBe(200);
    expect(await rows("SELECT vote, reason FROM tenfold_feedback")).toEqual([
      { vote: "down", reason: "It didn't say which floor" },
    ]);
    const again = await vote(answerId, "up");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true });
    expect(await rows("SELECT answer_id, vote, reason FROM tenfold_feedback")).toEqual([
      { answer_id: answerId, vote: "up", reason: null },
    ]);
  });

  it.each([
    ["an unknown vote", { vote: "sideways" }],
    ["a malformed answer id", { answerId: "x" }],
    ["a reason over 500 characters", { reason: "x".repeat(501) }],
  ])("refuses %s with 400", async (_case, change) => {
    const { answerId } = await ask(ANSWERED);
    expect((await postJson("/api/tenfold-feedback", { answerId, vote: "down", ...change })).status).toBe(400);
    expect(await rows("SELECT * FROM tenfold_feedback")).toEqual([]);
  });

  it("answers 404 for an answer it never stored, 405 for GET and 403 for another site", async () => {
    expect((await vote("00000000-0000-4000-8000-000000000000", "up")).status).toBe(404);
    expect((await callApi("/api/tenfold-feedback")).status).toBe(405);
    const { answerId } = await ask(ANSWERED);
    expect(
      (await postJson("/api/tenfold-feedback", { answerId, vote: "up" }, { origin: "https://evil.example.net" }))
        .status,
    ).toBe(403);
    expect(await rows("SELECT * FROM tenfold_feedback")).toEqual([]);
  });
});

describe("POST /api/tenfold-forget", () => {
  it("deletes this browser's questions and votes, and no other browser's", async () => {
    const mine = await ask(DECLINED);
    await vote(mine.answerId, "down", "Not helpful");
    await ask(ANSWERED);
    await ask(ANSWERED, { noticeShown: true, browserId: OTHER_BROWSER });
    const response = await postJson("/api/tenfold-forget", { browserId: BROWSER });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, deleted: 2 });
    expect(await rows("SELECT browser_id FROM tenfold_answers")).toEqual([{ browser_id: OTHER_BROWSER }]);
    expect(await rows("SELECT * FROM tenfold_feedback")).toEqual([]);
    expect((await postJson("/api/tenfold-forget", { browserId: "short" })).status).toBe(400);
  });
});

describe("retention", () => {
  it(`deletes questions and their votes after ${RETENTION.tenfoldQuestionDays} days`, async () => {
    const old = await ask(DECLINED);
    const young = await ask(ANSWERED);
    await vote(old.answerId, "down");
    await vote(young.answerId, "up");
    const now = Date.now();
    await env.DB.prepare("UPDATE tenfold_answers SET created_at = ?1 WHERE answer_id = ?2")
      .bind(new Date(now - (RETENTION.tenfoldQuestionDays + 1) * 86_400_000).toISOString(), old.answerId)
      .run();
    const purged = await purgeExpired(env.DB, now);
    expect(purged).toMatchObject({ tenfold_answers: 1, tenfold_feedback: 1 });
    expect(await rows("SELECT answer_id FROM tenfold_answers")).toEqual([{ answer_id: young.answerId }]);
    expect(await rows("SELECT answer_id, vote FROM tenfold_feedback")).toEqual([
      { answer_id: young.answerId, vote: "up" },
    ]);
  });
});

describe("TENFOLD's notice", () => {
  it("states the period the questions are kept for", async () => {
    const { TENFOLD_NOTICE } = await import("#shared/api/tenfold-notice.ts");
    expect(TENFOLD_NOTICE).toContain(`for ${RETENTION.tenfoldQuestionDays} days`);
  });
});
