// Messages that reach the firm through its enquiry routes but ask for none of its services: a job
// application, a supplier's pitch, a journalist's question to the firm itself. Triage names no
// service for them and says what they read as, so a consultant passes them on instead of pricing
// them. This is a short list of how such messages are put, not a list of the firm's services
// (those come from retrieval over the site, ./triage-matching.ts).
import { site } from "#shared/site.ts";

export interface NotAService {
  /** What the message reads as, for the reason: "a job application". */
  readonly reads: string;
  readonly pattern: RegExp;
}

export const NOT_SERVICE_ENQUIRIES: readonly NotAService[] = [
  {
    reads: "a job application",
    pattern:
      /\b(?:my (?:cv|c\.v\.|résumé|resume)|curriculum vitae|are you (?:currently |still )?hiring|(?:any|open|current) vacanc(?:y|ies)|internships?|work experience placement|graduate (?:role|scheme|job|position)s?|apply(?:ing)? for (?:a |the |any )?(?:job|role|position)|join your team)\b/i,
  },
  {
    reads: "a supplier’s pitch",
    pattern:
      /\b(?:(?:love|like) to (?:book|show you|demo|introduce (?:you|our))|show you how (?:we|our)|save your (?:team|firm|agency|consultants)|(?:platform|software|tool|app|product|solution) (?:is )?used by|used by (?:over |more than )?\d[\d,]* (?:agencies|firms|companies|organisations)|(?:free )?(?:demo|trial) of our|we (?:are|'re) an? (?:agency|supplier|vendor) (?:that|who) (?:helps|works with) (?:agencies|consultancies|firms) like yours)\b/i,
  },
  {
    reads: `a journalist’s question to ${site.brand} itself`,
    pattern:
      /\bI(?: am|'m|’m) (?:a |the |an )?(?:\w+ )?(?:journalist|reporter|correspondent|producer|editor) (?:at|for|with|on)\b|\bI(?: am|'m|’m) (?:writing|researching|working on) (?:a |an )?(?:piece|story|article|feature|report)\b/i,
  },
];

/** What a message reads as when it asks for none of the firm's services, or undefined. */
export function notAServiceEnquiry(text: string): NotAService | undefined {
  return NOT_SERVICE_ENQUIRIES.find(({ pattern }) => pattern.test(text));
}
