// The browser's client on the contracts (web/lib/api.ts callApi): the contract's method and
// path, path parameters filled in, the answer parsed with the contract's schema, and a refusal
// as one ApiRequestError carrying the server's status, code and message.
import { describe, expect, it } from "vitest";
import { ApiRequestError, callApi } from "../../web/lib/api.ts";
import { jsonRequest, stubFetch } from "./fake-fetch.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { subscribeContract } from "#shared/api/forms.ts";
import { approvalDecisionContract, viewApprovalContract } from "#shared/api/proofs-approvals.ts";

const decision = {
  version: 2,
  decision: "approved",
  name: "Ada",
  comment: null,
  decidedAt: "2026-01-01T00:00:00.000Z",
} as const;

describe("callApi", () => {
  it("sends the contract's method to its path, parameters filled in, and parses the answer", async () => {
    const fetchMock = stubFetch(Response.json(decision));
    expect(
      await callApi(
        approvalDecisionContract,
        { decision: "approved", name: "Ada" },
        { params: { slug: "abc_DEF-123" } },
      ),
    ).toEqual(decision);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/approvals/abc_DEF-123/decision",
      jsonRequest("POST", '{"decision":"approved","name":"Ada"}'),
    );
  });

  it("sends no body on a GET and adds the headers asked for", async () => {
    const fetchMock = stubFetch(new Response("{}"));
    await callApi(viewApprovalContract, undefined, {
      params: { slug: "s" },
      headers: { "cache-control": "no-cache" },
    }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledWith("/api/approvals/s", {
      method: "GET",
      credentials: "include",
      headers: { "cache-control": "no-cache" },
    });
  });

  it("refuses an answer its schema does not accept", async () => {
    stubFetch(Response.json({ success: "yes" }));
    await expect(callApi(subscribeContract, { email: "a@b.example" })).rejects.toThrow();
  });

  it("turns a refusal into an ApiRequestError with status, code, message and field issues", async () => {
    const body =
      '{"error":"Enter a valid email address.","code":"bad_request","issues":{"email":"Enter a valid email address."}}';
    stubFetch(new Response(body, { status: 400, statusText: "Bad Request" }));
    const error: unknown = await callApi(subscribeContract, { email: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: "bad_request",
      serverMessage: "Enter a valid email address.",
      issues: { email: "Enter a valid email address." },
      message: `400: ${body}`,
    });
  });

  it("leaves the code unset when the body names none of the shared codes", async () => {
    stubFetch(new Response('{"error":"x","code":"teapot"}', { status: 418 }));
    await expect(callApi(subscribeContract, { email: "a@b.example" })).rejects.toMatchObject({
      status: 418,
      code: undefined,
      serverMessage: "x",
    });
  });

  it("keeps the generic failure message when the answer has neither body nor status text", () => {
    expect(new ApiRequestError(500, "", "").message).toBe("500: API request failed");
  });
});

describe("apiUrl", () => {
  it("encodes what it fills into the path", () => {
    expect(apiUrl(viewApprovalContract, { slug: "a/b?c" })).toBe("/api/approvals/a%2Fb%3Fc");
    expect(apiUrl(subscribeContract, {})).toBe("/api/subscribe");
  });
});
