// The server-sent events of a streamed TENFOLD reply: `delta` events with text, then `done` with
// the reply's actions, sources and meta, or `error` with the reason (which the browser keeps to
// itself, showing the visitor one message) and its code. functions/lib/tenfold/chat/sse.ts writes
// them, web/tenfold/chat-client.ts reads them.
import * as v from "valibot";
import { chatReplyMetaSchema } from "./tenfold.ts";
import type { ReadonlyDeep } from "./contract.ts";
import { ERROR_CODES } from "./error-codes.ts";

export const chatEventSchemas = {
  delta: v.object({ text: v.string() }),
  done: chatReplyMetaSchema,
  error: v.object({ error: v.string(), code: v.optional(v.picklist(ERROR_CODES)) }),
} as const;

export type ChatEventName = keyof typeof chatEventSchemas;

/** What the server writes: each event name with its data. */
export type ChatEvent = {
  [K in ChatEventName]: { readonly event: K; readonly data: ReadonlyDeep<v.InferInput<(typeof chatEventSchemas)[K]>> };
}[ChatEventName];
/** What the browser reads, defaults applied. */
export type ParsedChatEvent = {
  [K in ChatEventName]: { readonly event: K; readonly data: v.InferOutput<(typeof chatEventSchemas)[K]> };
}[ChatEventName];

export const isChatEventName = (name: string): name is ChatEventName => Object.hasOwn(chatEventSchemas, name);
