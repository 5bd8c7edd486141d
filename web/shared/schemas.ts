// Request schemas shared by the browser (form validation) and the functions (request parsing),
// so both apply exactly the same rules and messages.
import * as v from "valibot";
import { messages } from "./messages.ts";
import { NEWSLETTER_SOURCES } from "./api/newsletter.ts";

export { looksLikeEmail, nameFromEmail, normaliseEmail } from "./email.ts";
export { fieldErrors } from "./field-errors.ts";

export const LIMITS = {
  chatMessageMax: 2000,
  chatHistoryMax: 10,
  chatHistoryTextMax: 4000,
  nameMax: 120,
  emailMax: 254,
  messageMax: 5000,
  tokenMax: 2048,
  /** A conversation sent to a consultant: at most this many messages, each this long. */
  transcriptItemsMax: 20,
  transcriptTextMax: 2000,
  feedbackReasonMax: 500,
} as const;

const trimmed = v.pipe(v.string(), v.trim());

/**
 * Unicode control (Cc) and format (Cf) characters are invisible: a name of zero-width spaces
 * (U+200B) or NULs would pass the length checks as "text", and U+202E reverses how a staff export
 * reads. They go BEFORE the length and required checks, in the one schema the browser and the
 * functions share, so both agree on what counts. Cf includes the zero-width joiner, so an emoji
 * sequence such as a family falls apart into its people: a fair price for forms.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** For one-line fields: tabs and line breaks become spaces, other invisible characters go. */
export function visibleLine(text: string): string {
  return text.replace(/[\t\n\v\f\r\u0085]+/g, " ").replace(INVISIBLE, "");
}

/** For messages: keeps line breaks (CRLF and CR become LF) and tabs, drops other invisible characters. */
export function visibleText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/(?![\n\t])[\p{Cc}\p{Cf}]/gu, "");
}

const oneLine = v.pipe(v.string(), v.transform(visibleLine), v.trim());
const multiLine = v.pipe(v.string(), v.transform(visibleText), v.trim());

export const contactEmail = v.pipe(
  trimmed,
  v.nonEmpty(messages.contact.invalidEmail),
  v.maxLength(LIMITS.emailMax, messages.contact.invalidEmail),
  v.email(messages.contact.invalidEmail),
);

/** The voice token request has no body, so its Turnstile token travels in this header. */
export const TURNSTILE_HEADER = "x-turnstile-token";

/**
 * The action each Turnstile widget declares. Siteverify returns it with the token's verdict and the
 * server checks it, so a token solved on one form cannot be spent on another endpoint.
 */
export type TurnstileAction = "contact" | "subscribe" | "voice";

/** Who said what in a conversation handed to a consultant. */
export const transcriptSchema = v.pipe(
  v.array(
    v.object({
      role: v.picklist(["user", "ai"]),
      text: v.pipe(
        multiLine,
        v.nonEmpty(),
        v.maxLength(
          LIMITS.transcriptTextMax,
          `Each message of the conversation can be at most ${LIMITS.transcriptTextMax} characters.`,
        ),
      ),
    }),
  ),
  v.maxLength(LIMITS.transcriptItemsMax, `Attach at most ${LIMITS.transcriptItemsMax} messages of the conversation.`),
);

export type TranscriptItem = v.InferOutput<typeof transcriptSchema>[number];

/** Where a contact message was written: the contact form, or TENFOLD's hand-off to a consultant. */
export const CONTACT_SOURCES = ["form", "tenfold"] as const;

export const TRANSCRIPT_CONSENT_REQUIRED = "Tick the box to include the conversation, or remove it.";

export const contactSchema = v.pipe(
  v.object({
    name: v.pipe(
      oneLine,
      v.minLength(2, messages.contact.nameTooShort),
      v.maxLength(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters.`),
    ),
    email: contactEmail,
    message: v.pipe(
      multiLine,
      v.minLength(10, messages.contact.messageTooShort),
      v.maxLength(LIMITS.messageMax, `Message must be at most ${LIMITS.messageMax} characters.`),
    ),
    // Missing, false or anything but true gets the one message the spec gives.
    privacy: v.pipe(
      v.optional(v.unknown(), false),
      v.check((value) => value === true, messages.contact.privacyRequired),
      v.transform(() => true as const),
    ),
    /** Honeypot: hidden from people, filled in by naive bots. */
    website: v.optional(v.pipe(v.string(), v.maxLength(500))),
    turnstileToken: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.tokenMax))),
    source: v.optional(v.picklist(CONTACT_SOURCES), "form"),
    /** The TENFOLD conversation the visitor chose to attach. */
    transcript: v.optional(transcriptSchema),
    /** The visitor's explicit consent to send the transcript; a transcript without it is refused. */
    transcriptConsent: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((input) => !input.transcript?.length || input.transcriptConsent, TRANSCRIPT_CONSENT_REQUIRED),
    ["transcriptConsent"],
  ),
);

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactRequest = v.InferOutput<typeof contactSchema>;
export type ContactField = "name" | "email" | "message" | "privacy" | "transcriptConsent";

export const subscribeSchema = v.object({
  email: contactEmail,
  name: v.optional(v.pipe(oneLine, v.maxLength(LIMITS.nameMax))),
  /** Which form the visitor used; its consent wording is what gets stored. */
  source: v.optional(v.picklist(NEWSLETTER_SOURCES), "other"),
  website: v.optional(v.pipe(v.string(), v.maxLength(500))),
  turnstileToken: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.tokenMax))),
});

export type SubscribeRequest = v.InferOutput<typeof subscribeSchema>;

/** A browser's own random id for TENFOLD (web/tenfold/browser-id.ts). */
export const browserIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "Not a browser id."));

/** The id every TENFOLD answer carries: random, URL-safe. */
export const answerIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "Not an answer id."));

/** The chat request carries the message and, as history, the last 10 messages. */
export const chatRequestSchema = v.object({
  message: v.pipe(
    multiLine,
    v.nonEmpty("Type a message first."),
    v.maxLength(LIMITS.chatMessageMax, `Messages can be at most ${LIMITS.chatMessageMax} characters.`),
  ),
  history: v.optional(
    v.pipe(
      v.array(
        v.object({
          role: v.picklist(["user", "ai"]),
          text: v.pipe(v.string(), v.transform(visibleText), v.maxLength(LIMITS.chatHistoryTextMax)),
        }),
      ),
      v.maxLength(LIMITS.chatHistoryMax, `Send at most ${LIMITS.chatHistoryMax} earlier messages.`),
    ),
    [],
  ),
  /**
   * The panel showed TENFOLD's notice (that questions are kept to improve answers) before this
   * message: only then is the question stored.
   */
  noticeShown: v.optional(v.boolean(), false),
  /**
   * The visitor objected to the question log ("Don't keep my questions" in TENFOLD): nothing of
   * this request is kept, whatever noticeShown says.
   */
  dontKeep: v.optional(v.boolean(), false),
  /** A random id this browser keeps only in its own storage, so it can delete its questions later. */
  browserId: v.optional(browserIdSchema),
});

export type ChatRequest = v.InferOutput<typeof chatRequestSchema>;

/** The two ways to vote on an answer. */
export const VOTES = ["up", "down"] as const;
export type Vote = (typeof VOTES)[number];

/** A vote on one of TENFOLD's answers; voting again on the same answer replaces it. */
export const feedbackSchema = v.object({
  answerId: answerIdSchema,
  vote: v.picklist(VOTES, "Vote up or down."),
  reason: v.optional(
    v.pipe(
      multiLine,
      v.maxLength(LIMITS.feedbackReasonMax, `A reason can be at most ${LIMITS.feedbackReasonMax} characters.`),
    ),
  ),
});

export type FeedbackRequest = v.InferOutput<typeof feedbackSchema>;

/** "Delete my conversation" deletes what this browser's id stored. */
export const forgetSchema = v.object({ browserId: browserIdSchema });
