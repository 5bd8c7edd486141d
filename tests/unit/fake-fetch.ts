// The browser's fetch replaced for one test (undone by vi.unstubAllGlobals), and the request a
// JSON call is expected to make, so tests of the API client say only what differs.
import { afterEach, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every fetch with `response`; the mock records the calls. */
export function stubFetch(response: Response) {
  // A fresh copy for each call, so a test that fetches twice can read both bodies.
  const fetchMock = vi.fn(async () => response.clone());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The init of a JSON request with a body: the visitor's cookies go along (credentials). */
export function jsonRequest(method: string, body: string): RequestInit {
  return { method, credentials: "include", headers: { "content-type": "application/json" }, body };
}
