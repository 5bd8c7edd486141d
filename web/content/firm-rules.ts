// Rules of business that several pages state (FAQ, How we work, Transparency, Project scoping, the
// terms): each is worded once here and quoted, so the pages a prospect compares cannot disagree.

/** Whom a conflicts check covers and when it runs. */
const conflictsCheck =
  "We check for conflicts before the first call and again before accepting any engagement, against our current clients and those of the last twelve months, the parties on the other side and our consultants' declared interests.";

/** What happens when the check finds a direct conflict. */
const directConflict =
  "If we act for someone whose interests are directly opposed to yours on the same matter, we decline the work and say only that we have a conflict, without naming the other client.";

/** Whether a client list is published, and what a visitor can ask instead. */
const clientList =
  "We do not publish a standing list of our clients. Ask us whether we act for a named organisation on a matter of public policy and we will tell you within five working days.";

/**
 * The one case in which work starts before the engagement letter is signed, as a clause that
 * reads inside a sentence ("…; in a live crisis we can…").
 */
const crisisStart =
  "in a live crisis we can start the same day on your written instruction, once the conflicts check is clear, and the engagement letter follows within two working days";

/** When a case study may say enough to identify its client. */
const caseStudyConsent =
  "Where the details could still point to the client, we publish only with that client's written agreement, and the case study says so.";

export const firmRules = { conflictsCheck, directConflict, clientList, crisisStart, caseStudyConsent } as const;

/** A clause as the start of its own sentence. */
export const asSentence = (clause: string) => `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
