// A rate limit as its setting writes it, "count/seconds" (e.g. "5/600"), and the longest window
// one may have. No bindings here, so the settings' table (settings.ts) can be read in Node too.
import { RETENTION } from "#shared/retention.ts";
import { DAY_MS } from "#shared/time-units.ts";

export interface RateRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** How long purgeRateLimits keeps requests: the longest window a rule may have (parseRule). */
export const RATE_LIMIT_RETENTION_MS = RETENTION.rateLimitDays * DAY_MS;

/**
 * A rule written "count/seconds", or undefined when it is not one: both at least 1, and a window
 * no longer than purgeRateLimits keeps requests (a longer one would silently count too few).
 */
export function parseRule(value: string): RateRule | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  const valid =
    Number.isSafeInteger(limit) && limit > 0 && windowSeconds > 0 && windowSeconds * 1000 <= RATE_LIMIT_RETENTION_MS;
  return valid ? { limit, windowSeconds } : undefined;
}
