// The purge needs no cron: an API request starts it after the response (the API freshly loaded, so
// this isolate has not tried within the hour before the test runs).
import { expect, it } from "vitest";
import { freshApi, FRESH_API_TIMEOUT, rows } from "./call-api.ts";

it("an API request runs the retention purge after answering and records the run", FRESH_API_TIMEOUT, async () => {
  const callApi = await freshApi();
  await callApi("/api/health");
  const runs = await rows<{ task: string }>("SELECT task FROM maintenance_runs");
  expect(runs).toEqual([{ task: "purge" }]);
});
