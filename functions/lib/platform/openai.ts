// The one way the functions talk to OpenAI, for chat and voice alike: a client with the
// configured base URL and timeout and no SDK retries (the spec wants none), upstream errors
// logged and mapped to our own 502/504 (never relayed).
import OpenAI from "openai";
import { ApiError } from "./errors.ts";

/** Where and how long to call: the same for chat and voice. */
export interface OpenAIConnection {
  readonly apiKey: string;
  readonly baseURL: string;
  readonly timeoutMs: number;
}

/** A tool's model (config.ts reads it): the connection and the text model, within the tools' own time budget. */
export interface ToolModelSettings extends OpenAIConnection {
  readonly model: string;
}

/** `fetchImpl` lets a test hand the SDK a fake upstream. */
export function openAIClient(connection: OpenAIConnection, fetchImpl?: typeof fetch): OpenAI {
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseURL,
    timeout: connection.timeoutMs,
    maxRetries: 0,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/** What the visitor reads when the upstream fails: `timeout` for a request that took too long. */
export interface UpstreamMessages {
  readonly log: string;
  readonly timeout: string;
  readonly failed: string;
}

/** Our own errors pass through; anything else is logged (with the upstream's text) and mapped to 504 or 502. */
export function upstreamError(error: unknown, messages: UpstreamMessages): ApiError {
  if (error instanceof ApiError) return error;
  console.error(messages.log, error);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ApiError("upstream_timeout", messages.timeout);
  return new ApiError("upstream_failed", messages.failed);
}
