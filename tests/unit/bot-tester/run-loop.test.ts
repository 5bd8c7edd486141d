// The console's run loop: it steps a run until it has finished, reports each step, stops between
// steps when the page is left (the run continues later from where it was), and never spins on a
// step that asks nothing.
import { describe, expect, it } from "vitest";
import type { BotRun } from "#shared/api/bot-tester.ts";
import { advanceRun, progressText, StalledRunError } from "../../../web/tools/bot-tester/staff/run-loop.ts";

const run = (done: number, total = 10): BotRun => ({
  id: "r1",
  answerer: "built-in",
  startedBy: "ada@example.com",
  startedAt: "2026-12-01T10:00:00.000Z",
  finishedAt: done >= total ? "2026-12-01T10:01:00.000Z" : null,
  total,
  done,
  passed: done,
  failed: 0,
  regressions: 0,
});

/** A server whose steps ask `per` cases each. */
function stepper(per: number, total = 10) {
  let done = 0;
  const asked: string[] = [];
  return {
    asked,
    step: (id: string) => {
      asked.push(id);
      done = Math.min(total, done + per);
      return Promise.resolve(run(done, total));
    },
  };
}

describe("advancing a run", () => {
  it("steps until the run has finished, reporting each step", async () => {
    const server = stepper(4);
    const seen: number[] = [];
    const last = await advanceRun(run(0), server.step, (r) => seen.push(r.done));
    expect(seen).toEqual([4, 8, 10]);
    expect(last.finishedAt).not.toBeNull();
    expect(server.asked).toEqual(["r1", "r1", "r1"]);
  });

  it("asks nothing of a run already finished", async () => {
    const server = stepper(4);
    await advanceRun(run(10), server.step, () => undefined);
    expect(server.asked).toEqual([]);
  });

  it("stops between steps once the page is left, answering the run as it was", async () => {
    const server = stepper(4);
    const leave = new AbortController();
    const last = await advanceRun(
      run(0),
      server.step,
      (r) => {
        if (r.done === 4) leave.abort();
      },
      leave.signal,
    );
    expect(last.done).toBe(4);
    expect(last.finishedAt).toBeNull();
    expect(server.asked).toHaveLength(1);
  });

  it("throws rather than loop when a step of an unfinished run asks nothing", async () => {
    await expect(
      advanceRun(
        run(3),
        () => Promise.resolve(run(3)),
        () => undefined,
      ),
    ).rejects.toBeInstanceOf(StalledRunError);
  });

  it("passes a step's failure on", async () => {
    await expect(
      advanceRun(
        run(0),
        () => Promise.reject(new Error("offline")),
        () => undefined,
      ),
    ).rejects.toThrow("offline");
  });
});

it("says progress in words", () => {
  expect(progressText(run(3))).toBe("3 of 10 cases asked");
});
