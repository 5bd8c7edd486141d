// Server-sent events for streamed replies: `delta` events with text, then `done` with the
// reply's actions and sources, or `error` with a message and its code. The names and data are
// the shared contract's union (web/shared/api/tenfold-chat-events.ts), which the browser parses.
import type { ChatEvent, ChatEventName } from "#shared/api/tenfold-chat-events.ts";

/** The data an event of this name carries. */
export type ChatEventData<K extends ChatEventName> = Extract<ChatEvent, { event: K }>["data"];
export type SendEvent = <K extends ChatEventName>(event: K, data: ChatEventData<K>) => void;
export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  "x-accel-buffering": "no",
} as const;

/** JSON holds no raw line breaks, so each event's data is one `data:` line. */
export function sseEvent<K extends ChatEventName>(event: K, data: ChatEventData<K>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sseResponse(produce: (send: SendEvent) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send: SendEvent = (event, data) => controller.enqueue(encoder.encode(sseEvent(event, data)));
      try {
        await produce(send);
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, { headers: SSE_HEADERS });
}

/** Splits a finished reply into small pieces so the built-in answerer streams like the model does. */
export function chunkText(text: string, wordsPerChunk = 4): string[] {
  const words = text.split(/(\s+)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk * 2) chunks.push(words.slice(i, i + wordsPerChunk * 2).join(""));
  return chunks;
}
