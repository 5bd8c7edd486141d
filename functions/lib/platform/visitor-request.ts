// The checks every visitor POST goes through before its handler acts, in order: the page's origin,
// a bounded body, the contract's request schema, Turnstile, then the client's rate limit (a request
// that fails the bot check spends none of the visitor's places).
import type * as v from "valibot";
import type { Contract } from "#shared/api/contract.ts";
import type { TurnstileAction } from "#shared/schemas.ts";
import { clientIdentity } from "./client-identity.ts";
import type { Config, RateBucket } from "./config.ts";
import type { AppEnv } from "./env.ts";
import { withDatabase } from "./errors.ts";
import { enforceRateLimit } from "./rate-limit.ts";
import { assertSameOrigin, parseBody, readJsonBody } from "./request-guards.ts";
import { checkTurnstile } from "./turnstile-check.ts";

export interface AdmittedClient {
  /** Our pseudonym for the client (counters, stored rows). */
  readonly hash: string;
  /** The pseudonym OpenAI sees. */
  readonly safetyId: string;
  /** When the request was admitted (ms since the epoch). */
  readonly now: number;
}

/** Identifies the client (pseudonymously) and counts the request against its bucket's rate limit. */
export async function admitClient(
  request: Request,
  env: AppEnv,
  config: Config,
  bucket: RateBucket,
): Promise<AdmittedClient> {
  const now = Date.now();
  const { hash, safetyId } = await clientIdentity(request, config.clientKey);
  await withDatabase(() => enforceRateLimit(env.DB, `${bucket}:${hash}`, config.rateRules[bucket], now));
  return { hash, safetyId, now };
}

export interface VisitorPost<S extends v.GenericSchema> {
  /** The endpoint's contract (web/shared/api/): its request schema is what the body must satisfy. */
  readonly contract: Contract<string, S>;
  readonly bucket: RateBucket;
  /** The Turnstile action whose token the body must carry (`turnstileToken`) when Turnstile is on; false for none. */
  readonly turnstile: TurnstileAction | false;
  /** Refuse a request without an Origin header (chat and voice: only the site's pages may spend its AI budget). */
  readonly requireOrigin?: boolean;
  readonly maxBytes?: number;
}

/** The body's fields after the schema, and the client they came from. */
export type Accepted<S extends v.GenericSchema> = AdmittedClient & {
  readonly body: v.InferOutput<S>;
  /** Whether this request passed a Turnstile check of its own (false when Turnstile is off). */
  readonly turnstilePassed: boolean;
};

/**
 * The checks after the body has been read (`fields`: parsed JSON, or a native form's fields):
 * the schema, Turnstile, the rate limit. Callers have checked the origin before reading.
 */
export async function admitBody<S extends v.GenericSchema>(
  request: Request,
  env: AppEnv,
  config: Config,
  post: VisitorPost<S>,
  fields: unknown,
): Promise<Accepted<S>> {
  const body = parseBody(post.contract.request, fields);
  if (post.turnstile)
    await checkTurnstile(
      request,
      config.turnstile,
      (body as { turnstileToken?: string }).turnstileToken,
      post.turnstile,
    );
  const client = await admitClient(request, env, config, post.bucket);
  return { ...client, body, turnstilePassed: post.turnstile !== false && config.turnstile.secret !== undefined };
}

/** The whole pipeline for a JSON POST. */
export async function acceptVisitorPost<S extends v.GenericSchema>(
  request: Request,
  env: AppEnv,
  config: Config,
  post: VisitorPost<S>,
): Promise<Accepted<S>> {
  assertSameOrigin(request, { requireOrigin: post.requireOrigin ?? false });
  return admitBody(request, env, config, post, await readJsonBody(request, post.maxBytes));
}
