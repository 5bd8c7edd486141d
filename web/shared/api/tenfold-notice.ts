// What TENFOLD's panel says at the top of every conversation, before anything is sent, because the
// server keeps the questions asked after it; and what it says instead once the visitor has chosen
// not to have them kept. The period comes from the one place retention is set.
import { RETENTION } from "../retention.ts";

export const TENFOLD_NOTICE = `I answer from this website's content. To see what the site fails to answer, we keep the questions you ask here, with my answers, for ${RETENTION.tenfoldQuestionDays} days, without your name or address. Please don't include personal details.`;

export const TENFOLD_NOT_KEPT_NOTICE =
  "I answer from this website's content. You've chosen not to have your questions kept, so nothing you ask here is kept on our server.";

/** The control that objects to the question log, and lifts the objection when unticked. */
export const DONT_KEEP_LABEL = "Don't keep my questions";
