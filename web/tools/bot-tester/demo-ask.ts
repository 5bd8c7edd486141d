// Loaded when a visitor first runs the demo: asks TENFOLD one example case through its public chat
// (as the panel a visitor uses does, nothing kept) and scores the reply with Bot Tester's own judge,
// the one its staff runs use.
import { problemsWith } from "#shared/api/bot-tester-judge.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { sendChat } from "../../tenfold/chat-client.ts";
import type { DemoCase } from "./demo-cases.ts";

export type DemoVerdict =
  | {
      readonly kind: "scored";
      readonly reply: string;
      readonly declined: boolean;
      readonly sources: readonly { title: string; url: string }[];
      readonly problems: readonly string[];
    }
  | { readonly kind: "unasked"; readonly why: string };

function whyUnasked(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429)
    return "TENFOLD has had a lot of questions from this browser in the last minute. Try again in a minute.";
  return "TENFOLD could not be reached. Check your connection and try again.";
}

export async function askCase(c: DemoCase, onText: (soFar: string) => void): Promise<DemoVerdict> {
  let soFar = "";
  try {
    const reply = await sendChat({ message: c.question, history: [], dontKeep: true }, (delta) => {
      soFar += delta;
      onText(soFar);
    });
    return {
      kind: "scored",
      reply: reply.text,
      declined: reply.declined,
      sources: reply.sources,
      problems: problemsWith(c, reply),
    };
  } catch (error) {
    return { kind: "unasked", why: whyUnasked(error) };
  }
}
