// TENFOLD's requests: a chat message to /tenfold-chat, whose reply streams as server-sent events
// (read with eventsource-parser; onDelta gets text as it arrives; a JSON reply stands in when the
// server does not stream), a spoken question's sources, votes and forgetting. Every failure is an
// ApiRequestError: the server's reason stays internal, and the visitor sees one message.
import { createParser, type EventSourceMessage } from "eventsource-parser";
import * as v from "valibot";
import { chatEventSchemas, isChatEventName, type ParsedChatEvent } from "#shared/api/tenfold-chat-events.ts";
import { ERROR_STATUS } from "#shared/api/error-codes.ts";
import {
  chatContract,
  feedbackContract,
  forgetContract,
  sourcesContract,
  type ChatReplyMeta,
} from "#shared/api/tenfold.ts";
import { ApiRequestError, callApi, openApi } from "../lib/api.ts";
import type { Vote } from "#shared/schemas.ts";

/** A complete reply: its text and what the contract sends with it (the chat contract's reply metadata). */
export type ChatReply = ChatReplyMeta & { readonly text: string };

export interface ChatPayload {
  readonly message: string;
  readonly history: { role: "user" | "ai"; text: string }[];
  /** The panel showed TENFOLD's notice: only then does the server keep the question. */
  readonly noticeShown?: boolean;
  /** The visitor chose not to have their questions kept: the server keeps nothing of this one. */
  readonly dontKeep?: boolean;
  readonly browserId?: string;
}

const dataOf = <S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> | undefined => {
  const result = v.safeParse(schema, data);
  return result.success ? result.output : undefined;
};

/** One event, checked against the contract's union; unknown names and unreadable data are skipped. */
function readChatEvent(message: EventSourceMessage): ParsedChatEvent | undefined {
  const name = message.event ?? "message";
  if (!isChatEventName(name)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return undefined;
  }
  // One branch per name, so each name stays tied to its own data.
  switch (name) {
    case "delta": {
      const data = dataOf(chatEventSchemas.delta, json);
      return data && { event: name, data };
    }
    case "done": {
      const data = dataOf(chatEventSchemas.done, json);
      return data && { event: name, data };
    }
    case "error": {
      const data = dataOf(chatEventSchemas.error, json);
      return data && { event: name, data };
    }
  }
}

/** A stream's `error` event, as the one error class: its code's status and the event's data as the body. */
const streamError = (data: { error: string; code?: keyof typeof ERROR_STATUS | undefined }) =>
  new ApiRequestError(data.code ? ERROR_STATUS[data.code] : 500, JSON.stringify(data), "");

/** Reads the events of a streamed reply until `done` (the reply) or `error` (thrown). */
async function readStream(body: NonNullable<Response["body"]>, onDelta: (text: string) => void): Promise<ChatReply> {
  const events: ParsedChatEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = readChatEvent(message);
      if (event) events.push(event);
    },
  });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) parser.feed(value);
    for (const event of events.splice(0)) {
      if (event.event === "delta") {
        text += event.data.text;
        onDelta(event.data.text);
      } else if (event.event === "error") {
        await reader.cancel();
        throw streamError(event.data);
      } else {
        await reader.cancel();
        return { ...event.data, text };
      }
    }
    if (done) break;
  }
  // The stream ended without `done` or `error`: the connection was cut.
  throw new ApiRequestError(502, "", "");
}

export async function sendChat(
  payload: ChatPayload,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const response = await openApi(chatContract, payload, { headers: { accept: "text/event-stream" }, signal });
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
    const { response: text, ...meta } = v.parse(chatContract.response, await response.json());
    onDelta(text);
    return { ...meta, text };
  }
  return readStream(response.body, onDelta);
}

/** The site's links and actions for a question a realtime voice call answered (no answer id: nothing is kept to vote on). */
export async function lookUpSources(message: string, history: ChatPayload["history"]): Promise<ChatReplyMeta> {
  const { actions, sources, declined } = await callApi(sourcesContract, { message, history });
  return { actions, sources, declined, handoff: false };
}

/** A vote on one answer; voting again replaces it. */
export async function sendFeedback(answerId: string, vote: Vote, reason?: string): Promise<void> {
  await callApi(feedbackContract, { answerId, vote, ...(reason ? { reason } : {}) });
}

/** Deletes the questions the server kept from this browser's id. */
export async function forgetConversation(browserId: string): Promise<void> {
  await callApi(forgetContract, { browserId });
}
