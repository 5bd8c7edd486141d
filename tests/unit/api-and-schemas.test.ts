import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apiRequest, ApiRequestError, getJson, isNetworkError } from "../../web/lib/api.ts";
import { jsonRequest, stubFetch } from "./fake-fetch.ts";
import { swrConfig } from "../../web/lib/swr-config.ts";
import { messages } from "#shared/messages.ts";
import {
  chatRequestSchema,
  contactSchema,
  fieldErrors,
  subscribeSchema,
  looksLikeEmail,
  nameFromEmail,
  normaliseEmail,
} from "#shared/schemas.ts";

describe("apiRequest", () => {
  it("sends JSON with credentials when there is a body", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    await apiRequest("POST", "/api/contact", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", jsonRequest("POST", '{"a":1}'));
  });

  it("sends no body or content type without one", async () => {
    const fetchMock = stubFetch(Response.json({}));
    await apiRequest("POST", "/api/realtime-session");
    expect(fetchMock).toHaveBeenCalledWith("/api/realtime-session", { method: "POST", credentials: "include" });
  });

  it("fails on any non-ok status with 'status: body', or the status text when the body is empty", async () => {
    stubFetch(new Response('{"error":"Nope"}', { status: 400, statusText: "Bad Request" }));
    const withBody = await apiRequest("POST", "/x", {}).catch((error: unknown) => error);
    expect(withBody).toBeInstanceOf(ApiRequestError);
    expect((withBody as Error).message).toBe('400: {"error":"Nope"}');
    expect((withBody as ApiRequestError).serverMessage).toBe("Nope");
    stubFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getJson", () => {
  it("fetches with credentials and no-cache headers", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    expect(await getJson()("/api/health")).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/health", {
      credentials: "include",
      headers: { "cache-control": "no-cache", pragma: "no-cache" },
    });
  });

  it("treats 401 as an error by default, or as null when asked", async () => {
    stubFetch(new Response("no", { status: 401, statusText: "Unauthorized" }));
    await expect(getJson()("/x")).rejects.toThrow("401: no");
    stubFetch(new Response("no", { status: 401 }));
    expect(await getJson("returnNull")("/x")).toBeNull();
  });

  it("tells a network failure from an error answer", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new ApiRequestError(500, "", "x"))).toBe(false);
  });
});

describe("SWR configuration: no retries, no revalidation, one request per key", () => {
  it("never goes stale, never retries, never refetches on focus or a timer", () => {
    expect(swrConfig).toMatchObject({
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      refreshInterval: 0,
      shouldRetryOnError: false,
      dedupingInterval: Number.POSITIVE_INFINITY,
    });
  });
});

describe("shared form rules", () => {
  it("gives each contact field the spec's message", () => {
    const result = v.safeParse(contactSchema, { name: " A ", email: "x", message: "short", privacy: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [])).toEqual({
      name: messages.contact.nameTooShort,
      email: messages.contact.invalidEmail,
      message: messages.contact.messageTooShort,
      privacy: messages.contact.privacyRequired,
    });
  });

  it("trims what it accepts", () => {
    const result = v.parse(contactSchema, {
      name: "  Ada  ",
      email: " ada@example.com ",
      message: "  A long enough message.  ",
      privacy: true,
    });
    expect(result).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      message: "A long enough message.",
      privacy: true,
    });
  });

  it.each([
    ["zero-width spaces", "\u200b\u200b\u200b\u200b"],
    ["a right-to-left override and NULs", "\u202e\u0000\u0000\u202e"],
    ["a byte-order mark and soft hyphens", "\ufeff\u00ad\u00ad\u00ad"],
  ])("counts a name or message of only %s as empty", (_case, invisible) => {
    const result = v.safeParse(contactSchema, {
      name: invisible,
      email: "ada@example.com",
      message: invisible.repeat(5),
      privacy: true,
    });
    expect(fieldErrors(result.issues ?? [])).toEqual({
      name: messages.contact.nameTooShort,
      message: messages.contact.messageTooShort,
    });
    expect(v.safeParse(subscribeSchema, { email: "ada@example.com", name: invisible }).output).toMatchObject({
      name: "",
    });
    expect(v.safeParse(chatRequestSchema, { message: invisible }).success).toBe(false);
  });

  it("strips control and format characters from what it accepts, keeping a message's lines and tabs", () => {
    const result = v.parse(contactSchema, {
      name: "Ada\u202e Love\u200blace\u0000\nJr",
      email: "ada@example.com",
      message: "Line one\r\n\tLine two\u0007\u200d\rLine three",
      privacy: true,
    });
    expect(result).toMatchObject({ name: "Ada Lovelace Jr", message: "Line one\n\tLine two\nLine three" });
  });

  it("checks newsletter addresses as the spec says and derives the name", () => {
    expect(looksLikeEmail("")).toBe(false);
    expect(looksLikeEmail("   ")).toBe(false);
    expect(looksLikeEmail("nobody")).toBe(false);
    expect(looksLikeEmail("a@b")).toBe(true);
    expect(nameFromEmail("grace.hopper@example.com")).toBe("grace.hopper");
    expect(normaliseEmail("  Grace@Example.COM ")).toBe("grace@example.com");
  });
});
