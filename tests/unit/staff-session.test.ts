// The console's requests meet an expired sign-in: a 401, or Access's redirect to its sign-in page
// (an opaque redirect to fetch), marks the session expired and fails with SignedOutError, so a form
// keeps what was typed; "Sign in again" then returns to the same page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../web/lib/api.ts";
import { sessionContract } from "#shared/api/staff.ts";
import { currentSession, markExpired, resetSession, signInAgainUrl } from "../../web/staff/lib/session.ts";
import { failureMessage, SignedOutError, staffCall, staffGet } from "../../web/staff/lib/staff-api.ts";
import { stubFetch } from "./fake-fetch.ts";

afterEach(() => resetSession());

describe("an expired sign-in", () => {
  it("turns a 401 into SignedOutError and remembers how to sign in again", async () => {
    stubFetch(
      Response.json({ error: "Your sign-in has expired.", code: "unauthorized", signIn: "dev" }, { status: 401 }),
    );
    const failure = await staffGet("/api/admin/health").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignedOutError);
    expect(failureMessage(failure)).toContain("what you typed is kept");
    expect(currentSession()).toEqual({ kind: "expired", signIn: "dev" });
    // Marking again changes nothing: the first answer decided how to sign in.
    markExpired("access");
    expect(currentSession()).toEqual({ kind: "expired", signIn: "dev" });
    expect(signInAgainUrl("dev", new URL("http://127.0.0.1:8788/staff/proofs/new?x=1") as unknown as Location)).toBe(
      "/staff/sign-in?return=%2Fstaff%2Fproofs%2Fnew%3Fx%3D1",
    );
  });

  it("counts Access's redirect to its sign-in page as signed out", async () => {
    const redirect = { type: "opaqueredirect", status: 0, ok: false } as unknown as Response;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(redirect)),
    );
    await expect(staffGet("/api/admin/health")).rejects.toBeInstanceOf(SignedOutError);
    expect(currentSession()).toEqual({ kind: "expired", signIn: "access" });
  });

  it("behind Access, signs in again by reloading the same page", () => {
    expect(
      signInAgainUrl("access", new URL("https://www.example.com/staff/enquiries?q=flood") as unknown as Location),
    ).toBe("/staff/enquiries?q=flood");
  });

  it("leaves other refusals as they are, with the server's words", async () => {
    stubFetch(Response.json({ error: "No proof with this id.", code: "not_found" }, { status: 404 }));
    const failure = await staffCall(sessionContract, undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failureMessage(failure)).toBe("No proof with this id.");
    expect(currentSession()).toEqual({ kind: "signed-in" });
  });
});
