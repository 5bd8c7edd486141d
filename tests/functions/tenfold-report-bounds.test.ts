// The TENFOLD report stays bounded and right however many questions are stored: SQL counts every
// stored question, the grouping sees at most a capped number of distinct wordings and forms at
// most a capped number of groups (npm run bench prints its time over 50,000 stored questions).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { groupQuestions } from "../../functions/lib/tenfold/report/question-groups.ts";
import { report } from "./tenfold-loop-requests.ts";

/** Stored declined questions, many to a statement, as a busy period leaves them. */
async function storeDeclined(questions: readonly { question: string; at: string }[]): Promise<void> {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const statements = [];
  for (let start = 0; start < questions.length; start += 500) {
    const values = questions
      .slice(start, start + 500)
      .map((row, i) => `(${quote(`bound-${start + i}`)}, ${quote(row.at)}, ${quote(row.question)}, '', 1)`);
    statements.push(
      env.DB.prepare(
        `INSERT INTO tenfold_answers (answer_id, created_at, question, answer, declined) VALUES ${values.join(", ")}`,
      ),
    );
  }
  await env.DB.batch(statements);
}

describe("the TENFOLD report's grouping", () => {
  it("counts every stored question, not the first few thousand read", async () => {
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const older = Array.from({ length: 7000 }, (_, i) => ({
      question: `Ask q${i}x about r${i}y`,
      at: new Date(Date.now() - 2 * 86_400_000 + i).toISOString(),
    }));
    const recent = Array.from({ length: 5000 }, (_, i) => ({
      question: i % 2 ? "Will it rain in Leeds tomorrow?" : "will it rain in leeds tomorrow",
      at: hourAgo,
    }));
    await storeDeclined([...older, ...recent]);
    const body = await (await report()).json<{ declined: { question: string; count: number }[] }>();
    expect(body.declined[0]).toMatchObject({ question: expect.stringMatching(/rain in leeds tomorrow/i), count: 5000 });
    expect(body.declined).toHaveLength(100);
    expect(body.declined.slice(1).every((group) => group.count === 1)).toBe(true);
  });

  it("forms at most the groups it is allowed, yet still counts a later question into a group already formed", () => {
    const distinct = Array.from({ length: 1000 }, (_, i) => ({ question: `Ask q${i}x about r${i}y`, asked: 1 }));
    const again = { question: "ask Q0X about R0Y?", asked: 7 };
    const groups = groupQuestions(
      [...distinct, again],
      (row) => row.question,
      (row) => row.asked,
      50,
    );
    expect(groups).toHaveLength(50);
    expect(groups[0]).toMatchObject({ question: "ask Q0X about R0Y?", count: 8 });
    expect(groups.map((group) => group.question)).not.toContain("Ask q50x about r50y");
  });
});
