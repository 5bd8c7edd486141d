// Security headers on static pages and function responses, scored with the Observatory rubric.
import { expect, test } from "vitest";
import { observatoryScore } from "../fixtures/observatory.ts";
import { request } from "./request.ts";

const targets = ["/", "/insights/responding-to-government-consultations", "/api/health", "/no-such-page"] as const;

for (const path of targets) {
  test(`${path} scores A+ (at least 100) on the Observatory rubric`, async () => {
    const response = await request.get(path);
    const headers = response.headers();
    const { score, lines } = observatoryScore(headers, await response.text());
    expect(score, JSON.stringify(lines, null, 1)).toBeGreaterThanOrEqual(100);

    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' https://api.openai.com");
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("microphone=(self)");
    expect(headers["permissions-policy"]).toContain("on-device-speech-recognition=(self)");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\), geolocation=\(\)/);
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Left out on purpose (web/shared/security-headers.ts): it costs a new renderer process.
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  });
}

test("fingerprinted assets are cached for a year, pages are not", async () => {
  const html = await (await request.get("/")).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await request.get(script!)).headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/")).headers()["cache-control"] ?? "").not.toContain("immutable");
});
