// The staff console's door without a sign-in: its pages send the visitor to sign in and its data
// answer 401. Signing in is in tests/e2e/staff-console.spec.ts.
import { expect, test } from "vitest";
import { request } from "./request.ts";

test("without a sign-in the console's pages and data stay closed", async () => {
  const page = await request.get("/staff/enquiries", { maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(page.headers()["location"]).toBe("/staff/sign-in?return=%2Fstaff%2Fenquiries");
  const data = await request.get("/api/admin/session");
  expect(data.status()).toBe(401);
  expect(await data.json()).toMatchObject({ code: "unauthorized", signIn: "dev" });
});
