// What the chat tests share: the fake OpenAI upstream (tests/fakes/fake-openai.ts) as a model
// setting, the requests it received, and a reader for the server-sent events TENFOLD streams.
import { env } from "cloudflare:test";

export const FAKE_REPLY_PREFIX = "From the fake model:";
export const model = (key: string, extra: Record<string, string> = {}) => ({
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1`,
  ...extra,
});
export const stream = { accept: "text/event-stream" };

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export async function readEvents(response: Response): Promise<SseEvent[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "";
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "{}") as Record<string, unknown>;
      return { event, data };
    });
}

export async function fakeRequests(key: string): Promise<{ path: string; body: Record<string, unknown> }[]> {
  return (await fetch(`${env.FAKE_OPENAI_URL}/__requests/${key}`)).json();
}

/** Makes the fake model answer with these pieces for this key: the stream's deltas, or joined. */
export async function script(key: string, pieces: readonly string[]): Promise<void> {
  await fetch(`${env.FAKE_OPENAI_URL}/__script/${key}`, { method: "POST", body: JSON.stringify(pieces) });
}

/** The passages the model was given, by their number: "[3] Title (/url)" lines of its instructions. */
export function givenUrls(instructions: string): Map<number, string> {
  return new Map([...instructions.matchAll(/^\[(\d+)\] .*\(([^)\s]+)\)$/gm)].map((m) => [Number(m[1]), m[2] ?? ""]));
}
