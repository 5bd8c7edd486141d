// TENFOLD's hand-off to a consultant: the panel puts the visitor's summary and the
// conversation here and opens the contact form, which takes them up for the visitor to review;
// when the message has gone, the form says so here and the panel tells the visitor when a
// consultant will reply. A module store rather than an event's payload, so that neither the shell
// nor the contact launcher (both in the first load) carries any of it.
import type { TranscriptItem } from "#shared/schemas.ts";
import type { ChatMessage } from "./conversation.ts";
import { LIMITS } from "#shared/schemas.ts";
import { openContact } from "../lib/contact-events.ts";

export interface Handoff {
  /** The message the form starts with: editable. */
  readonly summary: string;
  /** The conversation, latest messages, within the contact schema's limits. */
  readonly transcript: readonly TranscriptItem[];
}

/** The most questions a summary lists (the latest), and how much of each. */
const SUMMARY_QUESTIONS = 8;
const SUMMARY_QUESTION_CHARS = 300;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** What the visitor asked, as a message to a consultant they can edit before sending. */
export function summaryOf(messages: readonly Pick<ChatMessage, "role" | "text">[]): string {
  const questions = messages
    .filter((m) => m.role === "user")
    .map((m) => clip(m.text.replace(/\s+/g, " ").trim(), SUMMARY_QUESTION_CHARS));
  const listed = questions.slice(-SUMMARY_QUESTIONS).map((q) => `- ${q}`);
  return [
    "I have been asking TENFOLD, the website's assistant, and would like to talk to a consultant about:",
    ...listed,
  ].join("\n");
}

/** The conversation to attach: the latest messages, each within the schema's limit. */
export function transcriptOf(messages: readonly Pick<ChatMessage, "role" | "text">[]): TranscriptItem[] {
  return messages
    .filter((m) => m.text.trim() !== "")
    .slice(-LIMITS.transcriptItemsMax)
    .map((m) => ({ role: m.role, text: clip(m.text.trim(), LIMITS.transcriptTextMax) }));
}

let pending: Handoff | undefined;
const sentListeners = new Set<(sentence: string) => void>();

/** Opens the contact form with the conversation, for the visitor to review. */
export function startHandoff(messages: readonly Pick<ChatMessage, "role" | "text">[]): void {
  pending = { summary: summaryOf(messages), transcript: transcriptOf(messages) };
  openContact();
}

/** The hand-off waiting for the contact form, if any. */
export function pendingHandoff(): Handoff | undefined {
  return pending;
}

/** The form has taken it up (or it was sent): a later "Get In Touch" opens an ordinary form. */
export function clearHandoff(handoff: Handoff | undefined): void {
  if (handoff && pending === handoff) pending = undefined;
}

/** The contact form sent a hand-off; `sentence` says when a consultant will reply. */
export function handoffSent(sentence: string): void {
  for (const listener of sentListeners) listener(sentence);
}

export function onHandoffSent(listener: (sentence: string) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}
