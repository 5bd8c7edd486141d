// What TENFOLD keeps about its answers, for staff to see what visitors asked that the site could
// not answer: the question, the start of the answer, its sources, whether it declined, and votes
// on it with any reason given. Nothing about the visitor: no client hash, address or name, only
// the random id their browser keeps for itself, so that "Delete conversation" can delete its rows.
// Nothing is kept unless the panel had shown TENFOLD's notice, nothing once the visitor objected
// (a vote can only attach to a kept answer), and everything goes after RETENTION.tenfoldQuestionDays.
import type { FeedbackRequest } from "#shared/schemas.ts";
import { ApiError, withDatabase } from "../platform/errors.ts";

/** How much of an answer is kept: enough for staff to see what it said. */
export const STORED_ANSWER_CHARS = 1000;

export interface AnswerRecord {
  readonly answerId: string;
  readonly question: string;
  readonly answer: string;
  readonly sources: readonly { readonly title: string; readonly url: string }[];
  readonly declined: boolean;
  readonly browserId?: string | undefined;
}

/** A random, unguessable id for one answer (122 random bits). */
export const newAnswerId = (): string => crypto.randomUUID();

/**
 * Stores one answer. A failure is logged and never costs the visitor the answer: the vote on it
 * will then find nothing, which is the lesser loss.
 */
export async function recordAnswer(db: D1Database, record: AnswerRecord, now: Date): Promise<void> {
  try {
    await db
      .prepare(
        "INSERT INTO tenfold_answers (answer_id, created_at, question, answer, sources, declined, browser_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      )
      .bind(
        record.answerId,
        now.toISOString(),
        record.question,
        record.answer.slice(0, STORED_ANSWER_CHARS),
        JSON.stringify(record.sources),
        record.declined ? 1 : 0,
        record.browserId ?? null,
      )
      .run();
  } catch (error) {
    console.error("Could not record TENFOLD's answer", error);
  }
}

/** One vote per answer: a second vote replaces the first (and its reason). */
export async function recordVote(db: D1Database, vote: FeedbackRequest, now: Date): Promise<void> {
  const at = now.toISOString();
  const result = await withDatabase(() =>
    db
      .prepare(
        `INSERT INTO tenfold_feedback (answer_id, vote, reason, created_at, updated_at)
         SELECT answer_id, ?2, ?3, ?4, ?4 FROM tenfold_answers WHERE answer_id = ?1
         ON CONFLICT (answer_id) DO UPDATE SET vote = excluded.vote, reason = excluded.reason, updated_at = excluded.updated_at`,
      )
      .bind(vote.answerId, vote.vote, vote.reason || null, at)
      .run(),
  );
  if (result.meta.changes === 0)
    throw new ApiError(
      "not_found",
      "That answer is not stored (it was deleted, or given before TENFOLD's notice was shown).",
    );
}

/** Deletes every answer (and vote) this browser's id stored; answers how many answers went. */
export async function forgetBrowser(db: D1Database, browserId: string): Promise<number> {
  const [, answers] = await withDatabase(() =>
    db.batch([
      db
        .prepare(
          "DELETE FROM tenfold_feedback WHERE answer_id IN (SELECT answer_id FROM tenfold_answers WHERE browser_id = ?1)",
        )
        .bind(browserId),
      db.prepare("DELETE FROM tenfold_answers WHERE browser_id = ?1").bind(browserId),
    ]),
  );
  return answers?.meta.changes ?? 0;
}
