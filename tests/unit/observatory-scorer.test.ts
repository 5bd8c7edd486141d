import { describe, expect, it } from "vitest";
import { observatoryScore } from "../fixtures/observatory.ts";
import { securityHeaders } from "#shared/security-headers.ts";

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe("Observatory rubric scorer", () => {
  it("scores the site's own headers A+", () => {
    expect(observatoryScore(lower(securityHeaders({ turnstile: false }))).score).toBeGreaterThanOrEqual(100);
    expect(observatoryScore(lower(securityHeaders({ turnstile: true }))).score).toBeGreaterThanOrEqual(100);
  });

  it("takes the published penalties for missing headers", () => {
    const { score, lines } = observatoryScore({});
    expect(lines.map((l) => l.result)).toEqual(
      expect.arrayContaining([
        "csp-not-implemented",
        "hsts-not-implemented",
        "x-content-type-options-not-implemented",
        "x-frame-options-not-implemented",
      ]),
    );
    expect(score).toBe(100 - 25 - 20 - 5 - 20);
  });

  it("penalises unsafe script sources and short HSTS", () => {
    const headers = lower({
      ...securityHeaders({ turnstile: false }),
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      "Strict-Transport-Security": "max-age=300",
    });
    const { score, lines } = observatoryScore(headers);
    expect(lines.find((l) => l.test === "content-security-policy")?.modifier).toBe(-20);
    expect(lines.find((l) => l.test === "strict-transport-security")?.modifier).toBe(-10);
    expect(score).toBe(70);
  });
});
