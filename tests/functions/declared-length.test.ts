// A body whose declared length is over the limit is refused with 413 before anything else happens,
// without waiting for it: here the body never ends, so an answer at all shows that nothing waited
// for it. Routes that read no body refuse one too, rather than act on the request.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { staffPage } from "../../functions/lib/staff/staff-pages.ts";
import { onRequestPost as unsubscribePagePost } from "../../functions/unsubscribe.ts";
import { ORIGIN, callApi, rows } from "./call-api.ts";
import { confirmed, linkIn, sentTo, subscribeAs } from "./newsletter-mail.ts";

const DECLARED = String(10 * 1024 * 1024);

/** A body that sends one chunk and then nothing, ever, under a Content-Length of 10 MB. */
function endless(headers: Record<string, string> = {}): RequestInit {
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode("{")),
  });
  return {
    method: "POST",
    headers: { "content-length": DECLARED, origin: ORIGIN, "cf-connecting-ip": "203.0.113.99", ...headers },
    body,
    duplex: "half",
  } as RequestInit;
}

describe("a declared length over the limit", () => {
  it("is refused at once by the visitor endpoints, the ones that read no body included", async () => {
    for (const [path, type] of [
      ["/api/contact", "application/json"],
      ["/api/subscribe", "application/json"],
      ["/api/realtime-session", "application/json"],
      ["/api/unsubscribe?token=x", "application/x-www-form-urlencoded"],
    ] as const) {
      const response = await callApi(path, endless({ "content-type": type }));
      expect(response.status, path).toBe(413);
      expect(await response.json(), path).toMatchObject({ code: "payload_too_large" });
    }
  });

  it("is refused at once by the newsletter's page buttons, which then change nothing", async () => {
    await subscribeAs("declared@limits.example");
    const confirmLink = linkIn((await sentTo("declared@limits.example"))[0], "/api/subscribe/confirm");
    const confirm = await callApi(confirmLink, endless({ "content-type": "application/x-www-form-urlencoded" }));
    expect(confirm.status).toBe(413);
    const mail = await confirmed("declared-page@limits.example");
    const context = {
      request: new Request(
        `${ORIGIN}${linkIn(mail, "/unsubscribe")}`,
        endless({ "content-type": "application/x-www-form-urlencoded" }),
      ),
      env,
      waitUntil: () => undefined,
    };
    const left = await unsubscribePagePost(context as unknown as Parameters<typeof unsubscribePagePost>[0]);
    expect(left.status).toBe(413);
    expect(await left.text()).toContain("You were not unsubscribed");
    expect(await rows("SELECT email, status FROM subscribers ORDER BY email")).toEqual([
      { email: "declared-page@limits.example", status: "confirmed" },
      { email: "declared@limits.example", status: "pending" },
    ]);
  });

  it("is refused at once by development's staff sign-in", async () => {
    const assets = { fetch: (async () => new Response("shell")) as typeof fetch };
    const request = new Request(
      "http://127.0.0.1:8788/staff/sign-in",
      endless({ "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1:8788" }),
    );
    const response = await staffPage(
      request,
      { ...env, ADMIN_TOKEN: "declared-length-tests-staff-token-0123456789" },
      assets,
    );
    expect(response.status).toBe(413);
  });
});
