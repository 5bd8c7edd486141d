// What Policy Intelligence holds about people, the facts the stakeholder privacy notice on
// /transparency is built from (web/content/policies.ts). Members of Parliament and peers appear
// only as a bill's member in charge, by the name the bill's public record gives; the adapter
// (functions/lib/tools/policy-intelligence/bills-api.ts) reads nothing else about them, and the
// functions tests hold its endpoints to storing nothing but the source's own answers.
import { BILLS_MAX_AGE_MINUTES } from "./policy-intelligence.ts";
export const POLICY_INTELLIGENCE_PEOPLE = {
  tool: "Policy Intelligence",
  path: "/policy-intelligence",
  who: "members of either House of Parliament in charge of a bill",
  what: "the member's name as the bill's record gives it, beside the bill; not their party, photograph or constituency, and no opinion, score or likely position",
  source: "UK Parliament's Bills API (bills-api.parliament.uk)",
  kept: `our server keeps the last good copy of the source's answer, replaced when a page asks after ${BILLS_MAX_AGE_MINUTES} minutes, and the dated snapshot in the site's code until it is refreshed`,
  visitors:
    "It keeps nothing about its visitors: a search stays in the page's address, and a calendar fetches a bill's feed like any page.",
} as const;
