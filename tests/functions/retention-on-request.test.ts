// The purge needs no cron: an API request starts it after the response (alone in its file, so
// this isolate has not tried within the hour before the test runs).
import { expect, it } from "vitest";
import { callApi, rows } from "./call-api.ts";

it("an API request runs the retention purge after answering and records the run", async () => {
  await callApi("/api/health");
  const runs = await rows<{ task: string }>("SELECT task FROM maintenance_runs");
  expect(runs).toEqual([{ task: "purge" }]);
});
