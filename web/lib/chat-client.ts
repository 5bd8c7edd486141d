// Sends a chat request to /api/tenfold-chat and reads the streamed reply (server-sent events),
// calling onDelta as text arrives. Falls back to a JSON reply if the server does not stream.
import type { ChatAction } from "../shared/knowledge-types.ts";
import { ApiRequestError, apiRequest } from "./api.ts";

export interface ChatReply {
  readonly text: string;
  readonly actions: readonly ChatAction[];
  /** Issue 25: the answer's id (for votes) and whether TENFOLD offers a consultant. */
  readonly answerId?: string | undefined;
  readonly handoff: boolean;
}

export interface ChatPayload {
  readonly message: string;
  readonly history: readonly { role: "user" | "ai"; text: string }[];
  /** The panel showed TENFOLD's notice: only then does the server keep the question. */
  readonly noticeShown?: boolean;
  readonly browserId?: string;
}

interface ReplyFields {
  text?: string;
  response?: string;
  error?: string;
  actions?: ChatAction[];
  answerId?: unknown;
  handoff?: unknown;
}

const replyOf = (text: string, data: ReplyFields): ChatReply => ({
  text,
  actions: data.actions ?? [],
  answerId: typeof data.answerId === "string" ? data.answerId : undefined,
  handoff: data.handoff === true,
});

/** The server error (spec section 8: used internally; default "API request failed"). */
export class ChatError extends Error {}

function parseEvent(block: string): { event: string; data: unknown } | undefined {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || data === undefined) return undefined;
  try {
    return { event, data: JSON.parse(data) as unknown };
  } catch {
    return undefined;
  }
}

export async function sendChat(payload: ChatPayload, onDelta: (text: string) => void, signal?: AbortSignal): Promise<ChatReply> {
  const response = await fetch("/api/tenfold-chat", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(payload),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const error = new ApiRequestError(response.status, await response.text(), response.statusText);
    throw new ChatError(error.serverMessage ?? "API request failed");
  }
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
    const body = (await response.json()) as ReplyFields;
    if (typeof body.response !== "string") throw new ChatError(body.error ?? "API request failed");
    onDelta(body.response);
    return replyOf(body.response, body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const blocks = buffer.split("\n\n");
    buffer = done ? "" : (blocks.pop() ?? "");
    for (const block of blocks) {
      const parsed = parseEvent(block);
      if (!parsed) continue;
      const data = parsed.data as ReplyFields;
      if (parsed.event === "delta" && typeof data.text === "string") {
        text += data.text;
        onDelta(data.text);
      } else if (parsed.event === "error") {
        throw new ChatError(data.error ?? "API request failed");
      } else if (parsed.event === "done") {
        return replyOf(text, data);
      }
    }
    if (done) break;
  }
  throw new ChatError("API request failed");
}

/** The site's links and actions for a question a realtime voice call answered (issue 25). */
export async function lookUpSources(message: string, history: ChatPayload["history"]): Promise<{ actions: ChatAction[] }> {
  const response = await apiRequest("POST", "/api/tenfold-sources", { message, history });
  const body = (await response.json()) as { actions?: unknown };
  return { actions: Array.isArray(body.actions) ? (body.actions as ChatAction[]) : [] };
}

/** Issue 25: a vote on one answer; voting again replaces it. */
export async function sendFeedback(answerId: string, vote: "up" | "down", reason?: string): Promise<void> {
  await apiRequest("POST", "/api/tenfold-feedback", { answerId, vote, ...(reason ? { reason } : {}) });
}

/** Issue 25: deletes the questions the server kept from this browser's id. */
export async function forgetConversation(browserId: string): Promise<void> {
  await apiRequest("POST", "/api/tenfold-forget", { browserId });
}
