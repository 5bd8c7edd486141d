// TENFOLD's endpoints: chat (JSON, or server-sent events when the
// request accepts text/event-stream), a spoken question's sources, votes, forgetting, and the
// realtime voice session.
import * as v from "valibot";
import { chatRequestSchema, feedbackSchema, forgetSchema } from "../schemas.ts";
import { defineContract, visitorPost } from "./contract.ts";
import { VISITOR_POST_ERRORS } from "./error-codes.ts";
import { successSchema } from "./forms.ts";

/** A button under a reply (web/shared/api/tenfold-knowledge.ts ChatAction). */
export const chatActionSchema = v.variant("type", [
  v.object({ type: v.literal("navigate"), href: v.string(), label: v.string() }),
  v.object({ type: v.literal("open-contact"), label: v.string() }),
]);

export const chatSourceSchema = v.object({ title: v.string(), url: v.string() });

/**
 * What a reply carries besides its text. The server always sends every field; the browser
 * defaults the ones a reply may lack, as it always has (an answer without an id cannot be voted on).
 */
export const chatReplyMetaSchema = v.object({
  actions: v.optional(v.array(chatActionSchema), []),
  sources: v.optional(v.array(chatSourceSchema), []),
  answerId: v.optional(v.string()),
  declined: v.optional(v.boolean(), false),
  handoff: v.optional(v.boolean(), false),
});

/** A reply's metadata as the browser reads it, defaults applied. */
export type ChatReplyMeta = v.InferOutput<typeof chatReplyMetaSchema>;

export const chatContract = defineContract({
  method: "POST",
  path: "/tenfold-chat",
  request: chatRequestSchema,
  response: v.object({ response: v.string(), ...chatReplyMetaSchema.entries }),
  responseKind: "json-or-events",
  errors: [...VISITOR_POST_ERRORS, "upstream_failed", "upstream_timeout"],
});

export const sourcesContract = visitorPost(
  "/tenfold-sources",
  chatRequestSchema,
  v.object({ sources: v.array(chatSourceSchema), actions: v.array(chatActionSchema), declined: v.boolean() }),
);

export const feedbackContract = visitorPost("/tenfold-feedback", feedbackSchema, successSchema);

export const forgetContract = visitorPost(
  "/tenfold-forget",
  forgetSchema,
  v.object({ success: v.literal(true), deleted: v.number() }),
);

/**
 * No body: the Turnstile token travels in a header (TURNSTILE_HEADER). The server answers
 * client_secret.value; the browser also accepts client_secret.token, ephemeral_key and token
 * (web/tenfold/voice-state.ts extractToken), so the schema lets them through.
 */
export const realtimeSessionContract = defineContract({
  method: "POST",
  path: "/realtime-session",
  response: v.looseObject({
    client_secret: v.optional(
      v.union([
        v.string(),
        v.looseObject({
          value: v.optional(v.string()),
          token: v.optional(v.string()),
          expires_at: v.optional(v.number()),
        }),
      ]),
    ),
    ephemeral_key: v.optional(v.string()),
    token: v.optional(v.string()),
    max_call_seconds: v.optional(v.number()),
  }),
  errors: ["forbidden", "rate_limited", "unavailable", "upstream_failed", "upstream_timeout"],
});
