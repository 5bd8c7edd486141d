// What Policy Intelligence holds about people, the facts the stakeholder privacy notice on
// /transparency is built from (web/content/policies.ts). Members of Parliament and peers appear
// only as a bill's member in charge, by the name the bill's public record gives; the adapter
// (functions/lib/tools/policy-intelligence/bills-api.ts) reads nothing else about them, and the
// functions tests hold its endpoints to storing nothing but the source's own answers.
import { RETENTION } from "../retention.ts";
import { BILLS_MAX_AGE_MINUTES } from "./policy-intelligence.ts";
export const POLICY_INTELLIGENCE_PEOPLE = {
  tool: "Policy Intelligence",
  path: "/policy-intelligence",
  who: "members of either House of Parliament in charge of a bill",
  what: "the member's name as the bill's record gives it, beside the bill; not their party, photograph or constituency, and no opinion, score or likely position",
  source: "UK Parliament's Bills API (bills-api.parliament.uk)",
  kept: `our server keeps the last good copy of the source's answer, replaced when a page asks after ${BILLS_MAX_AGE_MINUTES} minutes, and the dated snapshot in the site's code until it is refreshed`,
  visitors:
    "Only following a bill by email keeps anything about a visitor: a search stays in the address, and a calendar fetches a feed like any page.",
} as const;

/**
 * What following a bill by email keeps, why, for how long and how to stop: the facts the privacy
 * policy states (web/content/policies.ts), taken from the code's own periods and rules
 * (migrations/0016_bill_follows.sql, functions/lib/tools/policy-intelligence/bill-follows.ts).
 */
export const BILL_FOLLOW_PRIVACY = {
  what: "your email address, a one-way code made from it, the bill, the pseudonymous code described below, when you asked and confirmed, the words shown beside the form, and the last stage we emailed you about",
  why: "to email you when the bill you chose reaches a new stage in Parliament, and only then; you are emailed about it only once you press the button on the page our confirmation email links to",
  basis:
    "your consent (Article 6(1)(a)), which you give by confirming from the email we send, and can withdraw at any time with the link in any of the emails about the bill",
  kept: `until you stop following the bill; a request never confirmed is deleted automatically after ${RETENTION.unconfirmedBillFollowDays} days, and once you stop we remove your address at once and delete the rest of the record (the bill, the one-way code and the dates, which show that we stopped) ${RETENTION.stoppedBillFollowDays} days later`,
  stop: "Every email about a bill you follow has a link to stop, and many email apps show an Unsubscribe button for it: either stops the emails about that bill at once. An address on our newsletter's suppression list is sent nothing about bills either.",
} as const;
